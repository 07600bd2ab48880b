/**
 * Booking the free call from the chat, through the real app on both back ends: times offered in
 * the visitor's zone, a pick, name and email, a confirmed booking with a `booking` lead, the
 * booking tool's messages stored with source `mcp`, and no double booking of one time.
 */
import {
  chatMessageResponseSchema,
  chatSessionResponseSchema,
  conversationDetailSchema,
  leadSchema,
} from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readJson } from "../../test/support/responses";

describe.each(backends)("booking in the chat on %s", (backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(backend, { CHAT_SESSION_MESSAGES_PER_MINUTE: "100" });
    auth = await t.login();
  });
  afterAll(() => t.close());

  const start = async (timeZone = "America/New_York") => {
    const res = await t.json("POST", "/api/chat/session", { timeZone });
    expect(res.status).toBe(201);
    return readJson(res, chatSessionResponseSchema);
  };
  const say = async (sessionId: string, message: string) => {
    const res = await t.json("POST", "/api/chat/message", { sessionId, message });
    expect(res.status).toBe(200);
    return readJson(res, chatMessageResponseSchema);
  };

  it("says why a time asked for cannot be booked, and offers the nearest free ones", async () => {
    const s = await start();
    const offer = await say(s.sessionId, "Could we have a call on Saturday morning?");
    expect(offer.response).toMatch(/That time doesn't work: The business is closed then/);
    expect(offer.response).toMatch(/Saturday/);
    expect(offer.metadata.slots?.length).toBeGreaterThan(0);
    for (const slot of offer.metadata.slots ?? []) expect(slot.label).not.toMatch(/^Sat|^Sun/);
  });

  it("offers up to three free times in the visitor's zone, then books the one picked", async () => {
    const s = await start();
    const offer = await say(s.sessionId, "Can I book a call with you?");
    const slots = offer.metadata.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThanOrEqual(3);
    expect(offer.metadata.source).toBe("mcp");
    expect(slots[0]?.label).toMatch(/E[SD]T$/);
    expect(offer.response).toContain(slots[0]?.label ?? "?");

    const pick = await say(s.sessionId, slots[1]?.label ?? "");
    expect(pick.response).toMatch(/name and email/);
    const done = await say(s.sessionId, "Maya Ortiz, maya@example.com");
    expect(done.metadata.booked).toBe(true);
    expect(done.metadata.source).toBe("mcp");
    expect(done.response).toContain("Booked");
    expect(done.response).toContain(slots[1]?.label ?? "?");
    // Without SMTP_URL no confirmation leaves by itself: the team emails the call link.
    expect(done.response).toContain(
      "The team will email the call link to **maya@example.com** within 24 hours.",
    );
    expect(done.response).not.toContain("on its way");

    const leads = await t.json("GET", "/api/leads", undefined, auth);
    const mine = (await readData(leads, z.array(leadSchema))).filter(
      (l) => l.email === "maya@example.com",
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.type).toBe("booking");

    const detail = await t.json("GET", `/api/admin/conversations/${s.sessionId}`, undefined, auth);
    const { messages, memory } = await readJson(detail, conversationDetailSchema);
    expect(messages.filter((m) => m.source === "mcp").length).toBe(3);
    expect(memory).toMatchObject({ name: "Maya Ortiz", email: "maya@example.com" });
  });

  it("reads a time named after the offer as a new wish, not as a pick or as the visitor's name", async () => {
    const s = await start("America/Denver");
    await say(s.sessionId, "Can I book a call with you?");
    // "first" here names a day, not the first time offered.
    const month = new Date(Date.now() + 40 * 86_400_000).toLocaleString("en-US", {
      month: "long",
      timeZone: "America/Denver",
    });
    const other = await say(
      s.sessionId,
      `how about the first Tuesday in ${month}, in the morning?`,
    );
    expect(other.response).not.toMatch(/Great choice/);
    const slots = other.metadata.slots ?? [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]?.label).toMatch(new RegExp(`^Tue, ${month.slice(0, 3)} [1-7],`));
    const pick = await say(s.sessionId, slots[0]?.label ?? "");
    expect(pick.response).toMatch(/Great choice/);
    // Changing one's mind before giving a name: times for the new wish, not the old pick again.
    const changed = await say(s.sessionId, "actually, next Wednesday at 10am?");
    expect(changed.response).not.toMatch(/Great choice/);
    expect(changed.metadata.slots?.length).toBeGreaterThan(0);
    // A name that is also a month stays a name.
    const picked = await say(s.sessionId, changed.metadata.slots?.[0]?.label ?? "");
    expect(picked.response).toMatch(/name and email/);
    const named = await say(s.sessionId, "April Jones, april@example.com");
    expect(named.metadata.booked).toBe(true);
  });

  it("never books one time twice: the second visitor gets other free times", async () => {
    const a = await start();
    const b = await start();
    const offerA = await say(a.sessionId, "I'd like to schedule a discovery call");
    const offerB = await say(b.sessionId, "I'd like to schedule a discovery call");
    const first = offerA.metadata.slots?.[0];
    expect(offerB.metadata.slots?.[0]?.start).toBe(first?.start);
    // A pick and the details in one message book at once.
    const booked = await say(a.sessionId, "I'm Ann, ann@example.com. The first one please");
    expect(booked.metadata.booked).toBe(true);
    await say(b.sessionId, "the first one");
    const refused = await say(b.sessionId, "Bo Lind, bo@example.com");
    expect(refused.metadata.booked).toBeUndefined();
    expect(refused.response).toContain("just taken");
    expect(refused.metadata.slots?.map((s) => s.start)).not.toContain(first?.start);
  });

  it("records a question it cannot answer, for Chat Insights", async () => {
    const s = await start();
    const { response } = await say(s.sessionId, "Who is your CEO?");
    expect(response).toContain("don't know");
    const detail = await t.json("GET", `/api/admin/conversations/${s.sessionId}`, undefined, auth);
    expect((await readJson(detail, conversationDetailSchema)).tags[0]).toBe("unanswered");
  });

  it("still answers questions, and books only when asked", async () => {
    const s = await start();
    const answer = await say(s.sessionId, "What does the Smart Inventory Predictor do?");
    expect(answer.metadata.source).toBe("ai");
    expect(answer.metadata.slots).toBeUndefined();
  });
});
