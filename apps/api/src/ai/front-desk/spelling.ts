/**
 * Correcting a misspelt word to the word the visitor meant, among the words the facts use and
 * the small words of a question. Only a word that is not English is corrected ("procces",
 * "contcat", "dentel"); a swapped pair of letters counts as one slip ("emial" → "email"), and
 * the first letter is trusted, as people rarely mistype it.
 */
import { englishEntries, isEnglishWord } from "./english-words";

/** Edits between two words, a swap of neighbouring letters counting as one (optimal alignment). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (prev2[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
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
}

/** A speller over `words` (lower case): one slip in a word of up to six letters, two beyond. */
export function createSpeller(words: Iterable<string>): Speller {
  const byFirst = new Map<string, string[]>();
  for (const w of new Set(words)) {
    if (w.length < 3 || !/^[a-z]+$/.test(w)) continue;
    const list = byFirst.get(w[0] ?? "") ?? [];
    list.push(w);
    byFirst.set(w[0] ?? "", list);
  }
  const known = new Set([...byFirst.values()].flat());
  const cache = new Map<string, string | undefined>();
  const find = (word: string): string | undefined => {
    const max = word.length >= 7 ? 2 : 1;
    let best: string | undefined;
    let bestEdits = max + 1;
    let bestShared = 0;
    for (const candidate of byFirst.get(word[0] ?? "") ?? []) {
      const edits = editDistance(word, candidate, max);
      if (edits > max) continue;
      // Fewer edits first; then the longer shared start ("procces": "process", not "prices").
      const shared = sharedStart(word, candidate);
      if (edits < bestEdits || (edits === bestEdits && shared > bestShared)) {
        best = candidate;
        bestEdits = edits;
        bestShared = shared;
      }
    }
    return best;
  };
  return {
    correct(word) {
      if (word.length < 4 || !/^[a-z]+$/.test(word) || known.has(word) || isEnglishWord(word))
        return undefined;
      if (cache.has(word)) return cache.get(word);
      const meant = find(word);
      if (cache.size >= 5000) cache.clear();
      cache.set(word, meant);
      return meant;
    },
  };
}

let dictionarySpeller: Speller | undefined;

/** Whether a word that is not English is a slip away from an English word ("adress", "montly"). */
export function nearEnglish(word: string): boolean {
  dictionarySpeller ??= createSpeller(englishEntries());
  return dictionarySpeller.correct(word.toLowerCase()) !== undefined;
}
