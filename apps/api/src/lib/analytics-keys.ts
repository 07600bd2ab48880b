/**
 * Pure helpers shared by both storage back ends for the analytics aggregates: how a
 * question is grouped, which topics it touches, and the day buckets counters live in.
 */

import { displayOf, NOT_ASCII } from "./question-display";

/** Words that do not change what is being asked ("please", "hi"...). */
const FILLER = new Set(["please", "pls", "hi", "hello", "hey", "thanks", "thank", "you", "um"]);

/**
 * The grouping key of a question: case, punctuation, spacing and polite filler words do not
 * matter ("What does it cost?" = "what does it cost" = "Hi, what does it cost please!").
 */
export function normalizeQuestion(text: string): string {
  // Plain ASCII, most questions, has no accents to take off and its letters and digits are
  // a-z and 0-9 once lowered: read in one pass over its characters (the patterns below cost
  // ~6× as much, and this runs for every question the chat and MCP are asked).
  if (!NOT_ASCII.test(text)) return keyOf(asciiWords(text.toLowerCase()));
  return normalizeByUnicodeRules(text);
}

/** `normalizeQuestion` by the Unicode rules alone, which plain ASCII's own pass must match. */
export function normalizeByUnicodeRules(text: string): string {
  // Accents off ("café" → "cafe").
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  return keyOf(words);
}

function keyOf(words: string[]): string {
  // The words that are not filler, joined as they come (no array of them, no closure).
  let kept = "";
  for (const word of words) if (!FILLER.has(word)) kept = kept ? `${kept} ${word}` : word;
  return (kept || words.join(" ")).slice(0, 200);
}

/**
 * The words of a printable-ASCII text (lowered) as the Unicode path reads them: apostrophes
 * taken out (they join "don't" into "dont"), anything else but a-z and 0-9 a break.
 */
function asciiWords(lower: string): string[] {
  const words: string[] = [];
  // Where the current run of letters and digits starts, and the word's part before an apostrophe.
  let start = -1;
  let before: string | undefined;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (c === 39) {
      if (start >= 0) before = (before ?? "") + lower.slice(start, i);
      start = -1;
    } else if (start >= 0) {
      const run = lower.slice(start, i);
      words.push(before === undefined ? run : before + run);
      start = -1;
      before = undefined;
    } else if (before !== undefined) {
      words.push(before);
      before = undefined;
    }
  }
  return words;
}

export { displayQuestion } from "./question-display";

/**
 * A question's grouping key (normalizeQuestion), topics (questionTopics) and shown form
 * (displayQuestion; "" without a key), its text checked for plain ASCII and lowered once for all.
 */
export function readQuestion(text: string) {
  const ascii = !NOT_ASCII.test(text);
  const lower = ascii ? text.toLowerCase() : text;
  const norm = ascii ? keyOf(asciiWords(lower)) : normalizeByUnicodeRules(text);
  return { norm, topics: topicsOf(lower, ascii), display: norm ? displayOf(text, ascii) : "" };
}

/** Topics a question touches, found by keywords; the insight rules read their counts. */
export const QUESTION_TOPICS = {
  pricing: /\b(price|prices|pricing|cost|costs|fee|fees|budget|cheap|expensive|how much|\$\d)/i,
  booking: /\b(book|booking|schedule|appointment|meeting|call|consultation|availab)/i,
  chatbots: /\b(chat ?bots?|assistant|chat)\b/i,
  automation: /\b(automat|workflow|process|integrat)/i,
  marketing: /\b(marketing|seo|leads?|email|social|campaign)/i,
  data: /\b(data|analytics|report|dashboard|insight)/i,
  support: /\b(customer service|support|help ?desk|ticket)/i,
} as const satisfies Record<string, RegExp>;
export type QuestionTopic = keyof typeof QUESTION_TOPICS;

const TOPICS = Object.keys(QUESTION_TOPICS) as QuestionTopic[];
/**
 * The same patterns matching case: on plain ASCII lowered once, they find what the patterns
 * ignoring case find (their letters are lower case), in about a third of the time. Other text
 * is read by the patterns as they are (lowering it can make ASCII letters of others: "K").
 */
const LOWER_CASE_TOPICS = TOPICS.map((t) => new RegExp(QUESTION_TOPICS[t].source));

/** The topics a question touches, or `["other"]` when it matches none of them. */
export function questionTopics(text: string): (QuestionTopic | "other")[] {
  const ascii = !NOT_ASCII.test(text);
  return topicsOf(ascii ? text.toLowerCase() : text, ascii);
}

