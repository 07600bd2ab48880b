/**
 * Origin check for the cross-site agent endpoints (MCP, NLWeb ask): DNS-rebinding and
 * cross-site-write protection. Browsers send Origin; agents and CLI clients usually do not,
 * and those are allowed.
 */
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv, Deps } from "../context";
import type { Env } from "../env";
import { AppError } from "../lib/errors";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** SITE_URL's and CORS_ORIGINS' origins, parsed once per configuration (not on every request). */
const configured = new WeakMap<Env, ReadonlySet<string>>();
function configuredOrigins(env: Env): ReadonlySet<string> {
  let origins = configured.get(env);
  if (!origins) {
    origins = new Set(
      [env.SITE_URL, ...env.CORS_ORIGINS].flatMap((o) => {
        try {
          return o ? [new URL(o).origin] : [];
        } catch {
          return [];
        }
      }),
    );
    configured.set(env, origins);
  }
  return origins;
}

/**
 * A page may call only from the site itself (SITE_URL), CORS_ORIGINS, or a local address (the
 * MCP Inspector and local tools). Comparing with Host would not help: a rebinding attack controls it.
 */
export function isAllowedOrigin(deps: Deps, origin: string | undefined): boolean {
  if (!origin) return true;
  const allowed = configuredOrigins(deps.env);
  // A browser sends the origin as the URL parser writes it, so one of these comes as it is
  // ("null", an opaque origin, is never taken as it is: it does not parse).
  if (origin !== "null" && allowed.has(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return LOCAL_HOSTS.has(url.hostname) || allowed.has(url.origin);
}

/** What a page on an allowed origin may read of an agent endpoint's answer. */
const EXPOSE_HEADERS = [
  "mcp-session-id",
  "mcp-protocol-version",
  "retry-after",
  "ratelimit-limit",
  "ratelimit-remaining",
  "ratelimit-reset",
];

/** Hono's CORS for the agent endpoints: answers preflights. */
const agentPreflight: MiddlewareHandler<AppEnv> = cors({
  origin: (origin, c: Context<AppEnv>) =>
    origin && isAllowedOrigin(c.get("deps"), origin) ? origin : null,
  allowMethods: ["GET", "POST", "DELETE", "OPTIONS"],
  allowHeaders: [
    "content-type",
    "accept",
    "authorization",
    "mcp-session-id",
    "mcp-protocol-version",
    "last-event-id",
  ],
  exposeHeaders: EXPOSE_HEADERS,
  maxAge: 600,
});

const EXPOSED = EXPOSE_HEADERS.join(",");

/**
 * The agent endpoints' (MCP, NLWeb ask) Origin rule and CORS, in one step: a browser Origin that
 * `isAllowedOrigin` refuses gets 403, whatever the method; a page on an allowed origin may call
 * them and read the MCP headers. Preflights are answered by Hono's CORS. Other requests get the
 * headers Hono's would set, added to the answer once it is made: Hono's sets them before, on a
 * Response it builds for that, which every answer is then copied over. Not async, as the
 * request frame (request-frame.ts).
 */
export const agentOrigin: MiddlewareHandler<AppEnv> = (c, next) => {
  const origin = c.req.header("origin");
  if (!isAllowedOrigin(c.get("deps"), origin))
    throw new AppError("forbidden", "Origin not allowed");
  if (c.req.method === "OPTIONS") return agentPreflight(c, next);
  return next().then(() => {
    const { headers } = c.res;
    if (origin) headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Expose-Headers", EXPOSED);
    headers.append("Vary", "Origin");
  });
};
