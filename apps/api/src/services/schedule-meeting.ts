/**
 * schedule_meeting: books the first free slot that satisfies the whole wish, or books nothing
 * and says why (in the past, too soon, beyond the booking window, a closed day, outside business
 * hours, fully booked) with the free slots nearest to what was asked. A dry run only proposes.
 */
import type { BookingResult, UnavailableReason } from "@repo/schemas";
import { AppError } from "../lib/errors";
import { markdownLiteral } from "../lib/markdown-text";
import { dateKey, formatInZone, weekdayOf, zonedParts } from "../lib/zoned-time";
import {
  type BookingChannel,
  type BookingDeps,
  bookingsOf,
  bookSlot,
  confirmed,
  type Person,
  withPersonLock,
} from "./bookings";
import {
  bookableRange,
  DAY_MS,
  freeSlots,
  HORIZON_DAYS,
  SLOT_MS,
  type SlotDeps,
  slotStarts,
  slotView,
} from "./slots";
import { interpretRequest, type Wish } from "./wishes/interpret";

export interface ScheduleInput extends Person {
  request: string;
  dryRun?: boolean;
  confirm?: boolean;
}

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Whether a slot starting at `s` lies wholly inside the wish (at its very minute if exact). */
export const fits = (wish: Wish, s: Date) =>
  wish.windows.some((w) =>
    wish.exact ? s.getTime() === w.from.getTime() : s >= w.from && s.getTime() + SLOT_MS <= +w.to,
  );

/** The business-local days the windows touch, and why each is closed (undefined if open). */
function closedReasons(deps: SlotDeps, wish: Wish): Array<string | undefined> {
  const hours = deps.businessHours;
  const out: Array<string | undefined> = [];
  for (const w of wish.windows) {
    for (let t = w.from.getTime(); t < w.to.getTime(); t += DAY_MS / 2) {
      const day = zonedParts(new Date(t), hours.timeZone);
      const weekday = weekdayOf(day);
      out.push(
        hours.closed(dateKey(day)) ??
          (hours.week[weekday]?.length ? undefined : `${DAY_NAMES[weekday]}s`),
      );
    }
    const last = zonedParts(new Date(w.to.getTime() - 1), hours.timeZone);
    out.push(
      hours.closed(dateKey(last)) ??
        (hours.week[weekdayOf(last)]?.length ? undefined : `${DAY_NAMES[weekdayOf(last)]}s`),
    );
  }
  return out;
}

/**
 * The two slot starts around `at` when a call starting then would lie within open hours, only
 * not on the half-hour grid ("2:15"); null when `at` is outside the hours.
 */
function gridAround(deps: SlotDeps, at: Date | undefined): [Date, Date] | null {
  if (!at) return null;
  const near = slotStarts(deps.businessHours, new Date(+at - SLOT_MS), new Date(+at + SLOT_MS));
  const before = near.find((s) => s < at);
  const after = near.find((s) => before && +s === +before + SLOT_MS);
  return before && after ? [before, after] : null;
}

/** Why no slot satisfies the wish, in words an agent can pass on. */
export function whyUnavailable(
  deps: SlotDeps,
  wish: Wish,
): { reason: UnavailableReason; why: string } {
  const hours = deps.businessHours;
  const now = deps.clock();
  const { earliest, latest } = bookableRange(deps);
  const future = wish.windows.filter((w) => w.to > now);
  if (!future.length) return { reason: "past", why: `${wish.label} is in the past.` };
  if (future.every((w) => w.from > latest)) {
    return {
      reason: "beyond_window",
      why: `Calls can be booked at most ${HORIZON_DAYS} days ahead (until ${formatInZone(latest, wish.timeZone)}); ${wish.label} is beyond that.`,
    };
  }
  const grid = future.flatMap((w) => slotStarts(hours, w.from, w.to)).filter((s) => fits(wish, s));
  if (!grid.length) {
    const closed = closedReasons(deps, { ...wish, windows: future });
    if (closed.every(Boolean)) {
      const names = [...new Set(closed)].join(", ");
      return {
        reason: "closed_day",
        why: `The business is closed then (${names}); ${wish.label}.`,
      };
    }
    const offGrid = wish.exact ? gridAround(deps, future[0]?.from) : null;
    if (offGrid) {
      return {
        reason: "outside_hours",
        why: `${wish.label} is within business hours, but calls are ${SLOT_MS / 60_000} minutes and start on the hour or half hour: ${formatInZone(offGrid[0], wish.timeZone)} or ${formatInZone(offGrid[1], wish.timeZone)} would be nearest.`,
      };
    }
    return {
      reason: "outside_hours",
      why: `${wish.label} is outside business hours (${hours.label}, ${hours.timeZone}); calls are ${SLOT_MS / 60_000} minutes and start on the hour or half hour.`,
    };
  }
  if (grid.every((s) => s < earliest)) {
    return grid.every((s) => s <= now)
      ? { reason: "past", why: `${wish.label} is in the past.` }
      : {
          reason: "too_soon",
          why: `Calls need at least an hour's notice; ${wish.label} is too soon.`,
        };
  }
  if (grid.every((s) => s < earliest || s > latest)) {
    return {
      reason: "beyond_window",
      why: `Calls can be booked at most ${HORIZON_DAYS} days ahead; ${wish.label} is beyond that.`,
    };
  }
  return { reason: "fully_booked", why: `Every slot in ${wish.label} is already booked.` };
}

