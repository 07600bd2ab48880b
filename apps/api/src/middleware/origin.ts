/**
 * Origin check for the cross-site agent endpoints (MCP, NLWeb ask): DNS-rebinding and
 * cross-site-write protection. Browsers send Origin; agents and CLI clients usually do not,
 * and those are allowed.
 */
import type { Context, MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppEnv, Deps } from "../context";
import { AppError } from "../lib/errors";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * A page may call only from the site itself (SITE_URL), CORS_ORIGINS, or a local address (the
 * MCP Inspector and local tools). Comparing with Host would not help: a rebinding attack controls it.
 */
export function isAllowedOrigin(deps: Deps, origin: string | undefined): boolean {
  if (!origin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  const allowed = [deps.env.SITE_URL, ...deps.env.CORS_ORIGINS].flatMap((o) => {
    try {
      return o ? [new URL(o).origin] : [];
    } catch {
      return [];
    }
  });
  return allowed.includes(url.origin);
}

/** 403 for a browser Origin that `isAllowedOrigin` refuses. */
export const requireAllowedOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isAllowedOrigin(c.get("deps"), c.req.header("origin"))) {
    throw new AppError("forbidden", "Origin not allowed");
  }
  await next();
};

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
 * CORS for the agent endpoints (MCP, NLWeb): a page on an allowed origin (see
 * `isAllowedOrigin`) may call them and read the MCP headers; preflights are answered by
 * Hono's CORS. Other requests get the headers Hono's would set, added to the answer once it is
 * made: Hono's sets them before, on a Response it builds for that, which every answer is then
 * copied over.
 */
export const agentCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === "OPTIONS") return agentPreflight(c, next);
  const origin = c.req.header("origin");
  const allowed = origin && isAllowedOrigin(c.get("deps"), origin) ? origin : null;
  await next();
  const { headers } = c.res;
  if (allowed) headers.set("Access-Control-Allow-Origin", allowed);
  headers.set("Access-Control-Expose-Headers", EXPOSED);
  headers.append("Vary", "Origin");
};
