import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMcp, type Served, serveApp } from "../../test/support/mcp";
import { tempDirs } from "../../test/support/temp-dirs";

/** tools/call as raw JSON-RPC: what the SDK Server's own tools/call checks used to answer. */
describe("MCP tools/call requests", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp("sqlite", new Date("2026-03-05T17:00:00Z"));
  });
  afterAll(() => s.stop());

  const post = (params: unknown) =>
    postMcp(s.url, { jsonrpc: "2.0", id: 1, method: "tools/call", params });
  const call = async (params: unknown) => {
    const res = await post(params);
    expect(res.status).toBe(200);
    return (await res.json()) as {
      result?: Record<string, unknown>;
      error?: { code: number; message: string };
    };
  };

  it("answers with content first, then structuredContent", async () => {
    const { result } = await call({ name: "ask", arguments: { query: "What do you offer?" } });
    expect(Object.keys(result ?? {})).toEqual(["content", "structuredContent"]);
    expect(result?.structuredContent).toMatchObject({ answer: expect.any(String) });
  });

  it("answers arguments the tool refuses with a tool error", async () => {
    const { result } = await call({ name: "ask", arguments: { query: "" } });
    expect(Object.keys(result ?? {})).toEqual(["content", "isError"]);
    expect(result?.isError).toBe(true);
  });

  // (The SDK Server answered these with -32603, an internal error, for a client's mistake.)
  it("refuses arguments that are not an object with -32602", async () => {
    for (const args of [[], "query", 5, null]) {
      const { error } = await call({ name: "ask", arguments: args });
      expect(error?.code, JSON.stringify(args)).toBe(-32602);
      expect(error?.message).toContain("Invalid tools/call request");
    }
  });

  it("takes a call with _meta, and refuses a malformed _meta as an invalid message", async () => {
    const good = await call({
      name: "ask",
      arguments: { query: "Where are you based?" },
      _meta: { progressToken: "t1" },
    });
    expect(good.result?.structuredContent).toBeTruthy();
    const bad = await post({
      name: "ask",
      arguments: { query: "hi" },
      _meta: { progressToken: {} },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: -32700 } });
  });

  it("refuses a task-augmented call as the SDK's Server does: this server runs no tasks", async () => {
    const { error } = await call({ name: "ask", arguments: { query: "hi" }, task: { ttl: 1000 } });
    expect(error).toEqual({
      code: -32603,
      message: "Server does not support task creation (required for tools/call)",
    });
    // A `task` that is not task metadata is a malformed call instead.
    const bad = await call({ name: "ask", arguments: { query: "hi" }, task: 5 });
    expect(bad.error?.code).toBe(-32602);
    expect(bad.error?.message).toContain("Invalid tools/call request");
  });

  it("answers an unknown tool with -32602 under the caller's id, naming the tools", async () => {
    const res = await postMcp(s.url, {
      jsonrpc: "2.0",
      id: "call-9",
      method: "tools/call",
      params: { name: "nope", arguments: {} },
    });
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: "call-9",
      error: {
        code: -32602,
        message:
          'MCP error -32602: Unknown tool "nope". Tools: check_availability, book_consultation, schedule_meeting, find_booking, reschedule_booking, cancel_booking, ask',
      },
    });
  });
});

describe("the MCP SDK's Server, loaded when first needed", () => {
  const tempDir = tempDirs();

  it("is not loaded to answer tool calls, and is for an initialize", async () => {
    const src = (path: string) => JSON.stringify(new URL(path, import.meta.url).pathname);
    // Made here and removed after the test: the child exits as soon as it has answered.
    const dir = tempDir("mcp-lazy-");
    const script = `
      const { join } = await import("node:path");
      const { createApp } = await import(${src("../app.ts")});
      const { buildDeps } = await import(${src("../deps.ts")});
      const { parseEnv } = await import(${src("../env.ts")});
      const { createLogger } = await import(${src("../lib/logger.ts")});
      const dir = ${JSON.stringify(dir)};
      const env = parseEnv({ DATA_DIR: dir, LOG_LEVEL: "silent", WEB_DIST: join(dir, "none") });
      const app = createApp(await buildDeps(env, createLogger("silent"), {}));
      const loaded = (name) => Object.keys(require.cache).some((k) => k.includes("@modelcontextprotocol") && k.endsWith(name));
      const post = async (body) => (await app.request("/api/nlweb/mcp", { method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
        body: JSON.stringify(body) })).json();
      const before = loaded("/server/index.js");
      const ask = await post({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "ask", arguments: { query: "What do you offer?" } } });
      const afterAsk = { server: loaded("/server/index.js"), types: loaded("/types.js") };
      const init = await post({ jsonrpc: "2.0", id: 2, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } });
      console.log(JSON.stringify({ before, afterAsk, answered: typeof ask.result?.structuredContent?.answer, version: init.result?.protocolVersion, afterInit: loaded("/server/index.js") }));
      process.exit(0);`;
    const proc = Bun.spawn(["bun", "-e", script], { stdout: "pipe", stderr: "inherit" });
    const out = await new Response(proc.stdout).text();
    expect(await proc.exited).toBe(0);
    expect(JSON.parse(out)).toEqual({
      before: false,
      afterAsk: { server: false, types: false },
      answered: "string",
      version: "2025-06-18",
      afterInit: true,
    });
  }, 30_000);
});
