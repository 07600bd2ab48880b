import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/** One log line per API request: method, path, status, milliseconds, request id. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  c.var.deps.logger.info({
    requestId: c.var.requestId,
    method: c.req.method,
    path: c.req.path,
    status: c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
  });
};
