import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { spoilRow } from "../../test/support/spoil-row";
import { sampleBooking } from "../../test/support/storage";
import { freeSlots, nearestFree } from "./slots";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
// Friday 10:00 MST: a slot inside business hours.
const HELD = new Date("2026-03-06T17:00:00Z");

/** A booking whose stored JSON no longer decodes still holds its slot, so it is never offered. */
describe.each(backends)("free slots around an unreadable booking on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    const booking = sampleBooking(HELD.toISOString(), {
      environment: t.deps.env.APP_ENV,
      createdAt: NOW.toISOString(),
    });
    expect(await t.deps.storage.bookings.create(booking)).not.toBeNull();
    expect(await spoilRow(backend, t, "booking", booking.id, "{not json")).toBe(1);
  });
  afterAll(() => t.close());

  it("leaves the slot out of availability and of the nearest alternatives", async () => {
    const deps = { ...t.deps, clock: () => NOW, busy: undefined };
    const free = await freeSlots(
      deps,
      new Date("2026-03-06T16:00:00Z"),
      new Date("2026-03-06T19:00:00Z"),
    );
    expect(free.map((d) => d.toISOString())).toEqual([
      "2026-03-06T16:00:00.000Z",
      "2026-03-06T16:30:00.000Z",
      "2026-03-06T17:30:00.000Z",
      "2026-03-06T18:00:00.000Z",
      "2026-03-06T18:30:00.000Z",
    ]);
    const nearest = await nearestFree(deps, HELD);
    expect(nearest).toHaveLength(5);
    expect(nearest.map((d) => d.getTime())).not.toContain(HELD.getTime());
  });
});
