/**
 * Free consultation slots: 30-minute slots cut from the business hours (minus closed days),
 * at least an hour and at most HORIZON_DAYS ahead, minus confirmed bookings and minus any busy
 * intervals from `deps.busy` (e.g. the owner's calendar).
 */
import type { AvailabilityResult, Slot, TimeView } from "@repo/schemas";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { formatInZone, zonedParts, zonedTimeToUtc } from "../lib/zoned-time";
import { type BusinessHours, openIntervals } from "./business-hours";

export type SlotDeps = Pick<Deps, "storage" | "env" | "clock" | "businessHours" | "busy">;

export const SLOT_MINUTES = 30;
export const SLOT_MS = SLOT_MINUTES * 60_000;
/** A slot must start at least this far ahead, so someone can prepare. */
export const MIN_NOTICE_MS = 60 * 60_000;
/** How far ahead slots can be booked. */
export const HORIZON_DAYS = 60;
export const DAY_MS = 86_400_000;

export function timeView(date: Date, hours: BusinessHours, callerTimeZone?: string): TimeView {
  return {
    utc: date.toISOString(),
    businessLocal: formatInZone(date, hours.timeZone),
    ...(callerTimeZone ? { callerLocal: formatInZone(date, callerTimeZone) } : {}),
  };
}

export const slotView = (start: Date, hours: BusinessHours, tz?: string): Slot => ({
  start: timeView(start, hours, tz),
  end: timeView(new Date(start.getTime() + SLOT_MS), hours, tz),
});

/** Starts of every 30-minute slot inside business hours with its start in [from, to). */
export function slotStarts(hours: BusinessHours, from: Date, to: Date): Date[] {
  const out: Date[] = [];
  // Widen the range so windows are neither clipped at `from` nor at `to`.
  for (const w of openIntervals(
    hours,
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + DAY_MS),
  )) {
    const windowStart = zonedWindowStart(hours, w.start);
    for (let t = windowStart.getTime(); t + SLOT_MS <= w.end.getTime(); t += SLOT_MS) {
      if (t >= from.getTime() && t < to.getTime()) out.push(new Date(t));
    }
  }
  return out;
}

/** Slots align to the opening time; openIntervals may have clipped a window's start. */
function zonedWindowStart(hours: BusinessHours, start: Date): Date {
  const p = zonedParts(start, hours.timeZone);
  const minutes = p.hour * 60 + p.minute;
  const window = hours.week[p.weekday]?.find((w) => w.start <= minutes && minutes < w.end);
  if (!window) return start;
  return zonedTimeToUtc(
    { ...p, hour: Math.floor(window.start / 60), minute: window.start % 60 },
    hours.timeZone,
  );
}

/** The earliest bookable instant and the latest slot start. */
export function bookableRange(deps: Pick<SlotDeps, "clock">): { earliest: Date; latest: Date } {
  const now = deps.clock().getTime();
  return { earliest: new Date(now + MIN_NOTICE_MS), latest: new Date(now + HORIZON_DAYS * DAY_MS) };
}

/** Whether `start` is a slot boundary inside business hours and the bookable range. */
export function isBookableStart(deps: SlotDeps, start: Date): boolean {
  const { earliest, latest } = bookableRange(deps);
  if (Number.isNaN(start.getTime()) || start < earliest || start > latest) return false;
  return slotStarts(deps.businessHours, start, new Date(start.getTime() + 1)).some(
    (s) => s.getTime() === start.getTime(),
  );
}

/** Free slot starts in [from, to), at most `limit`. */
export async function freeSlots(
  deps: SlotDeps,
  from: Date,
  to: Date,
  limit = Number.POSITIVE_INFINITY,
): Promise<Date[]> {
  const { earliest, latest } = bookableRange(deps);
  const lo = from < earliest ? earliest : from;
  const hi = to > latest ? latest : to;
  if (hi <= lo) return [];
  const [starts, busy] = await Promise.all([
    deps.storage.bookings.takenStarts(deps.env.APP_ENV, lo.toISOString(), hi.toISOString()),
    deps.busy ? deps.busy.between(lo, new Date(hi.getTime() + SLOT_MS)) : [],
  ]);
  const taken = new Set(starts);
  const overlapsBusy = (s: Date) =>
    busy.some((b) => b.start.getTime() < s.getTime() + SLOT_MS && s < b.end);
  const out: Date[] = [];
  for (const s of slotStarts(deps.businessHours, lo, hi)) {
    if (taken.has(s.getTime()) || overlapsBusy(s)) continue;
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

/** The free slots nearest to `around` (moved into the bookable range), in time order. */
export async function nearestFree(deps: SlotDeps, around: Date, count = 5): Promise<Date[]> {
  const { earliest, latest } = bookableRange(deps);
  const at = Math.min(Math.max(around.getTime(), earliest.getTime()), latest.getTime());
  const free = await freeSlots(deps, new Date(at - 7 * DAY_MS), new Date(at + 21 * DAY_MS));
  return free
    .sort((a, b) => Math.abs(a.getTime() - at) - Math.abs(b.getTime() - at))
    .slice(0, count)
    .sort((a, b) => a.getTime() - b.getTime());
}

/** Reads an ISO instant, or a calendar date as local midnight in `timeZone`. */
function parseInstant(value: string, timeZone: string): Date {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    return zonedTimeToUtc(
      { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) },
      timeZone,
    );
  }
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new AppError("invalid_input", `"${value}" is not a date or time`);
  return new Date(t);
}

export async function checkAvailability(
  deps: SlotDeps,
  input: { from?: string; to?: string; timeZone?: string; limit?: number },
): Promise<AvailabilityResult> {
  const hours = deps.businessHours;
  const zone = input.timeZone ?? hours.timeZone;
  const from = input.from ? parseInstant(input.from, zone) : deps.clock();
  let to: Date;
  if (input.to) {
    to = parseInstant(input.to, zone);
    // A bare end date includes that whole day.
    if (/^\d{4}-\d{2}-\d{2}$/.test(input.to)) to = new Date(to.getTime() + DAY_MS);
  } else {
    to = new Date(from.getTime() + 14 * DAY_MS);
  }
  if (to <= from) throw new AppError("invalid_input", "`to` must be after `from`");
  const slots = await freeSlots(deps, from, to, input.limit ?? 20);
  return {
    timeZone: hours.timeZone,
    businessHours: hours.label,
    durationMinutes: SLOT_MINUTES,
    slots: slots.map((s) => slotView(s, hours, input.timeZone)),
  };
}
