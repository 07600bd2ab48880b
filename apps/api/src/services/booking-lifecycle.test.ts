import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import type { Deps } from "../context";
import { findBooking, rescheduleBooking } from "./booking-lifecycle";
import { bookConsultation, cancelBooking } from "./bookings";
import { scheduleMeeting } from "./schedule-meeting";

// Thursday 2026-03-05 10:00 MST.
const NOW = new Date("2026-03-05T17:00:00Z");
const ada = { name: "Ada Lovelace", email: "ada@example.com" };
const eve = { name: "Eve", email: "eve@example.com" };

describe.each(backends)("booking lifecycle on %s", (backend: Backend) => {
  let t: TestApp;
  let deps: Deps;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    deps = { ...t.deps, clock: () => NOW };
  });
  afterAll(() => t.close());

  it("gives a retried booking back (same id), never a conflict", async () => {
    const slotStart = "2026-03-10T16:00:00.000Z";
    const first = await bookConsultation(deps, { ...ada, slotStart }, "mcp");
    const retry = await bookConsultation(
      deps,
      { ...ada, email: "ADA@example.com", slotStart },
      "mcp",
    );
    expect(retry.status).toBe("confirmed");
    expect(retry.booking?.bookingId).toBe(first.booking?.bookingId);
    expect((await bookConsultation(deps, { ...eve, slotStart }, "mcp")).status).toBe("conflict");

    const wish = { ...ada, request: "Wednesday at 3pm" };
    const a = await scheduleMeeting(deps, wish, "mcp");
    const b = await scheduleMeeting(deps, wish, "mcp");
    expect(b.status).toBe("confirmed");
    expect(b.booking?.bookingId).toBe(a.booking?.bookingId);

    // A retry sent while the first call still runs: one booking, the same answer.
    const morning = { ...ada, request: "Thursday the 19th before noon" };
    const both = await Promise.all([
      scheduleMeeting(deps, morning, "mcp"),
      scheduleMeeting(deps, morning, "mcp"),
      scheduleMeeting(deps, morning, "mcp"),
    ]);
    expect(new Set(both.map((r) => r.booking?.bookingId)).size).toBe(1);
    const held = await deps.storage.bookings.listConfirmed(
      "development",
      "2026-03-19T00:00:00Z",
      "2026-03-20T00:00:00Z",
    );
    expect(held.filter((x) => x.email === ada.email)).toHaveLength(1);
  });

  it("finds a booking by id and email, and the upcoming bookings of an email", async () => {
    const booked = await bookConsultation(
      deps,
      { ...eve, slotStart: "2026-03-12T16:00:00.000Z" },
      "mcp",
    );
    const id = booked.booking?.bookingId ?? "";
    const one = await findBooking(deps, {
      email: eve.email,
      bookingId: id,
      timeZone: "Europe/London",
    });
    expect(one.bookings).toMatchObject([
      {
        bookingId: id,
        status: "confirmed",
        start: { utc: "2026-03-12T16:00:00.000Z", callerLocal: "Thu, Mar 12, 2026, 4:00 PM GMT" },
      },
    ]);
    await expect(findBooking(deps, { email: ada.email, bookingId: id })).rejects.toThrow(
      "No booking with that id and email",
    );
    const upcoming = await findBooking(deps, { email: eve.email });
    expect(upcoming.bookings.map((b) => b.bookingId)).toContain(id);
    expect(upcoming.bookings.every((b) => b.email === eve.email)).toBe(true);
    await cancelBooking(deps, { bookingId: id, email: eve.email });
    expect((await findBooking(deps, { email: eve.email, bookingId: id })).bookings[0]?.status).toBe(
      "cancelled",
    );
    expect(
      (await findBooking(deps, { email: eve.email })).bookings.map((b) => b.bookingId),
    ).not.toContain(id);
  });

  it("moves a booking, and a taken slot leaves it where it was", async () => {
    const booked = await bookConsultation(
      deps,
      { ...ada, slotStart: "2026-03-16T16:00:00.000Z" },
      "mcp",
    );
    const id = booked.booking?.bookingId ?? "";
    await bookConsultation(deps, { ...eve, slotStart: "2026-03-16T17:00:00.000Z" }, "mcp");

    const clash = await rescheduleBooking(deps, {
      bookingId: id,
      email: ada.email,
      slotStart: "2026-03-16T17:00:00.000Z",
    });
    expect(clash.status).toBe("conflict");
    expect(clash.alternatives?.length).toBeGreaterThan(0);
    expect((await deps.storage.bookings.get(id))?.start).toBe("2026-03-16T16:00:00.000Z");

    const moved = await rescheduleBooking(deps, {
      bookingId: id,
      email: ada.email,
      slotStart: "2026-03-16T18:00:00.000Z",
    });
    expect(moved).toMatchObject({
      status: "confirmed",
      booking: { bookingId: id, start: { utc: "2026-03-16T18:00:00.000Z" } },
    });
    expect(moved.message).toContain("Moved booking");
    // The old slot is free for someone else now.
    expect(
      (await bookConsultation(deps, { ...eve, slotStart: "2026-03-16T16:00:00.000Z" }, "mcp"))
        .status,
    ).toBe("confirmed");
    const lead = await deps.storage.leads.get(booked.leadId ?? "");
    expect(lead?.notes.at(-1)?.text).toContain("moved");

    await expect(
      rescheduleBooking(deps, {
        bookingId: id,
        email: eve.email,
        slotStart: "2026-03-16T19:00:00.000Z",
      }),
    ).rejects.toThrow("No booking with that id and email");
    await expect(
      rescheduleBooking(deps, {
        bookingId: id,
        email: ada.email,
        slotStart: "2026-03-14T16:00:00.000Z",
      }),
    ).rejects.toThrow(/not a bookable slot/);
  });

  it("lets one of two concurrent moves into one slot win", async () => {
    const a = await bookConsultation(
      deps,
      { ...ada, slotStart: "2026-03-17T16:00:00.000Z" },
      "mcp",
    );
    const b = await bookConsultation(
      deps,
      { ...eve, slotStart: "2026-03-17T16:30:00.000Z" },
      "mcp",
    );
    const target = "2026-03-17T20:00:00.000Z";
    const results = await Promise.all([
      rescheduleBooking(deps, {
        bookingId: a.booking?.bookingId ?? "",
        email: ada.email,
        slotStart: target,
      }),
      rescheduleBooking(deps, {
        bookingId: b.booking?.bookingId ?? "",
        email: eve.email,
        slotStart: target,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["confirmed", "conflict"]);
    const held = await deps.storage.bookings.listConfirmed(
      "development",
      "2026-03-17T00:00:00Z",
      "2026-03-18T00:00:00Z",
    );
    expect(held).toHaveLength(2);
  });
});
