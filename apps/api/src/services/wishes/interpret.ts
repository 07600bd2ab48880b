/**
 * Reads a scheduling wish in plain words ("tomorrow between 2 and 4", "not on Monday, any
 * other day next week") into the exact time windows it allows, read in the caller's time zone.
 * A slot fits the wish only when it lies wholly inside one window (or starts exactly at it).
 */
import {
  addLocalDays,
  dateKey,
  formatInZone,
  type LocalDate,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from "../../lib/zoned-time";
import { plainClockWords } from "./clock-words";
import { readDays } from "./days";
import { readExclusions, withoutExcluded } from "./exclusions";
import { type DayTime, readDayTime, WHOLE_DAY } from "./time-of-day";
import { zoneInWish } from "./zone-words";

export interface WishWindow {
  from: Date;
  to: Date;
}

export interface Wish {
  /** The windows the wish allows, in time order. */
  windows: WishWindow[];
  /** True when the call must start exactly at a window's start ("at 4:50pm"). */
  exact: boolean;
  /** The caller-local dates named ("2026-03-10") and time of day, to rank near misses. */
  dayKeys: string[];
  dayTime: DayTime;
  timeZone: string;
  /** The windows in words, in the caller's zone. */
  label: string;
  /** The first window's start and the last window's end. */
  from: Date;
  to: Date;
}

const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const RELATIVE =
  /\bin\s+(\d+|a|an|one|two|three|four|five|half an)\s+(hours?|hrs?|minutes?|mins?)\b/;

const datePart = (d: Date, tz: string) => formatInZone(d, tz).split(", ").slice(0, 3).join(", ");
const timePart = (d: Date, tz: string) => formatInZone(d, tz).split(", ").slice(3).join(", ");

function describe(windows: WishWindow[], time: DayTime | null, tz: string): string {
  const words = windows.slice(0, 3).map((w) => {
    const day = datePart(w.from, tz);
    if (!time) return `${day} (any time)`;
    if (time.exact) return formatInZone(w.from, tz);
    // "before noon" reads as "until 12:00 PM", "after 3pm" as "from 3:00 PM".
    if (time.start === 0) return `${day}, until ${timePart(w.to, tz)}`;
    if (time.end >= 1440) return `${day}, from ${timePart(w.from, tz)}`;
    return `${day}, ${timePart(w.from, tz)} to ${timePart(w.to, tz)}`;
  });
  const more = windows.length > 3 ? ` and ${windows.length - 3} more days` : "";
  return `${words.join("; ")}${more} (${tz})`;
}

/**
 * The wish in `text`, read in `timeZone` at the instant `now`; null when it names neither a day
 * nor a time.
 */
export function interpretRequest(said: string, now: Date, callerZone: string): Wish | null {
  // A zone named in the wish ("3pm EST") wins over the caller's.
  const named = zoneInWish(said);
  const text = named?.rest ?? said;
  const timeZone = named?.timeZone ?? callerZone;
  const lower = ` ${plainClockWords(text.toLowerCase().replace(/[’]/g, "'")).replace(/'/g, "")} `;
  const local = zonedParts(now, timeZone);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  const build = (
    windows: WishWindow[],
    dayTime: DayTime | null,
    dayKeys: string[],
  ): Wish | null => {
    const sorted = windows.filter((w) => w.to > w.from).sort((a, b) => +a.from - +b.from);
    const first = sorted[0];
    const last = sorted.at(-1);
    if (!first || !last) return null;
    const exact = Boolean(dayTime?.exact);
    return {
      windows: sorted,
      exact,
      dayKeys,
      dayTime: dayTime ?? WHOLE_DAY,
      timeZone,
      label: describe(sorted, dayTime, timeZone),
      from: first.from,
      to: last.to,
    };
  };

  const relative = RELATIVE.exec(lower);
  if (relative?.[1] && relative[2]) {
    const n = relative[1] === "half an" ? 0.5 : (COUNT[relative[1]] ?? Number(relative[1]));
    const at = new Date(now.getTime() + n * (relative[2].startsWith("h") ? 3_600_000 : 60_000));
    const day = zonedParts(at, timeZone);
    const end = zonedTimeToUtc(addLocalDays(day, 1), timeZone);
    return build([{ from: at, to: end }], { start: day.hour * 60 + day.minute, end: 1440 }, [
      dateKey(day),
    ]);
  }

  const reference = { instant: now, timezone: zoneOffsetMinutes(now, timeZone) };
  // "tomorrow evening or Monday morning": each alternative keeps its own time of day.
  const alternatives = lower.split(/,?\s+or\s+/);
  if (alternatives.length > 1) {
    const own = alternatives.map((part) => {
      const read = readDayTime(part, local);
      return read.dayTime && readDays(read.rest, today, reference, timeZone).days.length
        ? interpretRequest(part, now, timeZone)
        : null;
    });
    const wishes = own.filter((w): w is Wish => w !== null);
    if (wishes.length === alternatives.length) {
      const merged = build(
        wishes.flatMap((w) => w.windows),
        wishes.every((w) => w.exact) ? (wishes[0]?.dayTime ?? null) : null,
        wishes.flatMap((w) => w.dayKeys),
      );
      return merged && { ...merged, label: wishes.map((w) => w.label).join("; or ") };
    }
  }

  const avoided = readExclusions(lower.replace(RELATIVE, " "), local);
  const { dayTime, rest } = readDayTime(avoided.rest, local);
  let { days } = readDays(rest, today, reference, timeZone);
  if (!days.length && !dayTime) return null;
  const time = dayTime ?? WHOLE_DAY;
  if (!days.length) {
    // A time alone means today while it is still ahead, else tomorrow ("10am" said at 11am).
    const nowMinutes = local.hour * 60 + local.minute;
    const ahead = time.exact ? time.start > nowMinutes : time.end > nowMinutes;
    days = [ahead || /\b(this|today|tonight)\b/.test(lower) ? today : addLocalDays(today, 1)];
  }
  const at = (d: LocalDate, minutes: number) =>
    minutes >= 1440
      ? zonedTimeToUtc(addLocalDays(d, 1), timeZone)
      : zonedTimeToUtc({ ...d, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
  const windows = days.map((d) => ({ from: at(d, time.start), to: at(d, time.end) }));
  const wish = build(windows, dayTime, days.map(dateKey));
  return wish && avoided.excluded.length ? withoutExcluded(wish, avoided.excluded) : wish;
}
