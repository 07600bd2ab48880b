import type { Context } from "hono";
import { getConnInfo } from "hono/bun";
import type { AppEnv } from "../context";

/**
 * The caller's address. Behind a proxy (TRUST_PROXY=true) the first X-Forwarded-For entry;
 * otherwise the socket address.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // no socket (app.request in tests)
  }
}
