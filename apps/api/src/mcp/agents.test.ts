import type { BookingResult, FindBookingResult } from "@repo/schemas";
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
const grace = { name: "Grace Hopper", email: "grace@example.com" };

describe("MCP for agents acting for people", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp("sqlite", NOW, {
      AGENT_BOOKING_RATE_LIMIT: "2",
      CORS_ORIGINS: "https://partner.example",
    });
  });
  afterAll(() => s.stop());

  it("keeps a session: one conversation per exchange, tool calls as actions, wishes as questions", async () => {
    const { client, transport } = await connectMcp(s.url);
    expect(transport.sessionId).toBeTruthy();
    await callTool(client, "check_availability", { from: "2026-03-09", to: "2026-03-09" });
    await callTool(client, "ask", { query: "What does the discovery call cost?" });
    await callTool(client, "schedule_meeting", {
      ...grace,
      request: "Monday at 3pm",
      dryRun: true,
    });
    await client.close();
    const other = await connectMcp(s.url);
    await callTool(other.client, "ask", { query: "Do you build chatbots?" });
    await other.client.close();

    const convs = await s.t.deps.storage.conversations.list({ source: "mcp", limit: 20 });
    const mine = convs.find((c) => c.messageCount === 6);
    expect(mine).toMatchObject({ questionCount: 2 });
    const messages = await s.t.deps.storage.conversations.messages(mine?.id ?? "");
    expect(messages.filter((m) => m.isUser).map((m) => m.kind)).toEqual([
      "action",
      "question",
      "question",
    ]);
    expect(messages[4]?.text).toBe("Monday at 3pm");
    expect(convs.some((c) => c.id !== mine?.id && c.messageCount === 2)).toBe(true);
  });

  it("finds and moves a booking; a retry with the same idempotencyKey returns the first answer", async () => {
    const { client } = await connectMcp(s.url);
    const idempotencyKey = "move-ada-0001";
    const booked = (
      await callTool(client, "book_consultation", { ...ada, slotStart: "2026-03-09T16:00:00.000Z" })
    ).structuredContent as BookingResult;
    const bookingId = booked.booking?.bookingId ?? "";
    const found = (await callTool(client, "find_booking", { email: ada.email }))
      .structuredContent as FindBookingResult;
    expect(found.bookings.map((b) => b.bookingId)).toEqual([bookingId]);

    const move = {
      bookingId,
      email: ada.email,
      slotStart: "2026-03-10T16:00:00.000Z",
      idempotencyKey,
    };
    const first = (await callTool(client, "reschedule_booking", move))
      .structuredContent as BookingResult;
    expect(first).toMatchObject({
      status: "confirmed",
      booking: { bookingId, start: { utc: move.slotStart } },
    });
    // The same key answers the same, even though a fresh move would now be a no-op with another message.
    const again = await callTool(client, "reschedule_booking", move);
    expect(again.structuredContent).toEqual(first);
    expect((await s.t.deps.storage.bookings.get(bookingId))?.start).toBe(move.slotStart);
    await client.close();
  });

  it("refuses an idempotencyKey reused for a different request instead of answering the first", async () => {
    const { client } = await connectMcp(s.url);
    const lin = { name: "Lin Wei", email: "lin@example.com", idempotencyKey: "book-lin-0001" };
    const first = await callTool(client, "book_consultation", {
      ...lin,
      slotStart: "2026-03-17T16:00:00.000Z",
    });
    expect((first.structuredContent as BookingResult).status).toBe("confirmed");
    const other = await callTool(client, "book_consultation", {
      ...lin,
      slotStart: "2026-03-17T17:00:00.000Z",
    });
    expect(other.isError).toBe(true);
    expect(toolText(other)).toMatch(/idempotencyKey .*different request/);
    const held = await s.t.deps.storage.bookings.listConfirmed(
      "development",
      "2026-03-17T00:00:00Z",
      "2026-03-18T00:00:00Z",
    );
    expect(held.filter((b) => b.email === lin.email).map((b) => b.start)).toEqual([
      "2026-03-17T16:00:00.000Z",
    ]);
    await client.close();
  });

  it("spends the booking budget only on success, per agent and per person", async () => {
    const { client } = await connectMcp(s.url);
    const taken = "2026-03-11T16:00:00.000Z";
    await s.t.deps.storage.bookings.create({
      id: "someone-else",
      status: "confirmed",
      start: taken,
      end: "2026-03-11T16:30:00.000Z",
      name: "X",
      email: "x@example.com",
      source: "mcp",
      environment: "development",
      createdAt: NOW.toISOString(),
    });
    // A conflict, an invalid slot and an unknown booking spend nothing.
    expect(
      (
        (await callTool(client, "book_consultation", { ...grace, slotStart: taken }))
          .structuredContent as BookingResult
      ).status,
    ).toBe("conflict");
    expect(
      (
        await callTool(client, "book_consultation", {
          ...grace,
          slotStart: "2026-03-07T17:00:00.000Z",
        })
      ).isError,
    ).toBe(true);
    expect(
      (await callTool(client, "cancel_booking", { bookingId: "nope", email: grace.email })).isError,
    ).toBe(true);
    // Two successes use up the budget of 2, of this agent and of this person.
    for (const slotStart of ["2026-03-12T16:00:00.000Z", "2026-03-12T17:00:00.000Z"]) {
      const res = await callTool(client, "book_consultation", { ...grace, slotStart });
      expect((res.structuredContent as BookingResult).status).toBe("confirmed");
    }
    const slot = "2026-03-12T18:00:00.000Z";
    const third = await callTool(client, "book_consultation", { ...ada, slotStart: slot });
    expect(toolText(third)).toMatch(
      /Rate limit reached for this client's bookings\. Try again in \d+ seconds/,
    );
    // Another agent: refused for the same person, free to book for another.
    const other = await connectMcp(s.url);
    const same = await callTool(other.client, "book_consultation", { ...grace, slotStart: slot });
    expect(toolText(same)).toMatch(/Rate limit reached for bookings for this email/);
    const lin = { name: "Lin", email: "lin@example.com" };
    const res = await callTool(other.client, "book_consultation", { ...lin, slotStart: slot });
    expect((res.structuredContent as BookingResult).status).toBe("confirmed");
    await other.client.close();
    await client.close();
  });

  it("answers CORS preflights for allowed origins and exposes the session header", async () => {
    const pre = await fetch(`${s.url}/api/nlweb/mcp`, {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-session-id, mcp-protocol-version",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(pre.headers.get("access-control-allow-headers")).toContain("mcp-session-id");
    const evil = await fetch(`${s.url}/api/nlweb/mcp`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(evil.status).toBe(403);
    const init = await fetch(`${s.url}/api/nlweb/mcp`, {
      method: "POST",
      headers: {
        origin: "https://partner.example",
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-06-18",
          capabilities: {},
          clientInfo: { name: "page", version: "1" },
        },
      }),
    });
    expect(init.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    expect(init.headers.get("access-control-expose-headers")).toContain("mcp-session-id");
    expect(init.headers.get("mcp-session-id")).toBeTruthy();
  });
});

describe("MCP transport limit", () => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp("sqlite", NOW, { AGENT_TRANSPORT_RATE_LIMIT: "3" });
  });
  afterAll(() => s.stop());

  it("answers over the limit with a JSON-RPC error carrying the wait", async () => {
    const ping = (id: number) => postMcp(s.url, { jsonrpc: "2.0", id, method: "ping" });
    for (let i = 1; i <= 3; i++) expect((await ping(i)).status).toBe(200);
    const res = await ping(4);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await res.json()) as {
      jsonrpc: string;
      id: number;
      error: { code: number; message: string; data: { retryAfter: number } };
    };
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 4, error: { code: -32000 } });
    expect(body.error.data.retryAfter).toBeGreaterThan(0);
    expect(body.error.message).toMatch(/Try again in \d+ seconds/);
  });
});
