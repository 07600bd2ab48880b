import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  callTool,
  connectMcp,
  postMcp,
  type Served,
  serveApp,
  toolText,
} from "../../test/support/mcp";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
const ada = { name: "Ada Lovelace", email: "ada@example.com" };

describe("MCP endpoint protection", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp("sqlite", NOW, {
      AGENT_RATE_LIMIT: "3",
      AGENT_BOOKING_RATE_LIMIT: "2",
      CORS_ORIGINS: "https://partner.example",
    });
  });
  afterAll(() => s.stop());

  const initialize = (origin?: string) =>
    fetch(`${s.url}/api/nlweb/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-06-18",
          capabilities: {},
          clientInfo: { name: "curl", version: "1" },
        },
      }),
    });

  it("refuses a foreign Origin with 403 and accepts allowed ones", async () => {
    const evil = await initialize("http://evil.example");
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ code: "forbidden" });
    expect((await initialize("https://partner.example")).status).toBe(200);
    expect((await initialize("http://localhost:6274")).status).toBe(200);
    expect((await initialize()).status).toBe(200);
    const client = await connectMcp(s.url, { origin: "http://evil.example" }).catch(
      (e: Error) => e,
    );
    expect(client).toBeInstanceOf(Error);
  });

  it("answers GET with 405 (stateless) and caps the body size", async () => {
    expect((await fetch(`${s.url}/api/nlweb/mcp`)).status).toBe(405);
    const big = await fetch(`${s.url}/api/nlweb/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping", pad: "x".repeat(100_000) }),
    });
    expect(big.status).toBe(413);
  });

  it("answers a body that is not JSON with a JSON-RPC parse error", async () => {
    const res = await postMcp(s.url, "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error: the body is not JSON" },
    });
  });

  it("limits each tool per client, and bookings more strictly", async () => {
    const { client } = await connectMcp(s.url);
    for (let i = 0; i < 3; i++) {
      expect((await callTool(client, "ask", { query: "pricing" })).isError).toBeFalsy();
    }
    const limited = await callTool(client, "ask", { query: "pricing" });
    expect(limited.isError).toBe(true);
    expect(toolText(limited)).toContain("Rate limit");
    // Other tools have their own counters; bookings share a stricter one.
    const slot = (h: number) => `2026-03-16T${h}:00:00.000Z`;
    expect(
      (await callTool(client, "book_consultation", { ...ada, slotStart: slot(16) })).isError,
    ).toBeFalsy();
    expect(
      (await callTool(client, "schedule_meeting", { ...ada, request: "March 17 at 10am" })).isError,
    ).toBeFalsy();
    const third = await callTool(client, "cancel_booking", { bookingId: "x", email: ada.email });
    expect(third.isError).toBe(true);
    expect(toolText(third)).toContain("Rate limit");
    await client.close();
  });
});
