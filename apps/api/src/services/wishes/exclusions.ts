/**
 * Times a wish rules out ("any time except 9 to 11", "but not in the morning", "other than
 * 9-10am", "avoid lunchtime"), read with the time-of-day reader and cut out of every window, so
 * the excluded hours are never booked. An exclusion naming a day ("except Friday afternoon") is
 * left to the day reader.
 */
import { addLocalDays, zonedParts, zonedTimeToUtc } from "../../lib/zoned-time";
import type { Wish, WishWindow } from "./interpret";
import { type DayTime, readDayTime } from "./time-of-day";

/** "but" alone does not exclude ("Tuesday, but only after 2"); "any time but" and "but not" do. */
const AVOID =
  /\b(?:except(?: for)?|other than|excluding|apart from|besides|avoid(?:ing)?|but not|not|any ?time but|anything but)\s+([^,;.]+)/g;
const NAMES_A_DAY =
  /\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b|\b(?:today|tomorrow|week|weekend|month)\b|\d(?:st|nd|rd|th)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/;

/** The times `text` rules out, and the text without those phrases. */
export function readExclusions(
  text: string,
  now: { hour: number; minute: number },
): { excluded: DayTime[]; rest: string } {
  const excluded: DayTime[] = [];
  let rest = text;
  for (const m of text.matchAll(AVOID)) {
    const fragment = m[1] ?? "";
    if (NAMES_A_DAY.test(fragment)) continue;
    // After "except", bare numbers are clock times: "9 to 11" is a range, "12" a time.
    const read = [` ${fragment} `, ` between ${fragment} `, ` at ${fragment} `]
      .map((said) => readDayTime(said, now))
      .find((r) => r.dayTime && !/\d/.test(r.rest));
    if (!read?.dayTime) continue;
    excluded.push(read.dayTime);
    rest = rest.replace(m[0], read.rest.replace(/\b(?:between|at)\b/, " "));
  }
  return { excluded, rest };
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  const m = String(minutes % 60).padStart(2, "0");
  return `${h % 12 || 12}:${m} ${h < 12 ? "AM" : "PM"}`;
};

/** The wish with the excluded times cut out of each window; null when nothing is left. */
export function withoutExcluded(wish: Wish, excluded: DayTime[]): Wish | null {
  let windows: WishWindow[] = wish.windows;
  for (const ex of excluded) {
    windows = windows.flatMap((w) => {
      const day = zonedParts(w.from, wish.timeZone);
      const at = (minutes: number) =>
        minutes >= 1440
          ? zonedTimeToUtc(addLocalDays(day, 1), wish.timeZone)
          : zonedTimeToUtc(
              { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
              wish.timeZone,
            );
      const from = at(ex.start);
      const to = at(ex.exact ? ex.start + 30 : ex.end);
      return [
        { from: w.from, to: new Date(Math.min(+w.to, +from)) },
        { from: new Date(Math.max(+w.from, +to)), to: w.to },
      ].filter((piece) => piece.to > piece.from);
    });
  }
  const first = windows[0];
  const last = windows.at(-1);
  if (!first || !last) return null;
  const except = excluded
    .map((ex) => (ex.exact ? clock(ex.start) : `${clock(ex.start)} to ${clock(ex.end)}`))
    .join(" and ");
  return {
    ...wish,
    windows,
    from: first.from,
    to: last.to,
    label: `${wish.label}, except ${except}`,
  };
}
