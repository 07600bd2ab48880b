/**
 * Correcting a misspelt word to the word the visitor meant, among the words the facts use and
 * the small words of a question. Only a word that is not English is corrected ("procces",
 * "contcat", "dentel"); a swapped pair of letters counts as one slip ("emial" → "email"), and
 * the first letter is trusted, as people rarely mistype it.
 */
import { RecentCache } from "../../lib/recent-cache";
import { isEnglish, isEnglishAt } from "./english";
import { englishWords } from "./english-words";
import { replaceLowerWords } from "./letter-words";
import { WordStore } from "./word-store";

/** Three rows of the distance table, reused (words longer than this are never compared). */
const ROW = 64;
const rows = [new Int32Array(ROW), new Int32Array(ROW), new Int32Array(ROW)] as const;

/** Edits between two words, a swap of neighbouring letters counting as one (optimal alignment). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length >= ROW || b.length >= ROW) return a === b ? 0 : max + 1;
  let [prev2, prev, row] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(
        (prev[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj)
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  return prev[b.length] ?? max + 1;
}

/** The letters a word uses, one bit each. */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) - 97);
  return bits;
}

function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0xf0f0f0f) * 0x1010101) >>> 24;
}

/** Letters two words share at their start. */
const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

export interface Speller {
  /** The word meant, or undefined when the word is fine or nothing is close enough. */
  correct(word: string): string | undefined;
  /** Whether the word is one of the speller's own words. */
  knows(word: string): boolean;
}

/** The words a speller corrects towards (lower case, three letters or more, a to z only). */
interface Lexicon {
  knows(word: string): boolean;
  /**
   * Adds to `out`, in a fixed order, the words of `length` letters starting with `first` whose
   * set of letters differs from `letters` in at most `spread` letters.
   */
  near(first: string, length: number, letters: number, spread: number, out: string[]): void;
}

/** A speller's own list, grouped by first letter and length. */
function listLexicon(words: Iterable<string>): Lexicon {
  // Each word with the set of its letters as bits: a word is compared only with those it could
  // be (one edit changes at most two letters of the set).
  const buckets = new Map<string, { word: string; letters: number }[]>();
  const known = new Set<string>();
  for (const w of words) {
    if (w.length < 3 || known.has(w) || !/^[a-z]+$/.test(w)) continue;
    known.add(w);
    const key = `${w[0]}${w.length}`;
    const list = buckets.get(key) ?? [];
    list.push({ word: w, letters: lettersOf(w) });
    buckets.set(key, list);
  }
  return {
    knows: (word) => known.has(word),
    near(first, length, letters, spread, out) {
      for (const c of buckets.get(`${first}${length}`) ?? [])
        if (bitCount(c.letters ^ letters) <= spread) out.push(c.word);
    },
  };
}

/** Not a word a speller corrects towards (shorter than three letters, or not a to z only). */
const SKIPPED = -1;

/**
 * The words of a compact store, looked up in it rather than copied: only the letter sets are
 * kept beside it (4 bytes a word).
 */
function storeLexicon(store: WordStore): Lexicon {
  const eligible = (w: string) => w.length >= 3 && /^[a-z]+$/.test(w);
  const lettersByIndex = new Int32Array(store.size);
  let i = 0;
  for (const w of store) lettersByIndex[i++] = eligible(w) ? lettersOf(w) : SKIPPED;
  return {
    knows: (word) => eligible(word) && store.has(word),
    near(first, length, letters, spread, out) {
      const group = store.group(first, length);
      for (let k = 0; k < group.count; k++) {
        const bits = lettersByIndex[group.index + k] ?? SKIPPED;
        if (bits !== SKIPPED && bitCount(bits ^ letters) <= spread) out.push(group.word(k));
      }
    },
  };
}

/**
 * A speller over `words` (lower case), or over a word store without copying it: one slip in a
 * word of up to six letters, two beyond.
 */
export function createSpeller(words: Iterable<string> | WordStore): Speller {
  const lexicon = words instanceof WordStore ? storeLexicon(words) : listLexicon(words);
  const cache = new RecentCache<string | undefined>(5000);
  const find = (word: string): string | undefined => {
    const max = word.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestEdits = max + 1;
    let bestShared = 0;
    const first = word[0] ?? "";
    const letters = lettersOf(word);
    const candidates: string[] = [];
    for (let n = word.length - max; n <= word.length + max; n++)
      lexicon.near(first, n, letters, 2 * max, candidates);
    for (const candidate of candidates) {
      const edits = editDistance(word, candidate, max);
      if (edits > max) continue;
      // Fewer edits first; then the longer shared start ("procces": "process", not "prices").
      const shared = sharedStart(word, candidate);
      // Then the longer word: a letter left out is a commoner slip than a wrong one ("helo").
      const better =
        edits < bestEdits ||
        (edits === bestEdits &&
          (shared > bestShared ||
            (shared === bestShared && candidate.length > (best?.length ?? 0))));
      if (better) {
        best = candidate;
        bestEdits = edits;
        bestShared = shared;
      }
    }
    return best;
  };
  return {
    knows: (word) => lexicon.knows(word),
    correct(word) {
      if (word.length < 4 || !/^[a-z]+$/.test(word) || lexicon.knows(word) || isEnglish(word))
        return undefined;
      return cache.get(word, find);
    },
  };
}

let dictionarySpeller: Speller | undefined;

/** Whether a word that is not English is a slip away from an English word ("adress", "montly"). */
export function nearEnglish(word: string): boolean {
  dictionarySpeller ??= createSpeller(englishWords());
  return dictionarySpeller.correct(word.toLowerCase()) !== undefined;
}

/** Whether the dictionary's speller is made (for tests). */
export const dictionarySpellerBuilt = (): boolean => dictionarySpeller !== undefined;

/**
 * A message with its misspelt words corrected: each lower-case word of four letters or more
 * that is not English, to the word `domain` suggests (the words the site uses), else to the
 * nearest English word ("recomend", "refnd", "garantee"). Capitalised words are names.
 */
export function withTyposCorrected(
  text: string,
  domain: (word: string) => string | undefined,
): string {
  return replaceLowerWords(
    text,
    (word) => {
      if (isEnglish(word)) return word;
      dictionarySpeller ??= createSpeller(englishWords());
      return domain(word) ?? dictionarySpeller.correct(word) ?? word;
    },
    // An English word is left as it is: known by its place, it is not cut out of the text.
    isEnglishAt,
  );
}
