import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMcp, type Served, serveApp } from "../../test/support/mcp";

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

  it("refuses a task-augmented call: this server runs no tasks", async () => {
    const { error } = await call({ name: "ask", arguments: { query: "hi" }, task: { ttl: 1000 } });
    expect(error).toBeTruthy();
    expect(error?.code).not.toBe(0);
  });
});
