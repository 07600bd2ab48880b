import { createApp } from "../../src/app";
import { serve } from "../../src/server";
import { type Backend, buildTestApp, type TestApp } from "./app";

export interface Served {
  t: TestApp;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** A request over real HTTP; `path` is relative to `url`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The real app on a real back end, served by Bun over HTTP on a free 127.0.0.1 port, as
 * `index.ts` serves it: what the security suite attacks from the outside.
 */
export async function serveApp(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<Served> {
  const t = await buildTestApp(backend, env);
  const app = createApp(t.deps);
  const { server } = serve(app, t.deps, { port: 0, hostname: "127.0.0.1" });
  const url = `http://127.0.0.1:${server.port}`;
  return {
    t,
    url,
    fetch: (path, init) => fetch(new URL(path, url), init),
    async stop() {
      await server.stop(true);
      await t.close();
    },
  };
}

/** A JSON POST (or other method) over HTTP. */
export const jsonInit = (
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): RequestInit => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
});
