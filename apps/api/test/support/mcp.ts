import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createApp } from "../../src/app";
import { type Backend, buildTestApp, type TestApp } from "./app";

export interface Served {
  t: TestApp;
  /** The server's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  stop(): Promise<void>;
}

/** The real app with a fixed clock, served over HTTP on a free 127.0.0.1 port. */
export async function serveApp(
  backend: Backend,
  now: Date,
  env: Record<string, string> = {},
): Promise<Served> {
  const t = await buildTestApp(backend, env);
  const app = createApp({ ...t.deps, clock: () => now });
  const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: app.fetch });
  return {
    t,
    url: `http://127.0.0.1:${server.port}`,
    async stop() {
      await server.stop(true);
      await t.close();
    },
  };
}

/** One raw POST to the app's MCP endpoint as an agent sends it: JSON, accepting JSON or SSE. */
export const postMcp = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/nlweb/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** An SDK Client connected to the app's MCP endpoint. */
export async function connectMcp(url: string, headers: Record<string, string> = {}) {
  const client = new Client({ name: "test-agent", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/api/nlweb/mcp", url), {
    requestInit: { headers },
  });
  await client.connect(transport);
  return { client, transport };
}

export const callTool = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;

export const toolText = (r: CallToolResult) =>
  r.content.map((c) => (c.type === "text" ? c.text : "")).join("\n");
