import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Deps } from "../context";
import { logRequest } from "../lib/logger";
import { isApiPath, securityHeadersFor } from "./security";

/** A client's X-Request-Id is kept when it is short and plain (as Hono's request id takes it). */
const USABLE_ID = /^[\w\-=]{1,255}$/;

/**
 * What every request gets, in one middleware step instead of four: its id (the client's
 * X-Request-Id when usable, else a new one; sent back as X-Request-Id), the dependencies, the
 * security headers on its answer, and, for an API request, one log line (method, path, status,
 * milliseconds, request id).
 *
 * Not an async function: what follows the answer runs in a `then` of `next()`, which costs less
 * per request than resuming an async function after `await next()` (the same steps in the same
 * order, and the same errors: Hono awaits what a middleware returns).
 */
export function requestFrame(deps: Deps): MiddlewareHandler<AppEnv> {
  const headersFor = securityHeadersFor({ contentful: deps.content.kind === "contentful" });
  /** Once the answer is made: its security headers and, for the API, its log line. */
  const finish = (c: Context<AppEnv>, id: string, started: number) => {
    const { path } = c.req;
    const res = c.res;
    const headers = res.headers;
    for (const [name, value] of headersFor(path)) headers.set(name, value);
    if (isApiPath(path))
      logRequest(deps.logger, {
        requestId: id,
        method: c.req.method,
        path,
        status: res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
  };
  return (c, next) => {
    const started = performance.now();
    const sent = c.req.raw.headers.get("x-request-id");
    const id = sent !== null && USABLE_ID.test(sent) ? sent : crypto.randomUUID();
    c.set("requestId", id);
    c.set("deps", deps);
    c.header("X-Request-Id", id);
    return next().then(() => finish(c, id, started));
  };
}
