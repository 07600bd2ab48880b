import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Served, serveApp } from "../../test/support/mcp";
import { ExchangeTransport } from "./exchange-transport";

/** One HTTP request's side, as the SDK's per-request transport presents it. */
function httpSide() {
  const sent: JSONRPCMessage[] = [];
  const side = { send: async (m: JSONRPCMessage) => void sent.push(m) } as Transport;
  const deliver = (m: JSONRPCMessage) => side.onmessage?.(m);
  return { side, sent, deliver };
}

describe("one MCP Server for every request", () => {
  it("keeps callers apart when they use the same request id", async () => {
    const mux = new ExchangeTransport<string>();
    const seen: JSONRPCMessage[] = [];
    mux.onmessage = (m) => void seen.push(m);
    const a = httpSide();
    const b = httpSide();
    mux.open(a.side, "agent a");
    mux.open(b.side, "agent b");
    a.deliver({ jsonrpc: "2.0", id: 7, method: "ping" });
    b.deliver({ jsonrpc: "2.0", id: 7, method: "ping" });
    const [first, second] = seen as { id: number }[];
    expect(first?.id).not.toBe(second?.id);
    expect(mux.callerOf(first?.id ?? 0)).toBe("agent a");
    expect(mux.callerOf(second?.id ?? 0)).toBe("agent b");

    // b's answer goes to b only, under the id b used.
    await mux.send({ jsonrpc: "2.0", id: second?.id ?? 0, result: { who: "b" } });
    expect(a.sent).toEqual([]);
    expect(b.sent).toEqual([{ jsonrpc: "2.0", id: 7, result: { who: "b" } }]);

    // A cancellation from another request never reaches a's call; one in a's own batch does.
    const c = httpSide();
    mux.open(c.side, "agent c");
    const cancel = (requestId: number): JSONRPCMessage => ({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId },
    });
    c.deliver(cancel(7));
    expect(seen).toHaveLength(2);
    a.deliver(cancel(7));
    expect(seen[2]).toMatchObject({ params: { requestId: first?.id } });
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
