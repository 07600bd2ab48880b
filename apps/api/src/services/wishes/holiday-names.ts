/**
 * Days a wish names as holidays ("Christmas Eve morning", "New Year's Day at 10",
 * "Thanksgiving"), from the holiday calendar (date-holidays, English names) of the caller's
 * country, the company's (US) and the UK's: the next such day from today. Unread, the name would be
 * dropped and the time alone read as today's.
 */
import { dateKey, type LocalDate } from "../../lib/zoned-time";
import { businessCountry } from "../closed-days";
import { holidayCalendar } from "../holiday-calendar";

interface Named {
  pattern: RegExp;
  date: LocalDate;
}

const byCountryYear = new Map<string, Named[]>();

const toLocalDate = (key: string): LocalDate => {
  const [year, month, day] = key.split("-").map(Number);
  return { year: year ?? 0, month: month ?? 1, day: day ?? 1 };
};

/** "St. Patrick's Day" read as typed: any case, with or without the apostrophe and period. */
function patternOf(name: string): RegExp {
  const words = name
    .toLowerCase()
    .replace(/['’.]/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""));
  return new RegExp(String.raw`\b${words.join(String.raw`\.?'?\s+`)}\b`);
}

function holidaysOf(country: string, year: number): Named[] {
  const key = `${country}-${year}`;
  let named = byCountryYear.get(key);
  if (!named) {
    named = [];
    for (const h of new (holidayCalendar())(country).getHolidays(year, "en")) {
      if (/\(|substitute/i.test(h.name)) continue;
      const date = toLocalDate(h.date.slice(0, 10));
      named.push({ pattern: patternOf(h.name), date });
      // "Thanksgiving", "Christmas", "New Year's": the name without its trailing "Day".
      const short = h.name.replace(/\s+day$/i, "");
      if (short !== h.name && short.length >= 6) named.push({ pattern: patternOf(short), date });
    }
    // Longest names first, so "Christmas Eve" is not read as "Christmas".
    named.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
    byCountryYear.set(key, named);
  }
  return named;
}

/** The holidays named in `text` (lower case) and the text with their names blanked. */
export function readHolidayNames(
  text: string,
  today: LocalDate,
  timeZone: string,
): { dates: LocalDate[]; rest: string } {
  let rest = text;
  const found = new Map<string, LocalDate>();
  // The UK's calendar adds the Easter days (Good Friday, Easter Monday) and Boxing Day.
  const countries = [...new Set([businessCountry(undefined, timeZone), "US", "GB"])];
  const first = dateKey(today);
  for (const country of countries) {
    for (const year of [today.year, today.year + 1]) {
      for (const h of holidaysOf(country, year)) {
        const m = h.pattern.exec(rest);
        if (!m || dateKey(h.date) < first) continue;
        const key = h.pattern.source;
        if (!found.has(key)) found.set(key, h.date);
        rest = rest.replace(m[0], " ".repeat(m[0].length));
      }
    }
  }
  return { dates: [...found.values()], rest };
}
