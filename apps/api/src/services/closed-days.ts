/**
 * Days the business is closed although its weekly hours say open: the public holidays of its
 * country (date-holidays) and the dates listed in BUSINESS_CLOSED_DATES.
 */
import Holidays from "date-holidays";

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

/** BUSINESS_COUNTRY when set, else the country of BUSINESS_TIMEZONE, else US. */
export function businessCountry(country: string | undefined, timeZone: string): string {
  return (country || ZONE_COUNTRY[timeZone] || "US").toUpperCase();
}

export function isKnownCountry(country: string): boolean {
  return Boolean(new Holidays().getCountries()[country.toUpperCase()]);
}

/**
 * The closed days: `country`'s public holidays (none when country is "none") plus `dates`
 * (YYYY-MM-DD). Holidays are computed per year on first use and kept.
 */
export function closedDays(country: string, dates: readonly string[]): ClosedDays {
  const extra = new Set(dates);
  const holidays = country === "NONE" ? null : new Holidays(country);
  const byYear = new Map<number, Map<string, string>>();
  const yearOf = (year: number) => {
    let days = byYear.get(year);
    if (!days) {
      days = new Map();
      for (const h of holidays?.getHolidays(year) ?? []) {
        if (h.type === "public") days.set(h.date.slice(0, 10), h.name);
      }
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
