/**
 * Business hours (env BUSINESS_HOURS in BUSINESS_TIMEZONE, minus closed days): parsed once at
 * start, then "open now?", the next opening, and the open intervals consultation slots are cut
 * from.
 */
import type { Clock } from "../lib/clock";
import {
  addLocalDays,
  dateKey,
  formatInZone,
  isValidTimeZone,
  weekdayOf,
  zonedParts,
  zonedTimeToUtc,
} from "../lib/zoned-time";
import { businessCountry, type ClosedDays, closedDays } from "./closed-days";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DAY_INDEX = new Map<string, number>(
  Object.entries({
    sun: 0,
    sunday: 0,
    mon: 1,
    monday: 1,
    tue: 2,
    tues: 2,
    tuesday: 2,
    wed: 3,
    wednesday: 3,
    thu: 4,
    thur: 4,
    thurs: 4,
    thursday: 4,
    fri: 5,
    friday: 5,
    sat: 6,
    saturday: 6,
  }),
);

/** Minutes after local midnight, [start, end). */
export interface DayWindow {
  start: number;
  end: number;
}

export interface BusinessHours {
  timeZone: string;
  /** Index 0 = Sunday; each day's windows sorted and non-overlapping. */
  week: DayWindow[][];
  /** The configured text, e.g. "Mon-Fri 09:00-17:00". */
  label: string;
  /** Why a local date is closed (a holiday, BUSINESS_CLOSED_DATES), or undefined. */
  closed: ClosedDays;
}

export class BusinessHoursError extends Error {}

const parseClock = (text: string, spec: string): number => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  const h = Number(m?.[1]);
  const min = Number(m?.[2]);
  if (!m || h > 24 || min > 59 || (h === 24 && min !== 0)) {
    throw new BusinessHoursError(`Bad time "${text}" in business hours "${spec}" (use HH:MM)`);
  }
  return h * 60 + min;
};

const parseDay = (text: string, spec: string): number => {
  const day = DAY_INDEX.get(text.toLowerCase());
  if (day === undefined) throw new BusinessHoursError(`Bad day "${text}" in "${spec}"`);
  return day;
};

/**
 * Parses e.g. "Mon-Fri 09:00-17:00", "Mon-Thu 09:00-12:00,13:00-17:00; Sat 10:00-14:00".
 * Segments are separated by ";"; each has days (a range or comma list) and time windows.
 */
export function parseBusinessHours(
  spec: string,
  timeZone: string,
  closed: ClosedDays = () => undefined,
): BusinessHours {
  if (!isValidTimeZone(timeZone)) throw new BusinessHoursError(`Unknown time zone "${timeZone}"`);
  const week: DayWindow[][] = Array.from({ length: 7 }, () => []);
  const segments = spec
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!segments.length) throw new BusinessHoursError("Business hours are empty");
  for (const segment of segments) {
    const m = /^([A-Za-z,\s-]+?)\s+(\d.*)$/.exec(segment);
    if (!m?.[1] || !m[2]) {
      throw new BusinessHoursError(`Bad business hours "${segment}" (e.g. "Mon-Fri 09:00-17:00")`);
    }
    const days = new Set<number>();
    for (const part of m[1].split(",").map((s) => s.trim())) {
      const [from, to] = part.split("-").map((s) => s.trim());
      if (!from) continue;
      const a = parseDay(from, spec);
      const b = to ? parseDay(to, spec) : a;
      for (let d = a; ; d = (d + 1) % 7) {
        days.add(d);
        if (d === b) break;
      }
    }
    for (const range of m[2].split(",").map((s) => s.trim())) {
      const [from, to] = range.split("-").map((s) => s.trim());
      if (!from || !to) throw new BusinessHoursError(`Bad time range "${range}" in "${spec}"`);
      const start = parseClock(from, spec);
      const end = parseClock(to, spec);
      if (end <= start) throw new BusinessHoursError(`Time range "${range}" ends before it starts`);
      for (const d of days) week[d]?.push({ start, end });
    }
  }
  for (const [d, windows] of week.entries()) {
    windows.sort((a, b) => a.start - b.start);
    for (let i = 1; i < windows.length; i++) {
      if ((windows[i]?.start ?? 0) < (windows[i - 1]?.end ?? 0)) {
        throw new BusinessHoursError(`Overlapping hours on ${DAY_NAMES[d]} in "${spec}"`);
      }
    }
  }
  return { timeZone, week, label: spec.trim(), closed };
}

/** What configures the hours; env.ts has already validated each. */
export interface BusinessHoursConfig {
  BUSINESS_HOURS: string;
  BUSINESS_TIMEZONE: string;
  BUSINESS_COUNTRY?: string;
  BUSINESS_CLOSED_DATES: readonly string[];
}

