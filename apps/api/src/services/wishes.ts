/**
 * Reads a scheduling wish in plain words ("next Tuesday afternoon") into a time window, in the
 * caller's time zone.
 */
import * as chrono from "chrono-node";
import {
  addLocalDays,
  formatInZone,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from "../lib/zoned-time";
import { DAY_MS, SLOT_MS } from "./slots";

export interface Wish {
  /** The window the person asked for, [from, to). */
  from: Date;
  to: Date;
  /** What was understood, in words. */
  label: string;
}

const PARTS_OF_DAY: Array<{ pattern: RegExp; name: string; from: number; to: number }> = [
  { pattern: /\bmorning\b/i, name: "morning", from: 6, to: 12 },
  { pattern: /\bafternoon\b/i, name: "afternoon", from: 12, to: 17 },
  { pattern: /\b(evening|night|after work)\b/i, name: "evening", from: 17, to: 22 },
];

/**
 * Turns a request like "next Tuesday afternoon" into a time window, read in `timeZone` at
 * the instant `now`. Null when no date or time can be found.
 */
export function interpretRequest(text: string, now: Date, timeZone: string): Wish | null {
  const local = (d: { year: number; month: number; day: number }, hour = 0, minute = 0) =>
    zonedTimeToUtc({ ...d, hour, minute }, timeZone);
  const label = (from: Date, to: Date) =>
    `${formatInZone(from, timeZone)} to ${formatInZone(to, timeZone)}`;
  const wish = (from: Date, to: Date): Wish => ({ from, to, label: label(from, to) });

  if (/\b(asap|as soon as possible|earliest|soonest|any ?time)\b/i.test(text)) {
    return wish(now, new Date(now.getTime() + 14 * DAY_MS));
  }
  const today = zonedParts(now, timeZone);
  if (/\bnext week\b/i.test(text)) {
    const monday = addLocalDays(today, (8 - today.weekday) % 7 || 7);
    return wish(local(monday), local(addLocalDays(monday, 7)));
  }
  if (/\bthis week\b/i.test(text)) {
    const nextMonday = addLocalDays(today, (8 - today.weekday) % 7 || 7);
    return wish(now, local(nextMonday));
  }

  const parsed = chrono.parse(
    text,
    { instant: now, timezone: zoneOffsetMinutes(now, timeZone) },
    { forwardDate: true },
  )[0];
  if (!parsed) return null;
  const c = parsed.start;
  const day = {
    year: c.get("year") ?? today.year,
    month: c.get("month") ?? today.month,
    day: c.get("day") ?? today.day,
  };

  if (parsed.end) {
    const e = parsed.end;
    const endDay = {
      year: e.get("year") ?? day.year,
      month: e.get("month") ?? day.month,
      day: e.get("day") ?? day.day,
    };
    const from = c.isCertain("hour")
      ? local(day, c.get("hour") ?? 0, c.get("minute") ?? 0)
      : local(day);
    const to = e.isCertain("hour")
      ? local(endDay, e.get("hour") ?? 0, e.get("minute") ?? 0)
      : local(addLocalDays(endDay, 1));
    if (to > from) return wish(from, to);
  }

  if (c.isCertain("hour")) {
    let hour = c.get("hour") ?? 0;
    // "at 3" means 3 pm for a business meeting.
    if (!c.isCertain("meridiem") && hour >= 1 && hour <= 6) hour += 12;
    const minute = c.get("minute") ?? 0;
    const at = local(day, hour, minute);
    const slotStart = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    return {
      from: slotStart,
      to: new Date(slotStart.getTime() + SLOT_MS),
      label: formatInZone(at, timeZone),
    };
  }

  const part = PARTS_OF_DAY.find((p) => p.pattern.test(text));
  if (part) {
    const from = local(day, part.from);
    const to = local(day, part.to);
    return {
      from,
      to,
      label: `${formatInZone(from, timeZone).replace(/,[^,]*$/, "")} ${part.name}`,
    };
  }
  return wish(local(day), local(addLocalDays(day, 1)));
}
