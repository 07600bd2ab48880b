import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "../context";

/**
 * The address a trusted proxy saw in `X-Forwarded-For`. Each proxy appends the address it was
 * called from, so only the right end is trustworthy: the client writes whatever it likes on the
 * left. With `hops` proxies in front, the client is the `hops`-th entry from the right.
 */
export function forwardedFor(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  // One entry (one proxy in front, the usual case) is the address whatever the hops (at least
  // one): no list of entries is built for every request.
  if (!header.includes(",")) return header.trim() || undefined;
  const entries = header
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!entries.length) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/**
 * The caller's address. Behind TRUST_PROXY_HOPS proxies (TRUST_PROXY=true) the address the
 * outermost one saw; otherwise the socket address.
 */
export function clientIp(c: Context<AppEnv>): string {
  const { env } = c.get("deps");
  if (env.TRUST_PROXY) {
    const forwarded = forwardedFor(c.req.header("x-forwarded-for"), env.TRUST_PROXY_HOPS);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (app.request in tests)
  }
}
