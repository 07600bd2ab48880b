import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { bookConsultation, cancelBooking } from "./bookings";
import { scheduleMeeting } from "./schedule-meeting";
import { checkAvailability } from "./slots";
import { interpretRequest } from "./wishes/interpret";

// Thursday 2026-03-05 10:00 in Denver (MST, UTC-7); DST starts Sunday 2026-03-08.
const NOW = new Date("2026-03-05T17:00:00Z");
const person = { name: "Ada Lovelace", email: "ada@example.com" };

/** The app's dependencies on a temp SQLite file with the clock at NOW, for the enclosing block. */
function appAtNow(): { readonly deps: Deps } {
  let t: TestApp | undefined;
  let deps: Deps | undefined;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    deps = { ...t.deps, clock: () => NOW };
  });
  afterAll(() => t?.close());
  return {
    get deps() {
      if (!deps) throw new Error("use the app inside a test");
      return deps;
    },
  };
}

describe("bookings service", () => {
  const app = appAtNow();

  it("offers 30-minute slots within business hours, at least an hour ahead", async () => {
    const res = await checkAvailability(app.deps, {
      to: "2026-03-06",
      timeZone: "Europe/London",
      limit: 100,
    });
    expect(res).toMatchObject({
      timeZone: "America/Denver",
      businessHours: "Mon-Fri 09:00-17:00",
      durationMinutes: 30,
    });
    const starts = res.slots.map((s) => s.start.utc);
    // Thursday from 11:00 to 16:30 MST, then Friday from 09:00 MST.
    expect(starts[0]).toBe("2026-03-05T18:00:00.000Z");
    expect(starts).toContain("2026-03-05T23:30:00.000Z");
    expect(starts).not.toContain("2026-03-06T00:00:00.000Z");
    expect(starts).toContain("2026-03-06T16:00:00.000Z");
    expect(starts.at(-1)).toBe("2026-03-06T23:30:00.000Z");
    expect(res.slots[0]?.start.businessLocal).toBe("Thu, Mar 5, 2026, 11:00 AM MST");
    expect(res.slots[0]?.start.callerLocal).toBe("Thu, Mar 5, 2026, 6:00 PM GMT");
    expect(res.slots[0]?.end.utc).toBe("2026-03-05T18:30:00.000Z");
  });

  it("rejects an empty or backwards range", async () => {
    await expect(
      checkAvailability(app.deps, { from: "2026-03-10", to: "2026-03-09T00:00:00Z" }),
    ).rejects.toThrow(AppError);
  });

  it("books a slot once, stores a lead, and frees it on cancel", async () => {
    const slotStart = "2026-03-12T16:00:00.000Z"; // Thu 10:00 MDT
    const res = await bookConsultation(
      app.deps,
      { ...person, slotStart, businessType: "bakery", notes: "online orders" },
      "mcp",
    );
    expect(res.status).toBe("confirmed");
    expect(res.booking?.start.businessLocal).toBe("Thu, Mar 12, 2026, 10:00 AM MDT");
    const lead = await app.deps.storage.leads.get(res.leadId ?? "");
    expect(lead).toMatchObject({
      type: "booking",
      source: "ai_agent_mcp",
      bookingId: res.booking?.bookingId,
      industry: "bakery",
    });
    const available = await checkAvailability(app.deps, { from: "2026-03-12", to: "2026-03-12" });
    expect(available.slots.map((s) => s.start.utc)).not.toContain(slotStart);

    const again = await bookConsultation(
      app.deps,
      { ...person, email: "someone.else@example.com", slotStart },
      "mcp",
    );
    expect(again.status).toBe("conflict");
    expect(again.alternatives?.length).toBe(5);
    expect(again.alternatives?.map((s) => s.start.utc)).not.toContain(slotStart);

    const bookingId = res.booking?.bookingId ?? "";
    await expect(cancelBooking(app.deps, { bookingId, email: "eve@example.com" })).rejects.toThrow(
      "No booking with that id and email",
    );
    const cancelled = await cancelBooking(app.deps, { bookingId, email: person.email });
    expect(cancelled.status).toBe("cancelled");
    expect((await app.deps.storage.leads.get(res.leadId ?? ""))?.notes[0]?.text).toContain(
      "cancelled",
    );
    expect((await cancelBooking(app.deps, { bookingId, email: person.email })).message).toContain(
      "already cancelled",
    );
    expect((await bookConsultation(app.deps, { ...person, slotStart }, "mcp")).status).toBe(
      "confirmed",
    );
  });

  it.each([
    ["2026-03-07T17:00:00.000Z", "a Saturday"],
    ["2026-03-05T17:30:00.000Z", "less than an hour ahead"],
    ["2026-03-09T15:10:00.000Z", "not on a slot boundary"],
    ["2026-03-10T00:00:00.000Z", "after closing"],
    ["2026-06-01T15:00:00.000Z", "beyond the horizon"],
  ])("refuses %s (%s)", async (slotStart) => {
    await expect(bookConsultation(app.deps, { ...person, slotStart }, "mcp")).rejects.toThrow(
      /not a bookable slot/,
    );
  });

  it("records a call-back request when no slot is given", async () => {
    const res = await bookConsultation(app.deps, { ...person, businessType: "law firm" }, "mcp");
    expect(res.status).toBe("callback_requested");
    const lead = await app.deps.storage.leads.get(res.leadId ?? "");
    expect(lead).toMatchObject({ type: "booking", source: "ai_agent_mcp" });
    expect(lead?.bookingId).toBeUndefined();
  });
});

