/**
 * A message's words of letters, as two Unicode patterns read them: every word of three letters or
 * more (the language check) and every lower-case word the typo check may correct. Most messages
 * are plain ASCII, whose letters are read by character code in one pass instead (the same words,
 * in the same order); any other text goes through the patterns.
 */

/** A character beyond ASCII (any UTF-16 code unit from 0x80). */
export const NOT_ASCII = /[\u0080-\uffff]/;

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isLower = (c: number) => c >= 97 && c <= 122;
const isWordCode = (c: number) => isLetter(c) || (c >= 48 && c <= 57) || c === 95;

/** Every word of three letters or more, lower-cased. */
export const LETTER_WORDS = /\p{L}{3,}/gu;

/** `text.toLowerCase().match(LETTER_WORDS) ?? []`. */
export function letterWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (NOT_ASCII.test(text)) return lower.match(LETTER_WORDS) ?? [];
  // Lower-cased plain ASCII: its letters are the lower-case ones letterRuns finds.
  const runs = letterRuns(lower);
  const words: string[] = [];
  for (let k = 0; k < runs.length; k += 2) words.push(lower.slice(runs[k], runs[k + 1]));
  return words;
}

/**
 * Where `letterWords` finds the words of a plain-ASCII text: each word's start and end, one
 * after the other, without cutting them out (a caller looks them up by place, see english.ts).
 */
export function letterRuns(text: string): number[] {
  const runs: number[] = [];
  for (let i = 0; i < text.length; ) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < text.length && isLetter(text.charCodeAt(j))) j++;
    if (j - i >= 3) runs.push(i, j);
    i = j;
  }
  return runs;
}

/**
 * A lower-case word of four letters or more, not part of an address, a name ("McKinsey"), a
 * contraction or a compound: what the typo check may correct.
 */
export const LOWER_WORDS = /(?<![\p{L}@.'’-])[a-z]{4,}(?![\p{L}@'’-]|\.\w)/gu;

/**
 * `text.replace(LOWER_WORDS, fix)`. In plain ASCII a match is a whole run of letters, all lower
 * case, four or more, with no "@", ".", "'" or "-" before it and no "@", "'", "-" or "." with a
 * word character after it.
 */
export function replaceLowerWords(
  text: string,
  fix: (word: string) => string,
  /**
   * Whether the word from `from` to `to` would be left as it is (`fix` returns it): then it is
   * neither cut out nor handed to `fix`. Asked only in plain ASCII.
   */
  kept?: (text: string, from: number, to: number) => boolean,
): string {
  if (NOT_ASCII.test(text)) return text.replace(LOWER_WORDS, fix);
  let out = "";
  let copied = 0;
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!isLetter(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let j = i;
    let lower = true;
    for (; j < n && isLetter(text.charCodeAt(j)); j++) lower &&= isLower(text.charCodeAt(j));
    const before = i > 0 ? text.charCodeAt(i - 1) : -1;
    const after = j < n ? text.charCodeAt(j) : -1;
    if (
      lower &&
      j - i >= 4 &&
      before !== 64 &&
      before !== 46 &&
      before !== 39 &&
      before !== 45 &&
      after !== 64 &&
      after !== 39 &&
      after !== 45 &&
      !(after === 46 && j + 1 < n && isWordCode(text.charCodeAt(j + 1)))
    ) {
      if (kept?.(text, i, j)) {
        i = j;
        continue;
      }
      const word = text.slice(i, j);
      const fixed = fix(word);
      if (fixed !== word) {
        out += text.slice(copied, i) + fixed;
        copied = j;
      }
    }
    i = j;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
