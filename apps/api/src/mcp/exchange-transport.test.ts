import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveApp } from "../../test/support/mcp";
import { ExchangeTransport } from "./exchange-transport";

describe("one MCP Server for every request", () => {
  /**
   * A Server stand-in that records what it is given, connected on first need; `echo` is a
   * direct handler answering with its caller, `fail` one that throws.
   */
  function server() {
    const seen: JSONRPCMessage[] = [];
    let connects = 0;
    const calls: { caller: string; release: () => void }[] = [];
    const mux = new ExchangeTransport<string>(
      new Map([
        [
          "echo",
          (_request: unknown, caller: string) =>
            new Promise((resolve) => {
              calls.push({ caller, release: () => resolve({ caller }) });
            }),
        ],
        [
          "fail",
          async () => {
            throw Object.assign(new Error("MCP error -32602: bad"), { code: -32602 });
          },
        ],
      ]),
      async (transport) => {
        connects++;
        transport.onmessage = (m) => void seen.push(m);
      },
    );
    return { mux, seen, calls, connects: () => connects };
  }
  const ping = (id: number): JSONRPCMessage => ({ jsonrpc: "2.0", id, method: "ping" });
  const echo = (id: number): JSONRPCMessage => ({ jsonrpc: "2.0", id, method: "echo" });
  const cancel = (requestId: number): JSONRPCMessage => ({
    jsonrpc: "2.0",
    method: "notifications/cancelled",
    params: { requestId },
  });

  it("answers direct methods without starting the Server, each with its own caller", async () => {
    const { mux, seen, calls, connects } = server();
    const a = mux.deliver([echo(7)], "agent a");
    const b = mux.deliver([echo(7)], "agent b");
    expect(calls.map((c) => c.caller)).toEqual(["agent a", "agent b"]);
    calls[1]?.release();
    expect(await b).toEqual([{ result: { caller: "agent b" }, jsonrpc: "2.0", id: 7 }]);
    calls[0]?.release();
    expect(await a).toEqual([{ result: { caller: "agent a" }, jsonrpc: "2.0", id: 7 }]);
    expect(await mux.deliver([{ jsonrpc: "2.0", id: 3, method: "fail" }], "a")).toEqual([
      { jsonrpc: "2.0", id: 3, error: { code: -32602, message: "MCP error -32602: bad" } },
    ]);
    expect(connects()).toBe(0);
    expect(seen).toHaveLength(0);
    // The first message the Server must see starts it, once.
    const started = mux.deliver([{ jsonrpc: "2.0", method: "x/note" }, ping(1)], "a");
    await mux.deliver([{ jsonrpc: "2.0", method: "x/note" }], "a");
    await Bun.sleep(0);
    expect(connects()).toBe(1);
    expect(seen.map((m) => ("method" in m ? m.method : ""))).toEqual(["x/note", "ping", "x/note"]);
    await mux.send({ jsonrpc: "2.0", id: (seen[1] as { id: number }).id, result: {} });
    expect(await started).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
  });

  it("keeps callers apart when they use the same request id", async () => {
    const { mux, seen } = server();
    await mux.deliver([{ jsonrpc: "2.0", method: "x/start" }], "anyone");
    const a = mux.deliver([ping(7)], "agent a");
    const b = mux.deliver([ping(7)], "agent b");
    const [, first, second] = seen as { id: number }[];
    expect(first?.id).not.toBe(second?.id);

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
    expect(seen).toHaveLength(3);
    const c = mux.deliver([ping(1), ping(2), cancel(1)], "agent c");
    expect(seen[5]).toMatchObject({ params: { requestId: (seen[3] as { id: number }).id } });
    await mux.send({ jsonrpc: "2.0", id: (seen[4] as { id: number }).id, result: {} });
    expect(await c).toEqual([{ jsonrpc: "2.0", id: 2, result: {} }]);
    // The cancelled request's late answer goes nowhere.
    await mux.send({ jsonrpc: "2.0", id: (seen[3] as { id: number }).id, result: {} });
  });

  it("drops the answer of a direct request cancelled in its batch, telling the Server nothing", async () => {
    const { mux, seen, calls, connects } = server();
    const batch = mux.deliver([echo(1), echo(2), cancel(1)], "a");
    for (const call of calls) call.release();
    expect(await batch).toEqual([{ result: { caller: "a" }, jsonrpc: "2.0", id: 2 }]);
    expect(connects()).toBe(0);
    expect(seen).toHaveLength(0);
    // All of a batch's requests cancelled: the response goes at once with no answer.
    expect(await mux.deliver([echo(1), cancel(1)], "a")).toEqual([]);
  });

  it("answers a batch in the order of its requests, whatever order the answers come in", async () => {
    const { mux, seen } = server();
    const batch = mux.deliver([ping(1), { jsonrpc: "2.0", method: "x/note" }, ping(2)], "a");
    await Bun.sleep(0);
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

  it("tries to start the Server again after a failed start", async () => {
    let attempts = 0;
    const mux = new ExchangeTransport<string>(new Map(), async (transport) => {
      if (++attempts === 1) throw new Error("could not load");
      transport.onmessage = () => {};
    });
    await expect(mux.deliver([{ jsonrpc: "2.0", method: "x/note" }], "a")).rejects.toThrow();
    expect(await mux.deliver([{ jsonrpc: "2.0", method: "x/note" }], "a")).toEqual([]);
    expect(attempts).toBe(2);
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
