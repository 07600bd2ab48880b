import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMcp, type Served, serveApp } from "../../test/support/mcp";

/**
 * What the endpoint's HTTP side owns, through raw HTTP: the same status codes, JSON-RPC error
 * codes and bodies as the SDK's Streamable HTTP transport in stateless JSON mode.
 */
describe("MCP over HTTP, message by message", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp("sqlite", new Date("2026-03-05T17:00:00Z"));
  });
  afterAll(() => s.stop());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    postMcp(s.url, body, headers);
  const ping = (id: number | string) => ({ jsonrpc: "2.0", id, method: "ping" });
  const errorOf = async (res: Response) =>
    ((await res.json()) as { id: unknown; error: { code: number; message: string } }) ?? {};

  it("answers one request with its answer as JSON", async () => {
    const res = await post(ping("a-1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: "a-1", result: {} });
  });

  it("refuses a client that does not accept both JSON and event streams with 406", async () => {
    for (const accept of ["application/json", "text/event-stream", "*/*"]) {
      const res = await post(ping(1), { accept });
      expect(res.status).toBe(406);
      expect(await errorOf(res)).toMatchObject({ id: null, error: { code: -32000 } });
    }
  });

  it("refuses a body that is not sent as application/json with 415", async () => {
    const res = await post(ping(1), { "content-type": "text/plain; a=application/json" });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ id: null, error: { code: -32000 } });
    expect(
      (await post(ping(2), { "content-type": "application/json; charset=utf-8" })).status,
    ).toBe(200);
  });

  it("refuses JSON that is not a JSON-RPC message with -32700", async () => {
    for (const body of [
      { jsonrpc: "1.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", id: 1.5, method: "ping" },
      { jsonrpc: "2.0", id: null, method: "ping" },
      { jsonrpc: "2.0", id: 1, method: "ping", extra: true },
      { jsonrpc: "2.0", id: 1, method: "ping", params: [1] },
      { jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: { progressToken: true } } },
      "just a string",
    ]) {
      const res = await post(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await errorOf(res)).toMatchObject({ id: null, error: { code: -32700 } });
    }
  });

  it("accepts params with a well-formed _meta", async () => {
    const res = await post({ ...ping(3), params: { _meta: { progressToken: "p" } } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 3, result: {} });
  });

  it("accepts notifications alone with 202 and no body", async () => {
    const res = await post({ jsonrpc: "2.0", method: "notifications/initialized" });
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
  });

  it("refuses an unsupported protocol version, and takes the supported ones", async () => {
    const res = await post(ping(1), { "mcp-protocol-version": "1999-01-01" });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body).toMatchObject({ id: null, error: { code: -32000 } });
    expect(body.error.message).toContain("1999-01-01");
    const ok = await post(ping(2), { "mcp-protocol-version": "2025-06-18" });
    expect(ok.status).toBe(200);
  });

  it("answers unknown methods with -32601 under the caller's id", async () => {
    const res = await post({ jsonrpc: "2.0", id: 9, method: "no/such" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ jsonrpc: "2.0", id: 9, error: { code: -32601 } });
  });

  describe("batches (protocol 2025-03-26)", () => {
    const OLD = { "mcp-protocol-version": "2025-03-26" };

    it("answers every request in the order sent, notifications getting none", async () => {
      const res = await post(
        [ping("x"), { jsonrpc: "2.0", method: "notifications/initialized" }, ping(2), ping(1)],
        OLD,
      );
      expect(res.status).toBe(200);
      const answers = (await res.json()) as { id: unknown }[];
      expect(answers.map((a) => a.id)).toEqual(["x", 2, 1]);
    });

    it("answers a batch holding one request with that answer alone", async () => {
      const res = await post(
        [ping(4), { jsonrpc: "2.0", method: "notifications/initialized" }],
        OLD,
      );
      expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 4, result: {} });
    });

    it("refuses a batch over 100 messages, or with a bad message in it", async () => {
      const big = await post(
        Array.from({ length: 101 }, (_, i) => ping(i)),
        OLD,
      );
      expect(big.status).toBe(400);
      expect(await errorOf(big)).toMatchObject({ id: null, error: { code: -32600 } });
      const bad = await post([ping(1), { jsonrpc: "2.0", id: 2 }], OLD);
      expect(bad.status).toBe(400);
      expect(await errorOf(bad)).toMatchObject({ id: null, error: { code: -32700 } });
    });

    it("refuses a batch with two requests under one id", async () => {
      const res = await post([ping(7), ping("a"), ping(7)], OLD);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ id: null, error: { code: -32600 } });
    });

    it("refuses an initialize sent with other messages", async () => {
      const init = {
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-03-26",
          capabilities: {},
          clientInfo: { name: "t", version: "1" },
        },
      };
      const res = await post([init, ping(2)], OLD);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ id: null, error: { code: -32600 } });
    });
  });
});
