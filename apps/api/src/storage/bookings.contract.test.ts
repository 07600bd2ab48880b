import type { Booking } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { spoilRow } from "../../test/support/spoil-row";
import { sampleBooking, useBackend } from "../../test/support/storage";

/** The bookings contract both storage back ends keep. */
describe.each(backends)("bookings contract on %s", (backend: Backend) => {
  const db = useBackend(backend);

  let day = 0;
  /** A distinct far-future slot per test, so tests never share one. */
  const slot = () => {
    const start = new Date(Date.UTC(2030, 0, 1 + day++, 16));
    return { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() };
  };
  const booking = (over: Partial<Booking> = {}): Booking => {
    const { start } = slot();
    return sampleBooking(start, over);
  };

  it("stores a booking and reads it back", async () => {
    const b = booking({ businessType: "bakery" });
    expect(await db.storage.bookings.create(b)).toEqual(b);
    expect(await db.storage.bookings.get(b.id)).toEqual(b);
    expect(await db.storage.bookings.get("missing")).toBeNull();
  });

  it("lets exactly one of many concurrent bookings of a slot win", async () => {
    const s = slot();
    const attempts = Array.from({ length: 12 }, () => booking(s));
    const results = await Promise.all(attempts.map((b) => db.storage.bookings.create(b)));
    const winners = results.filter((r): r is Booking => r !== null);
    expect(winners).toHaveLength(1);
    const listed = await db.storage.bookings.listConfirmed("development", s.start, s.end);
    expect(listed.map((b) => b.id)).toEqual([winners[0]?.id]);
    for (const loser of attempts.filter((b) => b.id !== winners[0]?.id)) {
      expect(await db.storage.bookings.get(loser.id)).toBeNull();
    }
  });

  it("keeps environments apart", async () => {
    const s = slot();
    expect(await db.storage.bookings.create(booking(s))).not.toBeNull();
    expect(
      await db.storage.bookings.create(booking({ ...s, environment: "production" })),
    ).not.toBeNull();
  });

  it("lists confirmed bookings in a range by start time", async () => {
    const a = booking(slot());
    const b = booking(slot());
    const c = booking(slot());
    for (const x of [c, a, b]) await db.storage.bookings.create(x);
    const listed = await db.storage.bookings.listConfirmed("development", a.start, c.start);
    expect(listed.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(await db.storage.bookings.listConfirmed("production", a.start, c.end)).toEqual([]);
  });

  it("reads taken starts without decoding: an unreadable booking still holds its slot", async () => {
    const a = booking(slot());
    const b = booking(slot());
    const cancelled = booking(slot());
    for (const x of [a, b, cancelled]) await db.storage.bookings.create(x);
    await db.storage.bookings.cancel(cancelled.id, "2029-12-01T00:00:00.000Z");
    expect(await spoilRow(backend, db.t, "booking", b.id, "{not json")).toBe(1);
    expect(await db.storage.bookings.create(booking({ start: b.start, end: b.end }))).toBeNull();
    expect(await db.storage.bookings.takenStarts("development", a.start, cancelled.end)).toEqual(
      [a.start, b.start].map(Date.parse),
    );
    expect(await db.storage.bookings.takenStarts("production", a.start, cancelled.end)).toEqual([]);
  });

  it("frees the slot on cancel, once", async () => {
    const s = slot();
    const first = booking(s);
    await db.storage.bookings.create(first);
    expect(await db.storage.bookings.create(booking(s))).toBeNull();
    const cancelled = await db.storage.bookings.cancel(first.id, "2029-12-01T00:00:00.000Z");
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledAt: "2029-12-01T00:00:00.000Z",
    });
    expect(await db.storage.bookings.listConfirmed("development", s.start, s.end)).toEqual([]);
    const again = await db.storage.bookings.cancel(first.id, "2029-12-02T00:00:00.000Z");
    expect(again?.cancelledAt).toBe("2029-12-01T00:00:00.000Z");
    const second = booking(s);
    expect(await db.storage.bookings.create(second)).toEqual(second);
    // Cancelling the old booking again must not free the new owner's slot.
    await db.storage.bookings.cancel(first.id, "2029-12-03T00:00:00.000Z");
    expect(await db.storage.bookings.create(booking(s))).toBeNull();
    expect(await db.storage.bookings.cancel("missing", "2029-12-01T00:00:00.000Z")).toBeNull();
  });

  it("moves a booking: the new slot is taken before the old one is freed", async () => {
    const from = slot();
    const to = slot();
    const b = booking(from);
    await db.storage.bookings.create(b);
    const moved = await db.storage.bookings.reschedule(
      b.id,
      to.start,
      to.end,
      "2029-12-01T00:00:00.000Z",
    );
    expect(moved).toMatchObject({
      id: b.id,
      status: "confirmed",
      ...to,
      rescheduledAt: "2029-12-01T00:00:00.000Z",
    });
    expect(await db.storage.bookings.get(b.id)).toEqual(moved);
    expect(
      (await db.storage.bookings.listConfirmed("development", to.start, to.end)).map((x) => x.id),
    ).toEqual([b.id]);
    expect(await db.storage.bookings.listConfirmed("development", from.start, from.end)).toEqual(
      [],
    );
    // The old slot is free again, the new one is not.
    expect(await db.storage.bookings.create(booking(from))).not.toBeNull();
    expect(await db.storage.bookings.create(booking(to))).toBeNull();
  });

  it("leaves the booking untouched when the new slot is taken", async () => {
    const from = slot();
    const to = slot();
    const b = booking(from);
    await db.storage.bookings.create(b);
    await db.storage.bookings.create(booking(to));
    expect(
      await db.storage.bookings.reschedule(b.id, to.start, to.end, "2029-12-01T00:00:00.000Z"),
    ).toBeNull();
    expect(await db.storage.bookings.get(b.id)).toEqual(b);
    expect(await db.storage.bookings.create(booking(from))).toBeNull();
    expect(
      await db.storage.bookings.reschedule("missing", to.start, to.end, "2029-12-01T00:00:00.000Z"),
    ).toBeNull();
    await db.storage.bookings.cancel(b.id, "2029-12-01T00:00:00.000Z");
    const free = slot();
    expect(
      await db.storage.bookings.reschedule(b.id, free.start, free.end, "2029-12-01T00:00:00.000Z"),
    ).toBeNull();
  });

  it("lets one of concurrent moves and bookings into one slot win, and frees no other slot", async () => {
    const target = slot();
    const movers = [booking(slot()), booking(slot()), booking(slot())];
    for (const m of movers) await db.storage.bookings.create(m);
    const results = await Promise.all([
      ...movers.map((m) =>
        db.storage.bookings.reschedule(m.id, target.start, target.end, "2029-12-01T00:00:00.000Z"),
      ),
      db.storage.bookings.create(booking(target)),
      db.storage.bookings.create(booking(target)),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(
      await db.storage.bookings.listConfirmed("development", target.start, target.end),
    ).toHaveLength(1);
    for (const m of movers) {
      const now = await db.storage.bookings.get(m.id);
      const held = await db.storage.bookings.listConfirmed(
        "development",
        now?.start ?? "",
        now?.end ?? "",
      );
      expect(held.map((x) => x.id)).toEqual([m.id]);
    }
  });

  it("serialises concurrent moves of one booking: it ends in one slot and the others stay free", async () => {
    const b = booking(slot());
    await db.storage.bookings.create(b);
    const targets = [slot(), slot(), slot()];
    await Promise.all(
      targets.map((t) =>
        db.storage.bookings.reschedule(b.id, t.start, t.end, "2029-12-01T00:00:00.000Z"),
      ),
    );
    const final = await db.storage.bookings.get(b.id);
    for (const t of targets) {
      const held = await db.storage.bookings.listConfirmed("development", t.start, t.end);
      expect(held.map((x) => x.id)).toEqual(t.start === final?.start ? [b.id] : []);
      if (t.start !== final?.start)
        expect(await db.storage.bookings.create(booking(t))).not.toBeNull();
    }
  });
});
