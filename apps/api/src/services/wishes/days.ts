/**
 * The day part of a wish, as local calendar dates in the caller's zone: dates chrono-node finds
 * ("tomorrow", "March 10", "in 4 days"), weekday names with exclusions ("not on Monday"),
 * "next week", "next month", "within 2 weeks", ordinal days ("the 20th").
 */
import { createRequire } from "node:module";
import type * as Chrono from "chrono-node";
import { addLocalDays, dateKey, type LocalDate, weekdayOf } from "../../lib/zoned-time";
import { readHolidayNames } from "./holiday-names";

/**
 * chrono-node, loaded when a wish first needs it: its ~270 modules are ~15 MB of a running
 * server's memory, and most servers read no booking wish for a long while, if ever.
 */
let chronoModule: typeof Chrono | undefined;
const chrono = (): typeof Chrono => {
  chronoModule ??= createRequire(import.meta.url)("chrono-node") as typeof Chrono;
  return chronoModule;
};

/** Each weekday's spellings (0 = Sunday). */
const WEEKDAY_WORDS = [
  "sun(?:day)?s?",
  "mon(?:day)?s?",
  "tue(?:s|sday)?s?",
  "wed(?:nesday)?s?",
  "thu(?:r|rs|rsday)?s?",
  "fri(?:day)?s?",
  "sat(?:urday)?s?",
];
const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const weekdayRe = (day: number, flags = "") =>
  new RegExp(String.raw`\b${WEEKDAY_WORDS[day]}\b`, flags);
const DAY_WORD = `(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*`;
const EXCLUSION = new RegExp(
  String.raw`\b(?:except(?: for)?|not|but(?: not)?|other than|excluding|apart from|besides|avoid(?:ing)?)\s+(?:on\s+)?(?:a\s+)?(${DAY_WORD}(?:\s*(?:,|and|or|nor|&)\s*(?:on\s+)?${DAY_WORD})*)`,
  "g",
);
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/** "the 9th may I…": "may" right after a date is a month only when no pronoun or verb follows. */
const NOT_MODAL_MAY = String.raw`(?!\s+(?:i|we|you|it|he|she|they|be|not|also|work|need|have)\b)`;
/** "7th or 8th April": the first ordinal takes the month of the one after it. */
const SHARED_MONTH = new RegExp(
  String.raw`^\s*(?:or|and|,|-|–|to|through)\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTHS.join("|")})`,
);
const ORDINAL = new RegExp(
  String.raw`(?<!\b(?:${MONTHS.join("|")})[a-z]*\.?\s*)\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?:\s+(?:of\s+)?(${MONTHS.join("|")})[a-z]*${NOT_MODAL_MAY})?\b`,
  "g",
);

/** A month and day without a year: this year's, unless that was over a month ago (then next year's). */
function recentOrNext(d: LocalDate, today: LocalDate): LocalDate {
  return dateKey(d) < dateKey(addLocalDays(today, -31)) ? { ...d, year: d.year + 1 } : d;
}

export interface DaySpec {
  /** Local dates the wish allows, in order (empty: the wish names no day). */
  days: LocalDate[];
  /** Whether the dates are a span to pick from ("next week") rather than named days. */
  span: boolean;
}

const weekdaysIn = (text: string): Set<number> => {
  const out = new Set<number>();
  for (let day = 0; day < 7; day++) if (weekdayRe(day).test(text)) out.add(day);
  if (/\bweekdays?\b|\bworkdays?\b|\bbusiness days?\b/.test(text))
    for (const d of [1, 2, 3, 4, 5]) out.add(d);
  // "after the weekend" names the days after it, not the weekend.
  if (/(?<!\b(?:after|past) the )\bweekends?\b/.test(text)) for (const d of [0, 6]) out.add(d);
  return out;
};

const range = (from: LocalDate, count: number): LocalDate[] =>
  Array.from({ length: count }, (_, i) => addLocalDays(from, i));

