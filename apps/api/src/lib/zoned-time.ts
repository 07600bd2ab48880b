/**
 * Wall-clock dates and times in an IANA time zone, on @date-fns/tz (DST-correct). Months are
 * 1-based and weekdays 0 = Sunday, as people write them.
 */
import { TZDate, tzOffset } from "@date-fns/tz";

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface ZonedParts extends LocalDate {
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const z = new TZDate(date.getTime(), timeZone);
  return {
    year: z.getFullYear(),
    month: z.getMonth() + 1,
    day: z.getDate(),
    hour: z.getHours(),
    minute: z.getMinutes(),
    weekday: z.getDay(),
  };
}

/** Minutes the zone is ahead of UTC at an instant (e.g. -420 for MST). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  return tzOffset(timeZone, date);
}

/**
 * The instant when the wall clock in `timeZone` reads the given local date and time. A time
 * skipped by a DST change moves forward by the gap (2:30 on the spring-forward day is 3:30).
 */
export function zonedTimeToUtc(
  local: LocalDate & { hour?: number; minute?: number },
  timeZone: string,
): Date {
  const z = new TZDate(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
    timeZone,
  );
  return new Date(z.getTime());
}

/** The local calendar date `days` after the one given (handles month ends). */
export function addLocalDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday, for a calendar date. */
export const weekdayOf = (d: LocalDate): number =>
  new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();

/** "2026-03-10" for a calendar date. */
export const dateKey = (d: LocalDate): string =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Tue, Mar 10, 2026, 2:00 PM MDT" in the given zone. */
export function formatInZone(date: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formatters.set(timeZone, f);
  }
  return f.format(date);
}
