/**
 * Business hours (env BUSINESS_HOURS in BUSINESS_TIMEZONE): parsing, "open now?", the next
 * opening, and the open intervals that consultation slots are cut from. Time-zone math uses
 * Intl only, so it follows DST without a time-zone library.
 */
import type { Deps } from "../context";

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const DAY_INDEX: Record<string, number> = {
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
};

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
}

export class BusinessHoursError extends Error {}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

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
  const day = DAY_INDEX[text.toLowerCase()];
  if (day === undefined) throw new BusinessHoursError(`Bad day "${text}" in "${spec}"`);
  return day;
};

/**
 * Parses e.g. "Mon-Fri 09:00-17:00", "Mon-Thu 09:00-12:00,13:00-17:00; Sat 10:00-14:00".
 * Segments are separated by ";"; each has days (a range or comma list) and time windows.
 */
export function parseBusinessHours(spec: string, timeZone: string): BusinessHours {
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
  return { timeZone, week, label: spec.trim() };
}

/** The business hours configured in the environment. */
export function businessHoursFrom(env: Deps["env"]): BusinessHours {
  return parseBusinessHours(env.BUSINESS_HOURS, env.BUSINESS_TIMEZONE);
}

// ---- time-zone helpers -------------------------------------------------------------------

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const partsFormatter = (timeZone: string) => {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      weekday: "short",
    });
    partsFormatters.set(timeZone, f);
  }
  return f;
};

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const out: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(date)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    weekday: DAY_NAMES.indexOf((out.weekday ?? "Sun") as (typeof DAY_NAMES)[number]),
  };
}

/** Minutes the zone is ahead of UTC at an instant (e.g. -420 for MST). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(date.getTime() / 60000) * 60000) / 60000);
}

/** The instant when the wall clock in `timeZone` reads the given local date and time. */
export function zonedTimeToUtc(
  local: { year: number; month: number; day: number; hour?: number; minute?: number },
  timeZone: string,
): Date {
  const naive = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
  );
  let guess = naive - zoneOffsetMinutes(new Date(naive), timeZone) * 60000;
  // Once more at the guess, which settles DST changes between the two instants.
  guess = naive - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess);
}

/** The local calendar date `days` after the one given (handles month ends). */
export function addLocalDays(
  d: { year: number; month: number; day: number },
  days: number,
): { year: number; month: number; day: number } {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** "Tue, Mar 10, 2026, 2:00 PM MDT" in the given zone. */
export function formatInZone(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
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
    const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
    for (const w of hours.week[weekday] ?? []) {
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
  // Looking 14 days ahead covers any weekly schedule.
  const horizon = new Date(at.getTime() + 14 * 86400000);
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

/** Open now? And if not, when next. Uses `deps.clock`. */
export function businessStatus(deps: Pick<Deps, "env" | "clock">): BusinessStatus {
  const hours = businessHoursFrom(deps.env);
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
export function isOpenNow(deps: Pick<Deps, "env" | "clock">): boolean {
  return isOpenAt(businessHoursFrom(deps.env), deps.clock());
}
