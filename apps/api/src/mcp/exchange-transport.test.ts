import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveApp } from "../../test/support/mcp";
import { ExchangeTransport } from "./exchange-transport";

describe("one MCP Server for every request", () => {
  /** A Server stand-in that records what it is given. */
  function server() {
    const mux = new ExchangeTransport<string>();
    const seen: JSONRPCMessage[] = [];
    mux.onmessage = (m) => void seen.push(m);
    return { mux, seen };
  }
  const ping = (id: number): JSONRPCMessage => ({ jsonrpc: "2.0", id, method: "ping" });
  const cancel = (requestId: number): JSONRPCMessage => ({
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId },
  });

  it("keeps callers apart when they use the same request id", async () => {
    const { mux, seen } = server();
    const a = mux.deliver([ping(7)], "agent a");
    const b = mux.deliver([ping(7)], "agent b");
    const [first, second] = seen as { id: number }[];
    expect(first?.id).not.toBe(second?.id);
    expect(mux.callerOf(first?.id ?? 0)).toBe("agent a");
    expect(mux.callerOf(second?.id ?? 0)).toBe("agent b");

    // b's answer goes to b only, under the id b used; a waits for its own.
    await mux.send({ jsonrpc: "2.0", id: second?.id ?? 0, result: { who: "b" } });
    expect(await b).toEqual([{ jsonrpc: "2.0", id: 7, result: { who: "b" } }]);
    let aDone = false;
    void a.then(() => {
      aDone = true;
    });
    await Bun.sleep(0);
    expect(aDone).toBe(false);

    // A cancellation from another request never reaches a's call; one in a's own batch does,
    // and a's response stops waiting for the answer that will not come.
    await mux.deliver([cancel(7)], "agent c");
    expect(seen).toHaveLength(2);
    const c = mux.deliver([ping(1), ping(2), cancel(1)], "agent c");
    expect(seen[4]).toMatchObject({ params: { requestId: (seen[2] as { id: number }).id } });
    await mux.send({ jsonrpc: "2.0", id: (seen[3] as { id: number }).id, result: {} });
    expect(await c).toEqual([{ jsonrpc: "2.0", id: 2, result: {} }]);
    expect(() => mux.callerOf((seen[2] as { id: number }).id)).toThrow();
  });

  it("answers a batch in the order of its requests, whatever order the answers come in", async () => {
    const { mux, seen } = server();
    const batch = mux.deliver([ping(1), { jsonrpc: "2.0", method: "x/note" }, ping(2)], "a");
    const [one, , two] = seen as { id: number }[];
    await mux.send({ jsonrpc: "2.0", id: two?.id ?? 0, result: { n: 2 } });
    await mux.send({ jsonrpc: "2.0", id: one?.id ?? 0, result: { n: 1 } });
    expect(await batch).toEqual([
      { jsonrpc: "2.0", id: 1, result: { n: 1 } },
      { jsonrpc: "2.0", id: 2, result: { n: 2 } },
    ]);
  });

  it("resolves notifications alone at once, and drops notifications the Server sends", async () => {
    const { mux, seen } = server();
    expect(await mux.deliver([{ jsonrpc: "2.0", method: "x/note" }], "a")).toEqual([]);
    expect(seen).toHaveLength(1);
    const call = mux.deliver([ping(5)], "a");
    const id = (seen[1] as { id: number }).id;
    await mux.send({ jsonrpc: "2.0", method: "notifications/progress" }, { relatedRequestId: id });
    await mux.send({ jsonrpc: "2.0", id, result: {} });
    expect(await call).toEqual([{ jsonrpc: "2.0", id: 5, result: {} }]);
  });

  describe("over HTTP", () => {
    let s: Served;
    beforeAll(async () => {
      s = await serveApp("sqlite", new Date("2026-03-05T17:00:00Z"));
    });
    afterAll(() => s.stop());

    it("answers each of many callers sending the same id at once with its own result", async () => {
      const uris = Array.from({ length: 8 }, (_, i) =>
        i % 2 ? "company://facts" : "company://services",
      );
      const answers = await Promise.all(
        uris.map(async (uri) => {
          const res = await fetch(`${s.url}/api/nlweb/mcp`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              accept: "application/json, text/event-stream",
            },
            body: JSON.stringify({
              jsonrpc: "2.0",
              id: 1,
              method: "resources/read",
              params: { uri },
            }),
          });
          return (await res.json()) as { id: number; result: { contents: { uri: string }[] } };
        }),
      );
      answers.forEach((answer, i) => {
        expect(answer.id).toBe(1);
        expect(answer.result.contents[0]?.uri).toBe(uris[i]);
      });
    });
  });
});