describe("natural-language scheduling with a fixed clock", () => {
  const app = appAtNow();

  // Phrase, caller zone, the slot booked (UTC), or null when it must offer alternatives.
  const table: Array<[string, string | undefined, string | null]> = [
    ["next Tuesday afternoon", undefined, "2026-03-10T18:00:00.000Z"], // 12:00 MDT
    ["tomorrow at 2pm", undefined, "2026-03-06T21:00:00.000Z"], // Fri 14:00 MST
    ["tomorrow", undefined, "2026-03-06T16:00:00.000Z"], // Fri 09:00 MST
    ["this afternoon", undefined, "2026-03-05T19:00:00.000Z"], // Thu 12:00 MST
    ["Monday morning", undefined, "2026-03-09T15:00:00.000Z"], // 09:00 MDT
    ["next week", undefined, "2026-03-09T15:00:00.000Z"],
    ["March 10 at 10:30am", undefined, "2026-03-10T16:30:00.000Z"],
    ["next monday at 3", undefined, "2026-03-09T21:00:00.000Z"], // "at 3" read as 3 pm
    ["as soon as possible", undefined, "2026-03-05T18:00:00.000Z"], // an hour from now
    ["tomorrow at 2pm", "America/New_York", "2026-03-06T19:00:00.000Z"], // 14:00 EST
    ["Friday from 1pm to 3pm", undefined, "2026-03-06T20:00:00.000Z"],
    ["Friday 1-3pm", "America/Denver", "2026-03-06T20:00:00.000Z"],
    ["Saturday morning", undefined, null],
    ["tomorrow at 8pm", undefined, null],
    ["in two days", undefined, null], // a Saturday
    ["December 1", undefined, null], // past the 60-day horizon: the latest free slots instead
  ];

  it.each(table)("%s (zone %s) → %s", async (request, timeZone, expected) => {
    const res = await scheduleMeeting(app.deps, { request, ...person, timeZone }, "mcp");
    if (expected === null) {
      expect(res.status).toBe("unavailable");
      expect(res.alternatives?.length).toBeGreaterThan(0);
      expect(res.interpreted).toBeTruthy();
      return;
    }
    expect(res.status).toBe("confirmed");
    expect(res.booking?.start.utc).toBe(expected);
    if (timeZone === "America/New_York") expect(res.booking?.start.callerLocal).toContain("EST");
    // Free the slot again so rows sharing a slot do not collide.
    await cancelBooking(app.deps, { bookingId: res.booking?.bookingId ?? "", email: person.email });
  });

  it("books the next free slot in the window when the first is taken", async () => {
    const first = await scheduleMeeting(
      app.deps,
      { request: "March 11 morning", ...person },
      "mcp",
    );
    const second = await scheduleMeeting(
      app.deps,
      { request: "March 11 morning", ...person, email: "someone.else@example.com" },
      "mcp",
    );
    expect(first.booking?.start.utc).toBe("2026-03-11T15:00:00.000Z");
    expect(second.booking?.start.utc).toBe("2026-03-11T15:30:00.000Z");
  });

  it("says so when it finds no date at all", async () => {
    expect(interpretRequest("whenever suits you", NOW, "America/Denver")).toBeNull();
    await expect(
      scheduleMeeting(app.deps, { request: "whenever suits you", ...person }, "mcp"),
    ).rejects.toThrow(/Could not find a date or time/);
  });
});
