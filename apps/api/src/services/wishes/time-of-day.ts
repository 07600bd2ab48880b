/**
 * The time-of-day part of a wish: exact times ("at 4:50pm"), ranges ("between 2 and 4",
 * "1-3pm"), bounds ("before noon", "after 3pm") and parts of the day ("late afternoon").
 * Minutes after local midnight; several constraints intersect.
 */

/** [start, end) in minutes after midnight; `exact` means the call must start at `start`. */
export interface DayTime {
  start: number;
  end: number;
  exact?: boolean;
}

export const WHOLE_DAY: DayTime = { start: 0, end: 24 * 60 };

const MERIDIEM = String.raw`(?:\s*(a\.?m\.?|p\.?m\.?))?`;
/** A clock time: "4", "4:50", "4pm", "16:30", "noon". Group 1 is the word, 2-4 the numbers. */
const CLOCK = String.raw`(noon|midday|midnight|(\d{1,2})(?::(\d{2}))?${MERIDIEM})`;
const NOT_AFTER_DIGIT = String.raw`(?<![\d/.:-])`;
const END = String.raw`(?![\d/]|st\b|nd\b|rd\b|th\b)`;

interface Clock {
  hour: number;
  minute: number;
  meridiem?: "am" | "pm";
}

function readClock(m: RegExpExecArray, at: number): Clock | null {
  const word = m[at]?.toLowerCase();
  if (word === "noon" || word === "midday") return { hour: 12, minute: 0, meridiem: "pm" };
  if (word === "midnight") return { hour: 0, minute: 0, meridiem: "am" };
  const hour = Number(m[at + 1]);
  const minute = Number(m[at + 2] ?? 0);
  const mer = m[at + 3]?.toLowerCase().startsWith("p") ? "pm" : m[at + 3] ? "am" : undefined;
  if (hour > 23 || minute > 59 || (mer && (hour < 1 || hour > 12))) return null;
  return { hour, minute, ...(mer ? { meridiem: mer } : {}) };
}

/** Minutes after midnight; without am/pm, 1-6 is afternoon (business meetings), 7-11 morning. */
function minutesOf(c: Clock, meridiem = c.meridiem): number {
  let h = c.hour;
  if (meridiem === "pm" && h < 12) h += 12;
  else if (meridiem === "am" && h === 12) h = 0;
  else if (!meridiem && h >= 1 && h <= 6) h += 12;
  return h * 60 + c.minute;
}

/** A range's start borrows the end's am/pm when it has none ("1-3pm", "10-11am"). */
function rangeOf(a: Clock, b: Clock): DayTime | null {
  const end = minutesOf(b);
  let start = minutesOf(a);
  if (!a.meridiem && b.meridiem && a.hour <= 12) {
    const same = minutesOf(a, b.meridiem);
    start = same < end ? same : minutesOf(a, b.meridiem === "pm" ? "am" : "pm");
  }
  if (!a.meridiem && !b.meridiem && end <= start && start >= 12 * 60) start -= 12 * 60;
  return end > start ? { start, end } : null;
}

/**
 * "Monday 12-1": two clock hours without am/pm read as a range, unless a count follows
 * ("2-3 days", "3-4 people").
 */
function bareHours(a: Clock, b: Clock, m: RegExpExecArray): boolean {
  const after = m.input.slice(m.index + m[0].length);
  const hours = [a.hour, b.hour].every((h) => h >= 1 && h <= 12) && a.hour !== b.hour;
  return (
    hours &&
    !/^\s*(?:business\s+)?(?:days?|weeks?|months?|years?|hours?|hrs?|mins?|minutes?|people|persons?|times)\b/.test(
      after,
    )
  );
}

