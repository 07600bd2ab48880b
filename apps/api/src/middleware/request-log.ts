import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { logRequest } from "../lib/logger";

/** One log line per API request: method, path, status, milliseconds, request id. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  // `c.get`, not `c.var`: Hono builds a new object of all variables on every `c.var`.
  logRequest(c.get("deps").logger, {
    requestId: c.get("requestId"),
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
};
