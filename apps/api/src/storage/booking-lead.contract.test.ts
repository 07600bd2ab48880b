import type { Booking, OutboxMessage } from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { buildLeadFaultApp, type LeadFaultApp } from "../../test/support/lead-fault";
import { sampleBooking, sampleLead } from "../../test/support/storage";
import { newId } from "../lib/ids";
import type { Storage } from "./types";

/**
 * A booking, its lead and the emails about it are one write on both back ends: a booking is
 * never stored without them, and never stored when they cannot be. A move is one write too.
 */
describe.each(backends)("a booking with its lead on %s", (backend: Backend) => {
  let app: LeadFaultApp;
  let storage: Storage;
  beforeEach(async () => {
    app = await buildLeadFaultApp(backend);
    storage = app.t.deps.storage;
  });
  afterEach(() => app.close());

  const start = new Date(Date.UTC(2031, 0, 7, 16)).toISOString();
  const booking = () => sampleBooking(start);
  const mail = (ref: string, to: string): OutboxMessage => {
    const at = new Date().toISOString();
    return {
      id: newId(),
      kind: "lead",
      to,
      ref,
      subject: "Booked",
      text: "Booked",
      html: "<p>Booked</p>",
      environment: "development",
      status: "queued",
      attempts: 0,
      dueAt: Date.now(),
      createdAt: at,
      updatedAt: at,
    };
  };
  /** A booking with the lead and the two emails that go with it. */
  const withLead = () => {
    const b = booking();
    const lead = sampleLead({ type: "booking", bookingId: b.id });
    return { b, lead, outbox: [mail(lead.id, "owner@example.com"), mail(b.id, b.email)] };
  };
  const stored = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => storage.outbox.get(id)))).filter(Boolean).length;

  it("stores the booking linked to its lead, the lead and its emails together", async () => {
    const { b, lead, outbox } = withLead();
    expect(await storage.bookings.create(b, { lead, outbox })).toEqual({ ...b, leadId: lead.id });
    expect(await storage.bookings.get(b.id)).toEqual({ ...b, leadId: lead.id });
    expect(await storage.leads.get(lead.id)).toEqual(lead);
    expect(await stored(outbox.map((m) => m.id))).toBe(2);
    expect((await storage.leads.counts("development")).byStatus.new).toBe(1);
    expect((await storage.outbox.counts()).queued).toBe(2);
  });

  it("writes no lead and no email for a slot already taken", async () => {
    const first = withLead();
    expect(await storage.bookings.create(first.b, first)).not.toBeNull();
    const second = withLead();
    expect(await storage.bookings.create(second.b, second)).toBeNull();
    expect(await storage.bookings.get(second.b.id)).toBeNull();
    expect(await storage.leads.get(second.lead.id)).toBeNull();
    expect(await stored(second.outbox.map((m) => m.id))).toBe(0);
    expect((await storage.leads.counts("development")).total).toBe(1);
  });

  it("lets exactly one of many concurrent bookings of a slot win, with one lead", async () => {
    const attempts = Array.from({ length: 8 }, withLead);
    const results = await Promise.all(attempts.map((a) => storage.bookings.create(a.b, a)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await storage.leads.counts("development")).total).toBe(1);
    expect((await storage.outbox.counts()).queued).toBe(2);
  });

  it("stores nothing, and leaves the slot free, when the lead cannot be written", async () => {
    const { b, lead, outbox } = withLead();
    await app.refuseLeads();
    await expect(storage.bookings.create(b, { lead, outbox })).rejects.toThrow();
    await app.allowLeads();
    expect(await storage.bookings.get(b.id)).toBeNull();
    expect(await storage.bookings.listConfirmed("development", b.start, b.end)).toEqual([]);
    expect(await stored(outbox.map((m) => m.id))).toBe(0);
    const retry = withLead();
    expect(await storage.bookings.create(retry.b, retry)).toEqual({
      ...retry.b,
      leadId: retry.lead.id,
    });
  });

  it("moves nothing, and holds no new slot, when the move's emails cannot be written", async () => {
    const { b, lead, outbox } = withLead();
    await storage.bookings.create(b, { lead, outbox });
    const to = new Date(Date.parse(start) + 86_400_000);
    const toEnd = new Date(to.getTime() + 1_800_000).toISOString();
    await app.refuseLeads("outbox");
    await expect(
      storage.bookings.reschedule(b.id, to.toISOString(), toEnd, start, () => [
        mail(b.id, b.email),
      ]),
    ).rejects.toThrow();
    await app.allowLeads();
    expect((await storage.bookings.get(b.id))?.start).toBe(start);
    // The new slot is free for anyone: the failed move left no claim on it.
    const other = { ...booking(), start: to.toISOString(), end: toEnd };
    expect(await storage.bookings.create(other)).toEqual(other);
    // And the old one is still held by the booking.
    expect(await storage.bookings.create(booking())).toBeNull();
  });
});