/** The span named by "next week", "this month"…; null when none is named. */
function spanOf(text: string, today: LocalDate): LocalDate[] | null {
  const weekday = weekdayOf(today);
  const nextMonday = addLocalDays(today, (8 - weekday) % 7 || 7);
  const n =
    /\b(?:within(?: the next)?|in the next|over the next)\s+(\d+|a|an|one|two|three|four|five)\s+(day|week)s?\b/.exec(
      text,
    );
  if (n?.[1] && n[2]) {
    const count = (COUNT[n[1]] ?? Number(n[1])) * (n[2] === "week" ? 7 : 1);
    return range(today, count + 1);
  }
  if (/\bsame time next week\b/.test(text)) return [addLocalDays(today, 7)];
  // "not this week, next": the week this one is ruled out for.
  if (/\b(?:not|except|but not|other than)\s+(?:this|the current)\s+week\b/.test(text))
    return range(nextMonday, 7);
  if (/\bearly next week\b/.test(text)) return range(nextMonday, 2);
  if (/\b(?:end|late|later) (?:of )?next week\b/.test(text))
    return range(addLocalDays(nextMonday, 3), 2);
  if (/\bweek after next\b/.test(text)) return range(addLocalDays(nextMonday, 7), 7);
  if (/\b(?:after|past) the weekend\b/.test(text)) return range(nextMonday, 7);
  if (/\bnext week\b/.test(text)) return range(nextMonday, 7);
  if (/\b(?:end|late|later) (?:of )?(?:this|the) week\b/.test(text)) {
    return range(today, Math.max(1, 8 - (weekday || 7))).filter((d) => weekdayOf(d) >= 4);
  }
  if (/\b(?:this|the rest of the) week\b/.test(text)) return range(today, 8 - (weekday || 7));
  const monthStart = (offset: number) => ({
    year: today.year,
    month: today.month + offset,
    day: 1,
  });
  const norm = (d: LocalDate) => addLocalDays(d, 0);
  if (/\bnext month\b/.test(text)) {
    const first = norm(monthStart(1));
    const last = addLocalDays(norm(monthStart(2)), -1);
    return range(first, last.day);
  }
  if (/\bthis month\b/.test(text)) {
    const last = addLocalDays(norm(monthStart(1)), -1);
    return range(today, last.day - today.day + 1);
  }
  return null;
}

/** "asap", "any time": the next two weeks, when the wish names no day of its own. */
const SOONEST =
  /\b(?:asap|as soon as possible|earliest|soonest|first available|any ?time|whenever possible|next available)\b/;

/**
 * The next `weekday` on or after `from`; "next X" skips to next week's X when X is still ahead;
 * "X after next" is the X a week after "next X".
 */
function nextWeekday(today: LocalDate, weekday: number, text: string): LocalDate {
  if (new RegExp(String.raw`\b${WEEKDAY_WORDS[weekday]}\s+after\s+next\b`).test(text)) {
    return addLocalDays(nextWeekday(today, weekday, `next ${DAY_NAMES[weekday]}`), 7);
  }
  const ahead = (weekday - weekdayOf(today) + 7) % 7;
  const named = new RegExp(
    String.raw`\b(next|last|this|coming)\s+${WEEKDAY_WORDS[weekday]}\b`,
  ).exec(text)?.[1];
  if (named === "last") return addLocalDays(today, ahead === 0 ? -7 : ahead - 7);
  // "next Thursday" said on a Thursday is a week away, not today.
  if (named === "next" && ahead === 0) return addLocalDays(today, 7);
  if (named === "next" && ahead > 0 && weekdayOf(today) !== 0) {
    const toNextMonday = (8 - weekdayOf(today)) % 7 || 7;
    return addLocalDays(today, ahead < toNextMonday ? ahead + 7 : ahead);
  }
  return addLocalDays(today, ahead);
}