/** questionTopics of a text: plain ASCII lowered (`ascii`), any other as it is. */
function topicsOf(read: string, ascii: boolean): (QuestionTopic | "other")[] {
  const found: QuestionTopic[] = [];
  for (let i = 0; i < TOPICS.length; i++) {
    const topic = TOPICS[i] as QuestionTopic;
    const pattern = ascii ? LOWER_CASE_TOPICS[i] : QUESTION_TOPICS[topic];
    if (pattern?.test(read)) found.push(topic);
  }
  return found.length ? found : ["other"];
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written by the digits of `s` from `from` to `to` (excluded); -1 if one is not 0-9. */
function digits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Whether `y`-`m`-`d` (month 1-12) is a day of the calendar. */
function isCalendarDay(y: number, m: number, d: number): boolean {
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 && leap ? 29 : (DAYS_IN_MONTH[m - 1] ?? 0);
  return d >= 1 && d <= days;
}

/** Whether `iso` is a time stamp as `toISOString` writes it (UTC, milliseconds, `Z`) of a real day. */
function isCanonical(iso: string): boolean {
  if (iso.length !== 24) return false;
  const c = (i: number) => iso.charCodeAt(i);
  // YYYY-MM-DDTHH:MM:SS.mmmZ
  if (c(4) !== 45 || c(7) !== 45 || c(10) !== 84 || c(13) !== 58 || c(16) !== 58) return false;
  if (c(19) !== 46 || c(23) !== 90) return false;
  const year = digits(iso, 0, 4);
  const hour = digits(iso, 11, 13);
  const minute = digits(iso, 14, 16);
  const second = digits(iso, 17, 19);
  if (year < 0 || hour < 0 || hour > 23 || minute < 0 || minute > 59) return false;
  if (second < 0 || second > 59 || digits(iso, 20, 23) < 0) return false;
  return isCalendarDay(year, digits(iso, 5, 7), digits(iso, 8, 10));
}

/**
 * The first `length` characters of a time stamp as `toISOString` writes it. A stored message's
 * time stamp is already written so, and is its own prefix: parsing it into a Date and writing
 * it again (~1 µs, two or three times per chat message) is only needed for any other form.
 */
function utcPrefix(iso: string, length: number): string {
  if (isCanonical(iso)) return iso.slice(0, length);
  return new Date(iso).toISOString().slice(0, length);
}

/** UTC calendar day `YYYY-MM-DD` of an ISO time stamp. */
export const dayOf = (iso: string) => utcPrefix(iso, 10);
/** UTC hour `YYYY-MM-DDTHH` of an ISO time stamp. */
export const hourOf = (iso: string) => utcPrefix(iso, 13);

const DAY_MS = 86_400_000;

/**
 * The milliseconds since 1970 of an ISO time stamp, as Date.parse reads it: one written as
 * `toISOString` writes it (every stored one) is counted from its digits, ~4× cheaper.
 */
export function timeOf(iso: string): number {
  if (!isCanonical(iso)) return Date.parse(iso);
  const clock =
    digits(iso, 11, 13) * 3_600_000 +
    digits(iso, 14, 16) * 60_000 +
    digits(iso, 17, 19) * 1000 +
    digits(iso, 20, 23);
  return dayNumber(iso.slice(0, 10)) * DAY_MS + clock;
}
/**
 * The days since 1970-01-01 of a day `YYYY-MM-DD`. A real day is counted directly (the civil
 * calendar's days; as Date.parse reads it, ~5× cheaper); any other text goes through Date.parse.
 */
export function dayNumber(day: string): number {
  const y = day.length === 10 && day[4] === "-" && day[7] === "-" ? digits(day, 0, 4) : -1;
  const m = y < 0 ? -1 : digits(day, 5, 7);
  const d = m < 0 ? -1 : digits(day, 8, 10);
  if (d < 0 || !isCalendarDay(y, m, d)) {
    return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  }
  // Days from 0000-03-01 in 400-year eras (March first, so the leap day ends a year).
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}
export const dayFromNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to` inclusive (`YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) out.push(dayFromNumber(n));
  return out;
}

/**
 * Question frequencies are kept in aligned blocks of 1, 8 and 64 days (bucket
 * `floor(dayNumber / 8^level)`), so any day range is covered by a few dozen blocks: a year of
 * popular questions costs about what a week does. Earlier versions also kept blocks of 512
 * days, which no range the dashboard offers (a year at most) ever read; they are left unread
 * (the lower levels hold every count too), so data kept with four levels reads the same.
 */
export const BUCKET_FANOUT = 8;
export const BUCKET_LEVELS = 3;

/** The block of each level a day falls in: `[{level, bucket}]`, one per level. */
export function bucketsOfDay(day: string): { level: number; bucket: number }[] {
  const n = dayNumber(day);
  const blocks: { level: number; bucket: number }[] = [];
  for (let level = 0, size = 1; level < BUCKET_LEVELS; level++, size *= BUCKET_FANOUT)
    blocks.push({ level, bucket: Math.floor(n / size) });
  return blocks;
}

export interface BucketRange {
  level: number;
  /** Inclusive bucket numbers at this level. */
  from: number;
  to: number;
}

/** The fewest aligned blocks that exactly cover days `from`..`to` (inclusive). */
export function coverDays(from: string, to: string): BucketRange[] {
  let lo = dayNumber(from);
  let hi = dayNumber(to);
  const out: BucketRange[] = [];
  for (let level = 0; lo <= hi; level++) {
    if (level === BUCKET_LEVELS - 1) {
      out.push({ level, from: lo, to: hi });
      break;
    }
    const up = Math.ceil(lo / BUCKET_FANOUT) * BUCKET_FANOUT;
    const down = Math.floor((hi + 1) / BUCKET_FANOUT) * BUCKET_FANOUT - 1;
    if (up > down) {
      out.push({ level, from: lo, to: hi });
      break;
    }
    if (lo < up) out.push({ level, from: lo, to: up - 1 });
    if (down < hi) out.push({ level, from: down + 1, to: hi });
    lo = up / BUCKET_FANOUT;
    hi = (down + 1) / BUCKET_FANOUT - 1;
  }
  return out;
}
