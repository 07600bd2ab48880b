/**
 * Days the business is closed although its weekly hours say open: the public holidays of its
 * country (date-holidays) and the dates listed in BUSINESS_CLOSED_DATES.
 */
import { publicHolidaysFromCalendar } from "./holiday-calendar";
import { KNOWN_COUNTRIES, PUBLIC_HOLIDAYS } from "./public-holidays.table";

/** Why a calendar date ("2026-12-25") is closed, or undefined when it is not. */
export type ClosedDays = (dateKey: string) => string | undefined;

/** Countries of common business time zones; anything else falls back to US (the company's). */
const ZONE_COUNTRY: Record<string, string> = {
  "Europe/London": "GB",
  "Europe/Dublin": "IE",
  "Europe/Paris": "FR",
  "Europe/Berlin": "DE",
  "Europe/Madrid": "ES",
  "Europe/Rome": "IT",
  "Europe/Amsterdam": "NL",
  "Europe/Brussels": "BE",
  "Europe/Zurich": "CH",
  "Europe/Vienna": "AT",
  "Europe/Stockholm": "SE",
  "Europe/Oslo": "NO",
  "Europe/Copenhagen": "DK",
  "Europe/Helsinki": "FI",
  "Europe/Warsaw": "PL",
  "Europe/Lisbon": "PT",
  "Australia/Sydney": "AU",
  "Australia/Melbourne": "AU",
  "Pacific/Auckland": "NZ",
  "Asia/Tokyo": "JP",
  "Asia/Singapore": "SG",
  "Asia/Kolkata": "IN",
  "America/Toronto": "CA",
  "America/Vancouver": "CA",
  "America/Mexico_City": "MX",
  "America/Sao_Paulo": "BR",
};

/** The countries and years public-holidays.table.ts holds (made by apps/api/scripts/public-holidays.ts). */
export const TABLED_COUNTRIES = [...new Set(["US", ...Object.values(ZONE_COUNTRY)])].sort();
export const TABLE_YEARS = { first: 2024, last: 2036 };

/** BUSINESS_COUNTRY when set, else the country of BUSINESS_TIMEZONE, else US. */
export function businessCountry(country: string | undefined, timeZone: string): string {
  return (country || ZONE_COUNTRY[timeZone] || "US").toUpperCase();
}

const knownCountries = new Set(KNOWN_COUNTRIES.split(" "));

export function isKnownCountry(country: string): boolean {
  return knownCountries.has(country.toUpperCase());
}

/** A year's public holidays of `country` from the table, when it holds them. */
function tabledYear(country: string, year: number): Map<string, string> | undefined {
  const lines = PUBLIC_HOLIDAYS[country]?.[year];
  if (lines === undefined) return undefined;
  const days = new Map<string, string>();
  for (const line of lines ? lines.split("\n") : []) days.set(line.slice(0, 10), line.slice(11));
  return days;
}

/**
 * The closed days: `country`'s public holidays (none when country is "none") plus `dates`
 * (YYYY-MM-DD). Holidays are read per year on first use (from the table, else computed by
 * date-holidays) and kept.
 */
export function closedDays(country: string, dates: readonly string[]): ClosedDays {
  const extra = new Set(dates);
  const byYear = new Map<number, Map<string, string>>();
  const yearOf = (year: number) => {
    let days = byYear.get(year);
    if (!days) {
      days =
        country === "NONE"
          ? new Map()
          : (tabledYear(country, year) ?? publicHolidaysFromCalendar(country, year));
      byYear.set(year, days);
    }
    return days;
  };
  return (key) => {
    if (extra.has(key)) return "closed";
    return yearOf(Number(key.slice(0, 4))).get(key);
  };
}

/** "closed on US public holidays and 2 set dates", for the start-up log and system info. */
export function describeClosedDays(env: {
  BUSINESS_COUNTRY?: string;
  BUSINESS_TIMEZONE: string;
  BUSINESS_CLOSED_DATES: readonly string[];
}): string {
  const country = businessCountry(env.BUSINESS_COUNTRY, env.BUSINESS_TIMEZONE);
  const parts = [
    ...(country === "NONE" ? [] : [`${country} public holidays`]),
    ...(env.BUSINESS_CLOSED_DATES.length ? [`${env.BUSINESS_CLOSED_DATES.length} set dates`] : []),
  ];
  return parts.length ? `closed on ${parts.join(" and ")}` : "no closed days";
}