/** Reads the days of a wish from `text` (lower case, times blanked) at local date `today`. */
export function readDays(
  text: string,
  today: LocalDate,
  reference: Chrono.ParsingReference,
  timeZone: string,
): DaySpec {
  const excluded = new Set<number>();
  // Holiday names first: "Good Friday" names a date, not every Friday.
  const holidays = readHolidayNames(text, today, timeZone);
  let rest = holidays.rest;
  for (const m of holidays.rest.matchAll(EXCLUSION)) {
    for (const d of weekdaysIn(m[1] ?? "")) excluded.add(d);
    rest = rest.replace(m[0], " ");
  }
  const included = weekdaysIn(rest);
  for (const d of excluded) included.delete(d);
  const allowed = (d: LocalDate) =>
    !excluded.has(weekdayOf(d)) && (included.size === 0 || included.has(weekdayOf(d)));

  const dates: LocalDate[] = [];
  const span = spanOf(rest, today);
  if (span) return { days: span.filter(allowed), span: true };

  const nth = nthWeekdayOfMonth(rest, today);
  if (nth) {
    rest = rest.replace(nth.said, " ");
    dates.push(nth.date);
  }
  const inWeeks = weekdayInWeeks(rest, today, included);
  if (inWeeks) {
    rest = rest.replace(inWeeks.said, " ");
    dates.push(inWeeks.date);
  }

  // "a week from Saturday": the days named, moved on.
  let shift = 0;
  const later = /\b(\d+|a|an|one|two|three|four)\s+(week|day)s?\s+(?:from|after)\s+/.exec(rest);
  if (later?.[1] && later[2]) {
    shift = (COUNT[later[1]] ?? Number(later[1])) * (later[2] === "week" ? 7 : 1);
    rest = rest.replace(later[0], " ");
  }

  // Weekday names are ours (with "next"/"last"); chrono reads the remaining dates.
  let dateText = rest;
  for (let day = 0; day < 7; day++) dateText = dateText.replace(weekdayRe(day, "g"), " ");
  dateText = dateText.replace(/\b(?:next|last|this|coming)\s+(?=\s|$)/g, " ");
  dates.push(...holidays.dates);
  // "the 20th", "12th of March", "8th December": chrono reads none (a month left alone would
  // be read as its 1st).
  for (const m of dateText.matchAll(ORDINAL)) {
    const day = Number(m[1]);
    const named = m[2] ?? SHARED_MONTH.exec(m.input.slice((m.index ?? 0) + m[0].length))?.[1];
    const month = named ? MONTHS.findIndex((name) => named.startsWith(name)) + 1 : 0;
    if (day < 1 || day > 31) continue;
    if (month) dates.push(recentOrNext({ year: today.year, month, day }, today));
    else if (day >= today.day) dates.push({ ...today, day });
    else dates.push(addLocalDays({ year: today.year, month: today.month + 1, day: 1 }, day - 1));
    dateText = dateText.replace(m[0], " ");
  }
  // chrono misses "17 march" when blanked times leave a run of spaces after it.
  for (const r of chrono().parse(dateText.replace(/\s+/g, " "), reference)) {
    const c = r.start;
    if (!c.isCertain("day") && !c.isCertain("month")) continue;
    const d = {
      year: c.get("year") ?? today.year,
      month: c.get("month") ?? today.month,
      day: c.get("day") ?? 1,
    };
    dates.push(c.isCertain("year") || !c.isCertain("month") ? d : recentOrNext(d, today));
  }
  const days = [...dates];
  const covered = new Set(dates.map(weekdayOf));
  for (const weekday of included) {
    if (!covered.has(weekday) && weekdayRe(weekday).test(rest)) {
      days.push(nextWeekday(today, weekday, rest));
    }
  }
  if (!days.length && !included.size && SOONEST.test(rest)) {
    return { days: range(today, 15).filter(allowed), span: true };
  }
  if (!days.length && included.size) {
    for (const d of range(today, 7)) if (allowed(d)) days.push(d);
  } else if (!days.length && excluded.size) {
    return { days: range(today, 15).filter(allowed), span: true };
  }
  const moved = shift ? days.map((d) => addLocalDays(d, shift)) : days;
  const unique = new Map(
    moved.filter((d) => !excluded.has(weekdayOf(d))).map((d) => [dateKey(d), d]),
  );
  return {
    days: [...unique.values()].sort((a, b) => dateKey(a).localeCompare(dateKey(b))),
    span: false,
  };
}

const ORDINALS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: -1,
};
const NTH = new RegExp(
  String.raw`\b(first|1st|second|2nd|third|3rd|fourth|4th|last)\s+(${DAY_WORD})\s+(?:in|of)\s+(${MONTHS.join("|")})[a-z]*\b`,
);

/** "the first Monday in April", "the last Friday of March": this year's, or next year's once past. */
function nthWeekdayOfMonth(
  text: string,
  today: LocalDate,
): { said: string; date: LocalDate } | null {
  const m = NTH.exec(text);
  const weekday = DAY_NAMES.findIndex((d) => m?.[2] && d.startsWith(m[2].slice(0, 3)));
  const month = MONTHS.findIndex((name) => m?.[3]?.startsWith(name)) + 1;
  const n = ORDINALS[m?.[1] ?? ""];
  if (!m || weekday < 0 || !month || !n) return null;
  const inYear = (year: number): LocalDate => {
    const first = { year, month, day: 1 };
    const firstOfKind = addLocalDays(first, (weekday - weekdayOf(first) + 7) % 7);
    if (n > 0) return addLocalDays(firstOfKind, 7 * (n - 1));
    const next = addLocalDays({ year, month: month + 1, day: 1 }, -1);
    return addLocalDays(next, -((weekdayOf(next) - weekday + 7) % 7));
  };
  const date = inYear(today.year);
  return { said: m[0], date: dateKey(date) < dateKey(today) ? inYear(today.year + 1) : date };
}

/** "in 2 weeks on Tuesday": that weekday in the (Monday to Sunday) week N weeks from today. */
function weekdayInWeeks(
  text: string,
  today: LocalDate,
  weekdays: Set<number>,
): { said: string; date: LocalDate } | null {
  const m = /\bin\s+(\d+|a|one|two|three|four)\s+weeks?(?:'?\s*time)?\b/.exec(text);
  const [weekday] = [...weekdays];
  if (!m?.[1] || weekdays.size !== 1 || weekday === undefined) return null;
  const target = addLocalDays(today, 7 * (COUNT[m[1]] ?? Number(m[1])));
  const monday = addLocalDays(target, -((weekdayOf(target) + 6) % 7));
  return { said: m[0], date: addLocalDays(monday, (weekday + 6) % 7) };
}
