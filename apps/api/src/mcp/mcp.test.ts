import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { BookingResult, Lead } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../test/support/app";
import {
  callTool as call,
  connectMcp,
  type Served,
  serveApp,
  toolText as text,
} from "../../test/support/mcp";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
const ada = { name: "Ada Lovelace", email: "ada@example.com" };

describe.each(backends)("MCP endpoint on %s", (backend) => {
  let s: Served;
  let client: Client;
  beforeAll(async () => {
    // Room for every booking call below; the limits have their own test.
    s = await serveApp(backend, NOW, { AGENT_BOOKING_RATE_LIMIT: "100" });
    ({ client } = await connectMcp(s.url));
  });
  afterAll(async () => {
    await client.close();
    await s.stop();
  });

  it("lists the tools with input and output schemas, the resources and the prompt", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        "ask",
        "book_consultation",
        "cancel_booking",
        "check_availability",
        "find_booking",
        "reschedule_booking",
        "schedule_meeting",
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.outputSchema).toBeTruthy();
    }
    const book = tools.find((t) => t.name === "book_consultation");
    expect(book?.inputSchema.required).toEqual(expect.arrayContaining(["name", "email"]));

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri).sort()).toEqual(["company://facts", "company://services"]);
    const facts = await client.readResource({ uri: "company://facts" });
    const body = JSON.parse(String((facts.contents[0] as { text: string }).text));
    expect(body).toMatchObject({
      discoveryCall: { minutes: 30, bookableHours: "Mon-Fri 09:00-17:00" },
    });
    expect(body.schemaOrg["@type"]).toBe("ProfessionalService");
    const services = await client.readResource({ uri: "company://services" });
    expect(String((services.contents[0] as { text: string }).text)).toContain("Lead Qualification");

    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(["book_consultation"]);
    const prompt = await client.getPrompt({
      name: "book_consultation",
      arguments: { name: "Ada", preferredTime: "next Tuesday afternoon" },
    });
    const promptText = JSON.stringify(prompt.messages[0]?.content);
    expect(promptText).toContain("schedule_meeting");
    expect(promptText).toContain("Name: Ada");
  });

  it("check_availability: free slots in business and caller time; bad input is a tool error", async () => {
    const res = await call(client, "check_availability", {
      from: "2026-03-09",
      to: "2026-03-09",
      timeZone: "America/New_York",
    });
    expect(res.isError).toBeFalsy();
    const data = res.structuredContent as {
      slots: Array<{ start: { utc: string; businessLocal: string; callerLocal: string } }>;
    };
    expect(data.slots).toHaveLength(16);
    expect(data.slots[0]?.start).toEqual({
      utc: "2026-03-09T15:00:00.000Z",
      businessLocal: "Mon, Mar 9, 2026, 9:00 AM MDT",
      callerLocal: "Mon, Mar 9, 2026, 11:00 AM EDT",
    });

    const bad = await call(client, "check_availability", { timeZone: "Mars/Olympus" });
    expect(bad.isError).toBe(true);
    expect(text(bad)).toMatch(/time zone/i);
    const backwards = await call(client, "check_availability", {
      from: "2026-03-10",
      to: "2026-03-09",
    });
    expect(backwards.isError).toBe(true);
    expect(text(backwards)).toContain("`to` must be after `from`");
  });

  it("book_consultation: books, stores a lead and an mcp conversation; refuses bad input", async () => {
    const res = await call(client, "book_consultation", {
      ...ada,
      slotStart: "2026-03-09T16:00:00.000Z",
      businessType: "bakery",
      notes: "Wants an order chatbot",
    });
    expect(res.isError).toBeFalsy();
    const data = res.structuredContent as BookingResult;
    expect(data.status).toBe("confirmed");
    expect(data.booking?.start.businessLocal).toBe("Mon, Mar 9, 2026, 10:00 AM MDT");
    // No SMTP_URL here: the confirmation only waits in the outbox, so the team writes.
    expect(data.nextSteps?.[0]).toBe(
      "The team will email the call link to ada@example.com within 24 hours.",
    );

    // The lead, through the admin API the Website Leads page uses.
    const auth = await s.t.login();
    const leads = (await (await s.t.json("GET", "/api/leads?type=booking", undefined, auth)).json())
      .data as Lead[];
    const lead = leads.find((l) => l.bookingId === data.booking?.bookingId);
    expect(lead).toMatchObject({ name: ada.name, email: ada.email, source: "ai_agent_mcp" });

    // The exchange, as a conversation with source mcp.
    const conversations = await s.t.deps.storage.conversations.list({ source: "mcp", limit: 20 });
    const withLead = conversations.find((c) => c.leadId === lead?.id);
    expect(withLead).toBeTruthy();
    const messages = await s.t.deps.storage.conversations.messages(withLead?.id ?? "");
    expect(
      messages.some((m) => m.isUser && m.source === "mcp" && m.text.includes("book_consultation")),
    ).toBe(true);
    expect(messages.some((m) => !m.isUser && m.text.includes("Booked"))).toBe(true);

    for (const args of [
      { ...ada, email: "not-an-email" },
      { email: ada.email },
      { ...ada, slotStart: "2026-03-07T17:00:00.000Z" },
      { ...ada, slotStart: "tomorrow" },
    ]) {
      const bad = await call(client, "book_consultation", args);
      expect(bad.isError).toBe(true);
      expect(text(bad).length).toBeGreaterThan(5);
    }
    // The server keeps answering after errors.
    expect((await client.listTools()).tools.length).toBe(7);
  });

  it("book_consultation without a slot records a call-back request", async () => {
    const res = await call(client, "book_consultation", { ...ada, businessType: "law firm" });
    expect((res.structuredContent as BookingResult).status).toBe("callback_requested");
  });

  it("two concurrent bookings of one slot: exactly one wins, the other gets alternatives", async () => {
    const { client: other } = await connectMcp(s.url);
    const slotStart = "2026-03-10T17:00:00.000Z";
    const [a, b] = await Promise.all([
      call(client, "book_consultation", { ...ada, slotStart }),
      call(other, "book_consultation", {
        name: "Grace Hopper",
        email: "grace@example.com",
        slotStart,
      }),
    ]);
    await other.close();
    const statuses = [a, b].map((r) => (r.structuredContent as BookingResult).status).sort();
    expect(statuses).toEqual(["confirmed", "conflict"]);
    const loser = [a, b].find((r) => (r.structuredContent as BookingResult).status === "conflict");
    const alternatives =
      (loser?.structuredContent as BookingResult | undefined)?.alternatives ?? [];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.map((x) => x.start.utc)).not.toContain(slotStart);
    const booked = await s.t.deps.storage.bookings.listConfirmed(
      "development",
      slotStart,
      "2026-03-10T17:30:00.000Z",
    );
    expect(booked).toHaveLength(1);
  });

  it("schedule_meeting books from plain words, offers alternatives, and explains what it cannot read", async () => {
    const res = await call(client, "schedule_meeting", {
      ...ada,
      request: "next Wednesday afternoon",
      timeZone: "America/Los_Angeles",
    });
    const data = res.structuredContent as BookingResult;
    expect(data.status).toBe("confirmed");
    // Wednesday 12:00 in Los Angeles (PDT) is 13:00 in Denver (MDT).
    expect(data.booking?.start.utc).toBe("2026-03-11T19:00:00.000Z");
    expect(data.booking?.start.callerLocal).toBe("Wed, Mar 11, 2026, 12:00 PM PDT");

    const weekend = await call(client, "schedule_meeting", { ...ada, request: "Saturday morning" });
    expect((weekend.structuredContent as BookingResult).status).toBe("unavailable");
    expect((weekend.structuredContent as BookingResult).alternatives?.length).toBeGreaterThan(0);

    const nonsense = await call(client, "schedule_meeting", { ...ada, request: "whenever" });
    expect(nonsense.isError).toBe(true);
    expect(text(nonsense)).toContain("Could not find a date or time");
  });

  it("cancel_booking frees the slot; a wrong email or id is a tool error", async () => {
    const slotStart = "2026-03-12T20:00:00.000Z";
    const booked = (await call(client, "book_consultation", { ...ada, slotStart }))
      .structuredContent as BookingResult;
    const bookingId = booked.booking?.bookingId ?? "";
    const wrong = await call(client, "cancel_booking", { bookingId, email: "eve@example.com" });
    expect(wrong.isError).toBe(true);
    expect(text(wrong)).toContain("No booking with that id and email");
    const res = await call(client, "cancel_booking", { bookingId, email: ada.email });
    expect(res.structuredContent).toMatchObject({ status: "cancelled", bookingId });
    const again = await call(client, "book_consultation", { ...ada, slotStart });
    expect((again.structuredContent as BookingResult).status).toBe("confirmed");
  });

  it("ask answers from the site knowledge with sources", async () => {
    const res = await call(client, "ask", { query: "How much does the discovery call cost?" });
    expect(res.isError).toBeFalsy();
    const data = res.structuredContent as { answer: string; sources: Array<{ url: string }> };
    expect(data.answer.toLowerCase()).toContain("free");
    const empty = await call(client, "ask", { query: "" });
    expect(empty.isError).toBe(true);
    const conversations = await s.t.deps.storage.conversations.list({ source: "mcp", limit: 50 });
    expect(conversations.length).toBeGreaterThan(0);
    // The conversation keeps the answer the agent was given.
    const kept = await Promise.all(
      conversations.map((c) => s.t.deps.storage.conversations.messages(c.id)),
    );
    expect(kept.flat().some((m) => !m.isUser && m.text === data.answer)).toBe(true);
  });

  it("ask recommends for the business an agent names in its question", async () => {
    const res = await call(client, "ask", {
      query: "Is Wasatch AI a good fit for a 10-person dental practice?",
    });
    const data = res.structuredContent as { answer: string };
    expect(data.answer).toContain("dental practice");
    expect(data.answer).toContain("Website Concierge");
  });
});