const PARTS: Array<[RegExp, DayTime]> = [
  // "Not too early" rules out the first hour of the day; "not too late" the last two.
  [/\bnot (?:too |so )?early\b/, { start: 10 * 60, end: 24 * 60 }],
  [/\bnot (?:too |so )?late\b/, { start: 0, end: 15 * 60 }],
  [/\bmid-? ?mornings?\b/, { start: 10 * 60, end: 11 * 60 + 30 }],
  [/\bmid-? ?afternoons?\b/, { start: 14 * 60, end: 16 * 60 }],
  [/\bearly mornings?\b/, { start: 6 * 60, end: 9 * 60 }],
  [/\blate mornings?\b/, { start: 10 * 60, end: 12 * 60 }],
  [/\bmornings?\b/, { start: 6 * 60, end: 12 * 60 }],
  [/\bearly afternoons?\b/, { start: 12 * 60, end: 14 * 60 }],
  [/\blate afternoons?\b/, { start: 15 * 60, end: 17 * 60 }],
  [/\bafternoons?\b/, { start: 12 * 60, end: 17 * 60 }],
  [/\bafter lunch\b/, { start: 13 * 60, end: 24 * 60 }],
  [/\bbefore lunch\b/, { start: 0, end: 12 * 60 }],
  [/\blunch(?:time)?\b/, { start: 12 * 60, end: 13 * 60 + 30 }],
  [/\b(?:evenings?|tonight|nights?|after work)\b/, { start: 17 * 60, end: 22 * 60 }],
  [/\b(?:end of (?:the )?day|eod)\b/, { start: 15 * 60, end: 17 * 60 }],
  [/\bfirst thing\b/, { start: 0, end: 10 * 60 }],
];

const intersect = (a: DayTime, b: DayTime): DayTime =>
  a.exact ? a : b.exact ? b : { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };

/**
 * Reads the time-of-day constraints in `text` (lower case). Returns them intersected (null when
 * there are none) and the text with the times blanked out, so dates can be read from the rest.
 */
export function readDayTime(text: string, now: { hour: number; minute: number }) {
  let rest = text;
  const found: DayTime[] = [];
  const take = (re: RegExp, read: (m: RegExpExecArray) => DayTime | null) => {
    for (const m of rest.matchAll(re)) {
      const t = read(m);
      if (!t) continue;
      found.push(t);
      rest = rest.replace(m[0], " ".repeat(m[0].length));
    }
  };
  const range = String.raw`${NOT_AFTER_DIGIT}${CLOCK}\s*(?:-|–|to|until|till|and)\s*${CLOCK}${END}`;
  take(new RegExp(String.raw`\b(?:between|from)\s+${range}`, "g"), (m) => {
    const a = readClock(m, 1);
    const b = readClock(m, 5);
    return a && b ? rangeOf(a, b) : null;
  });
  take(
    new RegExp(
      String.raw`${NOT_AFTER_DIGIT}${CLOCK}\s*(?:-|–|to|until|till)\s*${CLOCK}${END}`,
      "g",
    ),
    (m) => {
      const a = readClock(m, 1);
      const b = readClock(m, 5);
      if (!a || !b) return null;
      return a.meridiem || b.meridiem || m[3] || m[7] || bareHours(a, b, m) ? rangeOf(a, b) : null;
    },
  );
  take(
    new RegExp(
      String.raw`\b(before|by|until|till|no later than|after|later than|from|at|around|about)\s+${CLOCK}${END}`,
      "g",
    ),
    (m) => {
      const c = readClock(m, 2);
      if (!c) return null;
      const at = minutesOf(c);
      const word = m[1] ?? "";
      if (/before|by|until|till|no later/.test(word)) return { start: 0, end: at };
      if (/after|later than|from/.test(word)) return { start: at, end: 24 * 60 };
      return { start: at, end: at + 30, exact: true };
    },
  );
  // A bare time needs am/pm or minutes to be told from a date or a count.
  take(new RegExp(String.raw`${NOT_AFTER_DIGIT}\b${CLOCK}${END}`, "g"), (m) => {
    const c = readClock(m, 1);
    if (!c || !(c.meridiem || m[3] || /noon|midday/.test(m[1] ?? ""))) return null;
    const at = minutesOf(c);
    return { start: at, end: at + 30, exact: true };
  });
  if (/\bsame time\b/.test(rest)) {
    const at = now.hour * 60 + now.minute;
    found.push({ start: at, end: at + 30, exact: true });
  }
  // Several parts of the day ("morning or afternoon") widen each other when they touch; when
  // they do not ("morning or evening"), only the first counts, so nothing unasked is booked.
  let part: DayTime | null = null;
  for (const [re, t] of PARTS) {
    if (!re.test(rest)) continue;
    rest = rest.replace(re, " ");
    if (!part) part = t;
    else if (t.start <= part.end && part.start <= t.end) {
      part = { start: Math.min(part.start, t.start), end: Math.max(part.end, t.end) };
    }
  }
  if (part) found.push(part);
  const dayTime = found.length ? found.reduce(intersect) : null;
  return { dayTime, rest };
}
