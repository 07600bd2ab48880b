/**
 * The date-holidays library, loaded on first use: with its calendars (moment-timezone,
 * astronomia, the lunar and solar ones) it held ~10 MB of a settled server's RSS (4.5 MB of
 * its JS heap). The public holidays
 * of the countries the business time zones map to are kept in a table made from it
 * (public-holidays.table.ts), so answering questions never loads it; any other country or
 * year, and the holiday names read from every booking wish (wishes/holiday-names.ts), still come
 * from the library itself: the first booking wish loads it.
 */
import { createRequire } from "node:module";
import type HolidaysClass from "date-holidays";

let holidaysClass: typeof HolidaysClass | undefined;

/** The library's `Holidays` class (its CommonJS build: a synchronous load). */
export function holidayCalendar(): typeof HolidaysClass {
  holidaysClass ??= createRequire(import.meta.url)("date-holidays") as typeof HolidaysClass;
  return holidaysClass;
}

/** Why each date of `year` is closed in `country`: its public holidays, by their own names. */
export function publicHolidaysFromCalendar(country: string, year: number): Map<string, string> {
  const days = new Map<string, string>();
  for (const h of new (holidayCalendar())(country).getHolidays(year)) {
    if (h.type === "public") days.set(h.date.slice(0, 10), h.name);
  }
  return days;
}
