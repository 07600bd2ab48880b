/**
 * How a question is shown in the analytics (its most asked questions): shared by both storage
 * back ends, beside the grouping key of analytics-keys.ts.
 */

/** A character outside printable ASCII and its spacing (which normalising leaves as it is). */
export const NOT_ASCII = /[^\t\n\r -~]/;

/** A greeting standing apart at a question's start, and a "please" at its end. */
const GREETING = /^(hi|hello|hey)[,!.]\s*/i;
const PLEASE_AT_END = /[,\s]+please([?!.]?)$/i;

/**
 * How a question is shown: spacing and repeated punctuation tidied, shouting lowered, and a
 * greeting dropped only when it stands apart ("Hi, what…"), so "Hello there,\nsecond line"
 * keeps its first line.
 */
export const displayQuestion = (text: string): string => displayOf(text, !NOT_ASCII.test(text));

/** displayQuestion of a text already known to be printable ASCII (`ascii`) or not. */
export function displayOf(text: string, ascii: boolean): string {
  return shown(ascii && isTidy(text) && !GREETING.test(text) ? text : tidiedByPatterns(text));
}

/** displayQuestion by its patterns alone, which a tidy text's shortcut must match. */
export const displayByPatterns = (text: string): string => shown(tidiedByPatterns(text));

function tidiedByPatterns(text: string): string {
  const tidy = text.trim().replace(/\s+/g, " ");
  const s = tidy
    .replace(/\s+([?!.,])/g, "$1")
    .replace(/([?!.])[?!.]+/g, "$1")
    .replace(GREETING, "")
    .replace(PLEASE_AT_END, "$1");
  return s || tidy;
}

/** A `?`, `!` or `.`: repeated, they are one; after a space, the space goes. */
const isStop = (c: number) => c === 63 || c === 33 || c === 46;

/**
 * Whether a printable-ASCII text is one the spacing and punctuation patterns leave as it is (most
 * questions are): not empty, single spaces between words and none at its ends or before
 * punctuation, no `?!.` repeated, and no "please" ending it. Read in one pass instead of the
 * patterns' five.
 */
function isTidy(text: string): boolean {
  const n = text.length;
  if (n === 0) return false;
  let prev = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    // Tab, line feed, carriage return: spacing that becomes a space.
    if (c === 9 || c === 10 || c === 13) return false;
    if (c === 32 ? prev === 32 || i === 0 || i === n - 1 : prev === 32 && (c === 44 || isStop(c)))
      return false;
    if (isStop(c) && isStop(prev)) return false;
    prev = c;
  }
  // "…, please", "… please?": a space or comma, "please" in any case, at most one stop.
  const end = isStop(prev) ? n - 1 : n;
  if (end < 7 || text.slice(end - 6, end).toLowerCase() !== "please") return true;
  const c = text.charCodeAt(end - 7);
  return c !== 32 && c !== 44;
}

const ASCII_LOWER = /[a-z]/;

/** A tidied question's first letter raised, and all capitals ("SHOUTING") lowered first. */
function shown(tidied: string): string {
  let s = tidied;
  // Only a text without a lower-case a-z can be all capitals (an a-z letter differs from its
  // capital): most questions are not read letter by letter for it (a Unicode pattern's copy).
  if (!ASCII_LOWER.test(s)) {
    const letters = s.replace(/[^\p{L}]/gu, "");
    if (letters.length > 3 && letters === letters.toUpperCase()) s = s.toLowerCase();
  }
  return (s.charAt(0).toUpperCase() + s.slice(1)).slice(0, 300);
}