/** Free slots near the wish, those keeping its time of day first, then its days, then nearest. */
export async function nearMisses(deps: SlotDeps, wish: Wish, count = 5): Promise<Date[]> {
  const { earliest, latest } = bookableRange(deps);
  // A wish in the past or beyond the window gets the slots nearest to it that can be booked.
  const anchor = new Date(Math.min(Math.max(+wish.from, +earliest), +latest));
  const pool = await freeSlots(
    deps,
    new Date(+anchor - 7 * DAY_MS),
    new Date(+anchor + 21 * DAY_MS),
  );
  const days = new Set(wish.dayKeys);
  const { start, end, exact } = wish.dayTime;
  const score = (s: Date) => {
    const p = zonedParts(s, wish.timeZone);
    const m = p.hour * 60 + p.minute;
    const time = exact ? Math.abs(m - start) <= 60 : m >= start && m + 30 <= end;
    return (time ? 2 : 0) + (days.has(dateKey(p)) ? 1 : 0);
  };
  return pool
    .map((s) => ({ s, score: score(s), distance: Math.abs(+s - +anchor) }))
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .slice(0, count)
    .map((x) => x.s)
    .sort((a, b) => +a - +b);
}

export async function scheduleMeeting(
  deps: BookingDeps,
  input: ScheduleInput,
  channel: BookingChannel,
): Promise<BookingResult> {
  const zone = input.timeZone ?? deps.businessHours.timeZone;
  const wish = interpretRequest(input.request, deps.clock(), zone);
  if (!wish) {
    throw new AppError(
      "invalid_input",
      `Could not find a date or time in "${input.request}". Try e.g. "next Tuesday afternoon", "tomorrow between 2 and 4pm" or "March 12 at 10am".`,
    );
  }
  const dryRun = input.dryRun === true || input.confirm === false;
  if (dryRun) return bookWish(deps, input, wish, channel, true);
  // One wish per person at a time, so a retry sent while the first call still runs finds
  // the booking that call made instead of booking a second slot.
  return withPersonLock(deps, input.email, () => bookWish(deps, input, wish, channel, false));
}

/** Books the first free slot that fits (or proposes it on a dry run), else says why not. */
async function bookWish(
  deps: BookingDeps,
  input: ScheduleInput,
  wish: Wish,
  channel: BookingChannel,
  dryRun: boolean,
): Promise<BookingResult> {
  const hours = deps.businessHours;
  const zone = input.timeZone ?? hours.timeZone;
  // A retry whose first answer was lost: this person already holds a slot in the wish.
  const [mine] = (await bookingsOf(deps, input.email, wish.from, wish.to)).filter((b) =>
    fits(wish, new Date(b.start)),
  );
  if (mine && !dryRun) return confirmed(deps, mine, wish.label);
  const free = (await freeSlots(deps, wish.from, wish.to)).filter((s) => fits(wish, s));
  const first = free[0];
  if (dryRun && first) {
    return {
      status: "proposed",
      message: `Nothing booked yet: the first free slot for "${markdownLiteral(input.request)}" is ${formatInZone(first, zone)}. Book it with book_consultation (slotStart ${first.toISOString()}) or call schedule_meeting again without dryRun.`,
      proposal: slotView(first, hours, input.timeZone),
      interpreted: wish.label,
    };
  }
  if (!dryRun) {
    for (const start of free.slice(0, 5)) {
      const booking = await bookSlot(deps, start, input, channel);
      if (booking) return confirmed(deps, booking, wish.label);
    }
  }
  const { reason, why } = free.length
    ? { reason: "fully_booked" as const, why: `Every slot in ${wish.label} was just taken.` }
    : whyUnavailable(deps, wish);
  const alternatives = await nearMisses(deps, wish);
  return {
    status: "unavailable",
    reason,
    message: `Nothing was booked for "${markdownLiteral(input.request)}". ${why} The nearest free slots that fit as much of the wish as possible are listed; book one with book_consultation.`,
    interpreted: wish.label,
    alternatives: alternatives.map((s) => slotView(s, hours, input.timeZone)),
  };
}
