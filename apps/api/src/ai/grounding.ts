/**
 * The grounding check on a model's answer: every figure (prices, percentages, durations) and
 * every promise (guarantees, refunds, free trials) it states must appear in the facts it was
 * given. An answer that fails is replaced by the built-in answer.
 */
import { figuresIn } from "./front-desk/understanding";

const PROMISES =
  /\b(guarantee[ds]?|guaranteed|money[- ]back|refunds?|risk[- ]free|free trial|no[- ]cost|discounts?)\b/gi;

const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"].map(
    (w, i) => [w, String(w === "twelve" ? 12 : i + 1)],
  ),
);

/** Digits for number words ("two to six weeks" → "2 to 6 weeks"), so both spellings match. */
const digits = (text: string) =>
  text
    .replace(/\b(\d+)-(minute|hour|day|week|month|year)\b/gi, "$1 $2s")
    .replace(
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/gi,
      (w) => NUMBER_WORDS.get(w.toLowerCase()) ?? w,
    );

/** The figures and promises in `answer` that `grounds` (the facts given to the model) lack. */
export function ungroundedClaims(answer: string, grounds: string): string[] {
  const known = new Set(figuresIn(digits(grounds)));
  const groundsLower = grounds.toLowerCase();
  const figures = figuresIn(digits(answer)).filter((f) => !known.has(f));
  const promises = (answer.match(PROMISES) ?? [])
    .map((p) => p.toLowerCase())
    .filter((p) => !groundsLower.includes(p));
  // "not guaranteed" or "no refunds" state no promise.
  const negated = (p: string) =>
    new RegExp(`\\b(no|not|never|don't|doesn't|cannot|can't)\\b[^.]{0,20}${p}`, "i").test(answer);
  return [...new Set([...figures, ...promises.filter((p) => !negated(p))])];
}
