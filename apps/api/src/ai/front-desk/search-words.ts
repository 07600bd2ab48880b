/**
 * The words a fact search reads: a question word's forms and the words of the same meaning, a
 * misspelt question word, a list fact's lines by word, and the search's queries as MiniSearch
 * tokenises them.
 */
import { RecentCache } from "../../lib/recent-cache";
import { sameMeaning } from "./thesaurus";
import { SYNONYMS } from "./vocabulary";
import { stemOf, termForms } from "./word-forms";

/** Words that say little about which fact is meant; they help ranking but not confidence. */
export const GENERIC = new Set(
  `ai business businesses company companies help offer offers provide service services work small
  medium team use using used give make makes new good best better find able possible exactly
  option options anything our site website thing stuff us them people customers customer find time
  never handled handle take takes anything something exactly build builds manage send start
  way online`.split(/\s+/),
);

/** Words that open or carry a question, often misspelt ("wher", "wich", "woud"). */
export const QUESTION_WORDS =
  `where what when which whose does have your there their about please would
  could should`.split(/\s+/);

/** Whether two different words are one insertion, deletion or substitution apart. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words already expanded (bounded: visitors' words repeat, so the stemmer runs once per word). */
const expanded = new RecentCache<string[]>(5000);

/** A question word with its forms, its visitors' synonyms and the words of the same meaning. */
export const expand = (word: string): string[] => expanded.get(word, expandWord);

function expandWord(word: string): string[] {
  const forms = termForms(word);
  const base = forms[0] ?? word;
  // Other words are searched by their stem alone: the index holds every word's stem too.
  const extra = (SYNONYMS.get(word) ?? SYNONYMS.get(base) ?? []).map(stemOf);
  return [...new Set([...forms, ...extra, ...sameMeaning(stemOf(word))])];
}

/** The searched forms, each once (first come first), as MiniSearch tokenises its queries. */
export function queryParts(words: readonly WordReading[]): string[][] {
  const seen = new Set<string>();
  const parts: string[][] = [];
  for (const { forms, tokens } of words)
    for (let i = 0; i < forms.length; i++) {
      const form = forms[i] as string;
      if (seen.has(form)) continue;
      seen.add(form);
      parts.push(tokens[i] ?? []);
    }
  return parts;
}

/** One word of a question as the fact search reads it (see `reading`). */
export interface WordReading {
  word: string;
  misspeltStop: boolean;
  forms: string[];
  /** Each form as MiniSearch tokenises a query. */
  tokens: string[][];
  own: string[];
  knownForm: boolean;
}

/** Whether one of `forms` is among `terms` (a handful each: looked through with loops). */
export function anyOf(forms: readonly string[], terms: readonly string[]): boolean {
  for (let i = 0; i < forms.length; i++) if (terms.includes(forms[i] as string)) return true;
  return false;
}

/** Whether one of `forms` is in `set`. */
export function anyIn(forms: readonly string[], set: ReadonlySet<string>): boolean {
  for (let i = 0; i < forms.length; i++) if (set.has(forms[i] as string)) return true;
  return false;
}

/** A list fact's words: its head's, and for each word the items (lines) that use it. */
export interface ListWords {
  head: Set<string>;
  items: number;
  itemsWith: Map<string, number[]>;
}

export function listOf(head: Set<string>, items: Set<string>[]): ListWords {
  const itemsWith = new Map<string, number[]>();
  items.forEach((terms, i) => {
    for (const t of terms) itemsWith.set(t, [...(itemsWith.get(t) ?? []), i]);
  });
  return { head, items: items.length, itemsWith };
}

/** The searched terms, each with a bit of its own; the Map is reused from search to search. */
const bitOfTerm = new Map<string, number>();

/** Each distinct term of the parts with its bit, or undefined for more than 31 distinct terms. */
export function termBits(
  parts: readonly (readonly string[])[],
): ReadonlyMap<string, number> | undefined {
  bitOfTerm.clear();
  for (const part of parts)
    for (const term of part) {
      if (bitOfTerm.has(term)) continue;
      if (bitOfTerm.size === 31) return undefined;
      bitOfTerm.set(term, 1 << bitOfTerm.size);
    }
  return bitOfTerm;
}

/** The bits of those of `words` that are searched terms. */
export function maskOf(words: readonly string[], bits: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (let i = 0; i < words.length; i++) mask |= bits.get(words[i] as string) ?? 0;
  return mask;
}

const NO_ITEMS: readonly number[] = [];

/**
 * How much of a question one item of a list covers: the share of the subject words that the list's
 * head (title or keys) names or that one item uses, the item using the most (1 for no list).
 */
export function listCoverer(lists: readonly ListWords[]) {
  // Per item of a list: subject words found in it, and the last word counted (so a word found
  // in an item through two of its forms counts once), valid for the call that last touched the
  // item: only the items a subject word is in are reset and looked at, not every item per hit.
  const size = Math.max(0, ...lists.map((l) => l.items));
  const perItem = new Int32Array(size);
  const counted = new Int32Array(size);
  const touchedIn = new Int32Array(size);
  let call = 0;
  return (list: ListWords | undefined, subject: readonly { forms: string[] }[]): number => {
    if (!list || !subject.length) return 1;
    if (++call === 2 ** 30) {
      touchedIn.fill(0);
      call = 1;
    }
    // The most subject words one item covers (a list has four items or more, so at least 0),
    // counting those the title or keys cover in every item.
    let most = 0;
    let inHead = 0;
    for (let i = 0; i < subject.length; i++) {
      const forms = (subject[i] as { forms: string[] }).forms;
      if (anyIn(forms, list.head)) {
        inHead++;
        continue;
      }
      for (const f of forms)
        for (const item of list.itemsWith.get(f) ?? NO_ITEMS) {
          if (touchedIn[item] !== call) {
            touchedIn[item] = call;
            perItem[item] = 0;
            counted[item] = -1;
          }
          if (counted[item] !== i) {
            counted[item] = i;
            const words = (perItem[item] as number) + 1;
            perItem[item] = words;
            if (words > most) most = words;
          }
        }
    }
    return (inHead + most) / subject.length;
  };
}
