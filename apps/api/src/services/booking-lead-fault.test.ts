import type { BookingResult } from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { buildLeadFaultApp, type LeadFaultApp } from "../../test/support/lead-fault";
import { callTool, connectMcp } from "../../test/support/mcp";
import { createApp } from "../app";
import type { Deps } from "../context";
import { bookConsultation } from "./bookings";
import { scheduleMeeting } from "./schedule-meeting";
import { checkAvailability } from "./slots";

const ada = { name: "Ada Lovelace", email: "ada@example.com" };

/**
 * The store fails while a booking is written (its lead is refused): nothing may be held, so
 * the booker's retry books the call with its lead, the owner's notice and the invitation.
 */
describe.each(backends)("a booking when the store fails on %s", (backend: Backend) => {
  let app: LeadFaultApp;
  let deps: Deps;
  beforeEach(async () => {
    app = await buildLeadFaultApp(backend);
    deps = app.t.deps;
  });
  afterEach(() => app.close());

  const firstFree = async () => {
    const [slot] = (await checkAvailability(deps, { limit: 1 })).slots;
    if (!slot) throw new Error("no free slot");
    return slot;
  };

  /** The slot is free and nothing was queued: the failed attempt left no trace. */
  const nothingHeld = async (slotStart: string) => {
    const held = await deps.storage.bookings.listConfirmed(
      "development",
      slotStart,
      new Date(Date.parse(slotStart) + 1).toISOString(),
    );
    expect(held).toEqual([]);
    expect(await deps.storage.outbox.list(10)).toEqual([]);
  };

  /** The booking has its lead, the owner's notice and the booker's invitation. */
  const complete = async (result: BookingResult) => {
    expect(result.status).toBe("confirmed");
    const bookingId = result.booking?.bookingId ?? "";
    const lead = await deps.storage.leads.get(result.leadId ?? "missing");
    expect(lead).toMatchObject({ type: "booking", bookingId, email: ada.email });
    expect((await deps.storage.bookings.get(bookingId))?.leadId).toBe(lead?.id);
    const mails = await deps.storage.outbox.list(10);
    expect(mails.map((m) => [m.kind, m.ref]).sort()).toEqual(
      [
        ["booking_confirmation", bookingId],
        ["lead", lead?.id],
      ].sort(),
    );
  };

  it("book_consultation: the failed attempt holds nothing; the retry completes it", async () => {
    const slot = await firstFree();
    const input = { ...ada, slotStart: slot.start.utc };
    await app.refuseLeads();
    await expect(bookConsultation(deps, input, "mcp")).rejects.toThrow();
    await app.allowLeads();
    await nothingHeld(slot.start.utc);
    await complete(await bookConsultation(deps, input, "mcp"));
  });

  it("schedule_meeting: the failed attempt holds nothing; the retry completes it", async () => {
    const slot = await firstFree();
    // The wish names the slot's day and time in the business's zone, as an agent would.
    const [, month, day, time] =
      /^\w+, (\w+) (\d+), \d+, (\d+:\d+ [AP]M)/.exec(slot.start.businessLocal) ?? [];
    const input = { ...ada, request: `${month} ${day} at ${time}` };
    await app.refuseLeads();
    await expect(scheduleMeeting(deps, input, "mcp")).rejects.toThrow();
    await app.allowLeads();
    await nothingHeld(slot.start.utc);
    const result = await scheduleMeeting(deps, input, "mcp");
    expect(result.booking?.start.utc).toBe(slot.start.utc);
    await complete(result);
  });

  it("MCP book_consultation: an error, then the retry books with lead and emails", async () => {
    const server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: createApp(deps).fetch });
    try {
      const { client } = await connectMcp(`http://127.0.0.1:${server.port}`);
      const slot = await firstFree();
      const args = { ...ada, slotStart: slot.start.utc };
      await app.refuseLeads();
      expect((await callTool(client, "book_consultation", args)).isError).toBe(true);
      await app.allowLeads();
      await nothingHeld(slot.start.utc);
      const retry = await callTool(client, "book_consultation", args);
      await complete(retry.structuredContent as BookingResult);
      await client.close();
    } finally {
      await server.stop(true);
    }
  });
});
