/** Serves the app with Bun: what `index.ts` runs and what the black-box tests start. */
import type { Server } from "bun";
import type { createApp } from "./app";
import type { Deps } from "./context";

export interface ServeOptions {
  port: number;
  hostname: string;
}

/**
 * An HTTP/1.0 request without a Host header reaches `fetch` with a bare path as its URL, on
 * which routing and `new URL(request.url)` break. Such a request is given an absolute URL on
 * SITE_URL (else localhost), so every route answers it as usual.
 */
export function withAbsoluteUrl(request: Request, deps: Deps, port: number): Request {
  if (!request.url.startsWith("/")) return request;
  const base = deps.env.SITE_URL ?? `http://localhost:${port}`;
  return new Request(new URL(request.url, base), request);
}

export function serve(app: ReturnType<typeof createApp>, deps: Deps, options: ServeOptions) {
  const server: Server<undefined> = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    idleTimeout: 120,
    fetch: async (request, srv) => {
      const absolute = withAbsoluteUrl(request, deps, srv.port ?? 0);
      // Public pages the app has already answered go out like static files.
      const page = app.pageLane.serve(absolute);
      if (page) return page;
      const response = await app.fetch(absolute, srv);
      app.pageLane.learn(response);
      return response;
    },
  });
  return server;
}
