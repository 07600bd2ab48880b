/**
 * The store fails (it refuses the booking's lead) just as a visitor confirms a time in the chat,
 * on both back ends. The visitor is told the booking could not be saved right now and to try
 * again in a moment, not that the time can no longer be booked; the offered times stay, so
 * tapping one again once the store is back books it.
 */
import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { buildLeadFaultApp, type LeadFaultApp } from "../../test/support/lead-fault";
import { readJson } from "../../test/support/responses";

describe.each(backends)("booking in the chat while the store fails on %s", (backend: Backend) => {
  let app: LeadFaultApp;
  beforeEach(async () => {
    app = await buildLeadFaultApp(backend);
  });
  afterEach(() => app.close());

  const say = async (sessionId: string, message: string) => {
    const res = await app.t.json("POST", "/api/chat/message", { sessionId, message });
    expect(res.status).toBe(200);
    return readJson(res, chatMessageResponseSchema);
  };

  it("says the booking could not be saved, keeps the times, and books on the next tap", async () => {
    const res = await app.t.json("POST", "/api/chat/session", { timeZone: "America/New_York" });
    const { sessionId } = await readJson(res, chatSessionResponseSchema);
    const offer = await say(sessionId, "Can I book a call with you?");
    const slots = offer.metadata.slots ?? [];
    const slot = slots[0];
    if (!slot) throw new Error("no time offered");
    expect((await say(sessionId, slot.label)).response).toMatch(/name and email/);

    await app.refuseLeads();
    const failed = await say(sessionId, "Maya Ortiz, maya@example.com");
    expect(failed.metadata.booked).toBeUndefined();
    expect(failed.response).not.toMatch(/can no longer be booked/);
    expect(failed.response).toMatch(/couldn't save your booking/);
    expect(failed.response).toMatch(/try again in a moment/);
    expect(failed.metadata.slots).toEqual(slots);

    await app.allowLeads();
    const retried = await say(sessionId, slot.label);
    expect(retried.metadata.booked).toBe(true);
    expect(retried.response).toContain(slot.label);
  });
});
