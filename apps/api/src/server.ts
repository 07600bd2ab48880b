/** Serves the app with Bun: what `index.ts` runs and what the black-box tests start. */
import type { Server } from "bun";
// Before any request: lets pino and ioredis skip their per-call tracing when nobody listens.
import "./lib/tracing-channels";
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

/** How long a shutdown waits for requests in flight before closing what is left. */
export const SHUTDOWN_GRACE_MS = 8000;

// The content type first: reading `body` makes Bun build a stream for a plain (string) body.
const isEventStream = (response: Response) =>
  (response.headers.get("content-type") ?? "").startsWith("text/event-stream") &&
  response.body !== null;

/**
 * Passes an event stream through unchanged, but lets shutdown end it: the client sees the
 * stream close, and the route's own stream sees the cancel (and stops polling) at once.
 */
function closableStream(response: Response, open: Set<() => void>): Response {
  const body = response.body;
  if (!body) return response;
  const reader = body.getReader();
  let close = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      close = () => {
        open.delete(close);
        reader.cancel("server shutting down").catch(() => {});
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      open.add(close);
    },
    async pull(controller) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (!done && value) {
        controller.enqueue(value);
        return;
      }
      open.delete(close);
      try {
        controller.close();
      } catch {
        // closed by shutdown
      }
    },
    cancel(reason) {
      open.delete(close);
      return reader.cancel(reason);
    },
  });
  return new Response(stream, response);
}

export interface RunningServer {
  server: Server<undefined>;
  /**
   * Stops taking connections, ends open event streams (chat, NLWeb, the blog agent's progress),
   * lets requests in flight finish for up to `graceMs`, then closes whatever is left.
   */
  shutdown(graceMs?: number): Promise<void>;
  /** How many requests the server has taken so far. */
  served(): number;
}

export function serve(
  app: ReturnType<typeof createApp>,
  deps: Deps,
  options: ServeOptions,
): RunningServer {
  const openStreams = new Set<() => void>();
  let stopping = false;
  let served = 0;
  // The port the server listens on, read once it listens: reading `server.port` asks the
  // socket each time (a getsockname system call, ~1 µs a request).
  let port = 0;
  /** Everything but a held public page: the app, with event streams made closable. */
  const toApp = async (request: Request, srv: Server<undefined>) => {
    const response = await app.fetch(request, srv);
    app.pageLane.learn(response);
    if (!isEventStream(response)) return response;
    const stream = closableStream(response, openStreams);
    // A stream opened while stopping is ended as soon as it starts.
    if (stopping) for (const close of openStreams) close();
    return stream;
  };
  const server: Server<undefined> = Bun.serve({
    port: options.port,
    hostname: options.hostname,
    idleTimeout: 120,
    // Not async: a public page the lane holds is answered without a promise in between.
    fetch: (request, srv) => {
      served++;
      const absolute = withAbsoluteUrl(request, deps, port);
      // Public pages the app has already answered go out like static files.
      return app.pageLane.serve(absolute) ?? toApp(absolute, srv);
    },
  });
  port = server.port ?? 0;
  return {
    server,
    served: () => served,
    async shutdown(graceMs = SHUTDOWN_GRACE_MS) {
      stopping = true;
      const stopped = server.stop();
      for (const close of openStreams) close();
      const deadline = Date.now() + graceMs;
      while (server.pendingRequests > 0 && Date.now() < deadline) await Bun.sleep(25);
      await server.stop(true);
      await Promise.race([stopped, Bun.sleep(250)]);
    },
  };
}