/** The business hours configured in the environment, with its holidays and closed dates. */
export function businessHoursFrom(env: BusinessHoursConfig): BusinessHours {
  const country = businessCountry(env.BUSINESS_COUNTRY, env.BUSINESS_TIMEZONE);
  return parseBusinessHours(
    env.BUSINESS_HOURS,
    env.BUSINESS_TIMEZONE,
    closedDays(country, env.BUSINESS_CLOSED_DATES),
  );
}

// ---- open intervals ------------------------------------------------------------------------

export interface OpenInterval {
  start: Date;
  end: Date;
}

/** Open intervals that overlap [from, to), in time order, clipped to the range. */
export function openIntervals(hours: BusinessHours, from: Date, to: Date): OpenInterval[] {
  const out: OpenInterval[] = [];
  if (to <= from) return out;
  // Start a day early so a window that began yesterday (local) is not missed.
  let day = addLocalDays(zonedParts(from, hours.timeZone), -1);
  for (let i = 0; i < 400; i++) {
    const dayStart = zonedTimeToUtc(day, hours.timeZone);
    if (dayStart >= to) break;
    const windows = hours.closed(dateKey(day)) ? [] : (hours.week[weekdayOf(day)] ?? []);
    for (const w of windows) {
      const start = zonedTimeToUtc(
        { ...day, hour: Math.floor(w.start / 60), minute: w.start % 60 },
        hours.timeZone,
      );
      const end = zonedTimeToUtc(
        { ...day, hour: Math.floor(w.end / 60), minute: w.end % 60 },
        hours.timeZone,
      );
      if (end <= from || start >= to) continue;
      out.push({
        start: start < from ? from : start,
        end: end > to ? to : end,
      });
    }
    day = addLocalDays(day, 1);
  }
  return out;
}

/** Whether the business is open at an instant. */
export function isOpenAt(hours: BusinessHours, at: Date): boolean {
  return openIntervals(hours, at, new Date(at.getTime() + 60000)).some((i) => i.start <= at);
}

/** The next instant the business opens, strictly after `at` (null when it never opens). */
export function nextOpening(hours: BusinessHours, at: Date): Date | null {
  // A month ahead covers any weekly schedule and a run of closed days.
  const horizon = new Date(at.getTime() + 31 * 86400000);
  for (const i of openIntervals(hours, at, horizon)) {
    if (i.start > at) return i.start;
  }
  return null;
}

export interface BusinessStatus {
  open: boolean;
  timeZone: string;
  /** The configured hours, e.g. "Mon-Fri 09:00-17:00". */
  hours: string;
  /** When the current open window ends (only while open). */
  closesAt?: string;
  /** The next opening (ISO UTC) and the same in business local time. */
  nextOpenAt?: string;
  nextOpenLocal?: string;
}

type HoursDeps = { businessHours: BusinessHours; clock: Clock };

/** Open now? And if not, when next. Uses `deps.clock`. */
export function businessStatus(deps: HoursDeps): BusinessStatus {
  const hours = deps.businessHours;
  const now = deps.clock();
  const current = openIntervals(hours, now, new Date(now.getTime() + 86400000)).find(
    (i) => i.start <= now,
  );
  const next = nextOpening(hours, now);
  return {
    open: Boolean(current),
    timeZone: hours.timeZone,
    hours: hours.label,
    ...(current ? { closesAt: current.end.toISOString() } : {}),
    ...(next
      ? { nextOpenAt: next.toISOString(), nextOpenLocal: formatInZone(next, hours.timeZone) }
      : {}),
  };
}

/** Shorthand for the chat assistant's after-hours notice. */
export function isOpenNow(deps: HoursDeps): boolean {
  return isOpenAt(deps.businessHours, deps.clock());
}

const DAY_LONG = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const clock = (minutes: number) =>
  minutes >= 1440
    ? "23:59"
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The weekly hours as schema.org-style rows: the days that share each window, Monday first. */
export function openingHoursOf(
  hours: BusinessHours,
): Array<{ dayOfWeek: string[]; opens: string; closes: string }> {
  const rows = new Map<string, { dayOfWeek: string[]; opens: string; closes: string }>();
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    for (const w of hours.week[day] ?? []) {
      const key = `${w.start}-${w.end}`;
      const row = rows.get(key) ?? { dayOfWeek: [], opens: clock(w.start), closes: clock(w.end) };
      row.dayOfWeek.push(DAY_LONG[day] ?? "");
      rows.set(key, row);
    }
  }
  return [...rows.values()];
}
