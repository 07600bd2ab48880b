/**
 * Finding the fact that answers a question: a typo-tolerant MiniSearch index over the facts,
 * read with visitors' synonyms, and a confidence gate: a fact counts only when it covers most
 * of what the question is about.
 */
import MiniSearch from "minisearch";
import { RecentCache } from "../../lib/recent-cache";
import { termSearch } from "../term-results";
import { keptContentWords, STOP } from "./content-words";
import { isEnglish } from "./english";
import { ranked } from "./fact-ranking";
import type { Fact, FactKind } from "./facts";
import { cued } from "./message-cues";
import { answerKindOf, isInterrogativeWord } from "./question-kind";
import {
  anyIn,
  anyOf,
  expand,
  GENERIC,
  type ListWords,
  listCoverer,
  listOf,
  maskOf,
  oneEditApart,
  QUESTION_WORDS,
  queryParts,
  termBits,
  type WordReading,
} from "./search-words";
import { createSpeller } from "./spelling";
import { SYNONYMS } from "./vocabulary";
import { normalise, stemOf, termForms } from "./word-forms";

/** How many searched terms keep their scores (well under a KB each: the facts that use the term). */
const FACT_TERMS_KEPT = 2000;

/** How the facts are searched: a title or keys match counts twice; two typos at most. */
const SEARCH_OPTIONS = { boost: { title: 2, keys: 2 }, maxFuzzy: 2 };
/** How a word the facts use (or a form of one) is searched: as it is, no prefix, no typo. */
const AS_IT_IS = { prefix: false, fuzzy: false } as const;

export interface FactHit {
  fact: Fact;
  score: number;
  /** Share (0..1) of the question's subject words this fact matched. */
  coverage: number;
  /** How many subject words the question has. */
  words: number;
  /** How many of them matched as the visitor wrote them (not only through a synonym). */
  direct: number;
  /** Those words. */
  directWords: string[];
  /** The question is about nothing more specific than words like "AI" or "business". */
  generic?: boolean;
}

const HOW_MUCH = cued(/\bhow much\b(?! time\b)/i);
const MONEY_WORDS = new Set(
  "pay paying paid cost costs price prices charge charges fee fees spend".split(" "),
);

/** A figure ("$49", "21", "300%"): in a claim to check, it is not what the question is about. */
const FIGURE =
  /^\$?\d[\d.,]*(%|k|m)?$|^(million|thousand|percent|minutes?|hours?|days?|weeks?|months?|years?)$/;

/** How many of the best-scoring facts a search weighs. */
const WEIGHED = 12;

const isOfKind = (fact: Fact | undefined, kinds: readonly FactKind[]) =>
  fact !== undefined && kinds.includes(fact.kind);

export interface FactIndex {
  facts: readonly Fact[];
  /** The best facts for a question, best first, each with how much of the question it covers. */
  search(
    question: string,
    limit?: number,
    options?: { claim?: boolean; kinds?: readonly FactKind[] },
  ): FactHit[];
  byId(id: string): Fact | undefined;
  /**
   * The word the facts (or a question's small words) use that a misspelt word stands for; the
   * word itself when the facts use it ("chatbot", "nlweb").
   */
  correct(word: string): string | undefined;
}

export function createFactIndex(facts: readonly Fact[]): FactIndex {
  const byId = new Map(facts.map((f) => [f.id, f]));
  const processTerm = (term: string) => {
    const t = term.toLowerCase();
    return STOP.has(t) || t.length < 2 ? null : termForms(t);
  };
  const index = new MiniSearch<Fact>({
    fields: ["title", "keys", "answer"],
    storeFields: ["id"],
    processTerm,
  });
  index.addAll(facts);
  const terms = termSearch(index, FACT_TERMS_KEPT);
  // Words the facts use: these are searched as they are; only other words (typos, rare
  // forms) get the costlier prefix and fuzzy matching.
  const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
  const vocabulary = new Set(
    facts.flatMap((f) =>
      tokenize(`${f.title} ${f.keys} ${f.answer}`).flatMap((t) => processTerm(t) ?? []),
    ),
  );

  // Misspelt words are read as the word the facts (or a question) use: "procces" → "process".
  const speller = createSpeller([
    ...facts.flatMap((f) => tokenize(`${f.title} ${f.keys} ${f.answer}`).map(normalise)),
    ...STOP,
    ...QUESTION_WORDS,
    ...SYNONYMS.keys(),
  ]);
  // "wher", "plese": a word no fact uses, one letter from a question word.
  const misspeltStopWord = (w: string) =>
    w.length >= 4 &&
    !termForms(w).some((f) => vocabulary.has(f)) &&
    QUESTION_WORDS.some((q) => oneEditApart(w, q));
  // What the search makes of one word of a question, once per word (visitors' words repeat):
  // the word meant, whether it is a misspelt question word, the forms it is searched by, and
  // whether one of those is a form the facts use. A typo of a stop word reads as nothing.
  const readings = new RecentCache<WordReading | null>(5000);
  const readWord = (raw: string): WordReading | null => {
    const meant = speller.correct(raw);
    if (meant && STOP.has(meant)) return null;
    const word = meant ?? raw;
    // A form no fact uses can match nothing but by fuzzy search, which only the visitor's
    // own spelling (the first form) gets: a typo is corrected, a synonym is not guessed at.
    // A word whose stem the facts use is searched by the stem alone (it finds every form).
    const all = expand(word).filter((f, i) => i === 0 || vocabulary.has(f));
    const stem = stemOf(word);
    const forms = stem !== all[0] && vocabulary.has(stem) ? all.slice(1) : all;
    return {
      word,
      misspeltStop: misspeltStopWord(word),
      forms,
      tokens: forms.map((f) => tokenize(f).filter(Boolean)),
      own: termForms(word),
      knownForm: forms.slice(1).some((x) => vocabulary.has(x)),
    };
  };
  const reading = (raw: string) => readings.get(raw, readWord);
  const termsOf = (text: string) => new Set(tokenize(text).flatMap((t) => processTerm(t) ?? []));
  // A list (the services, the solutions) answers what its title asks or what one item says:
  // words matched in different items do not add up to an answer.
  const lists = new Map(
    facts
      .filter((f) => f.answer.split("\n").length >= 4)
      .map((f) => [
        f.id,
        listOf(termsOf(`${f.title} ${f.keys}`), f.answer.split("\n").map(termsOf)),
      ]),
  );
  // A question about nothing more specific than "AI" or "business" is answered only by a fact
  // named by those words (its title or keys, its head), not by one that merely uses them. Each
  // fact is found with its list and head by one look-up per hit.
  const withParts = new Map(
    facts.map((f) => [
      f.id,
      { fact: f, list: lists.get(f.id), head: termsOf(`${f.title} ${f.keys}`) },
    ]),
  );
  const headCoverage = (head: Set<string> | undefined, subject: { forms: string[] }[]) => {
    if (!head || !subject.length) return 1;
    let named = 0;
    for (const s of subject) if (anyIn(s.forms, head)) named++;
    return named / subject.length;
  };
  const listCoverage = listCoverer([...lists.values()]);
  // The same by MiniSearch's number for the fact: a hit is found by its number, not its id.
  const partsOfDoc: ({ fact: Fact; list: ListWords | undefined; head: Set<string> } | undefined)[] =
    [];
  for (const [doc, id] of terms.ids) partsOfDoc[doc] = withParts.get(id);

  return {
    facts,
    byId: (id) => byId.get(id),
    correct: (word) => (speller.knows(word) ? word : speller.correct(word)),
    search(question, limit = 5, { claim = false, kinds } = {}) {
      const read: WordReading[] = [];
      for (const raw of keptContentWords(question.slice(0, 600))) {
        const r = reading(raw);
        if (r && !(claim && FIGURE.test(r.word)) && !r.misspeltStop) read.push(r);
      }
      if (!read.length) return [];
      // Words like "build" or "manage" would only pull in facts that happen to share them.
      const searched = read.some((r) => !GENERIC.has(r.word))
        ? read.filter((r) => !GENERIC.has(r.word))
        : read;
      // "How long", "within how many": the kind of answer, checked on the fact, not its subject.
      const kind = answerKindOf(question);
      // "How much would I pay for …": the money words ask for a price, like "how long" asks
      // for a duration; what the question is about is the rest.
      const pricing = HOW_MUCH.test(question);
      const asked = read.filter(
        (x) => !isInterrogativeWord(kind, x.word) && !(pricing && MONEY_WORDS.has(x.word)),
      );
      const pool = asked.length ? asked : read;
      const specific = pool.filter((x) => !GENERIC.has(x.word));
      const subject = specific.length ? specific : pool;
      // A word known by its stem ("responding") is no typo: it needs no fuzzy search (a handful).
      const known: string[] = [];
      for (const r of read) if (r.knownForm) known.push(r.forms[0] as string);
      // MiniSearch's OR of the terms (each tokenised as it would be), each term scored once.
      const parts = queryParts(searched);
      // Each searched term a bit (when there are no more than 31, as in nearly every question):
      // which subject words a fact matched is then an AND per word of the masks of its forms
      // and of the terms the fact matched (added up by the search), not every form compared
      // with every term for each fact.
      const bits = termBits(parts);
      const results = terms.search(
        parts,
        (t) =>
          vocabulary.has(t) || known.includes(t)
            ? AS_IT_IS
            : {
                prefix: t.length >= 5,
                // Only a word that is not English is a typo: "flour" is not "four", "line" not
                // "link". One typo in a short word, two in a long one ("procces", "inventroy").
                fuzzy: isEnglish(t) ? false : t.length >= 7 ? 2 : t.length >= 4 ? 1 : false,
              },
        SEARCH_OPTIONS,
        // Only the best-scoring dozen are weighed (see below): the rest are not looked at.
        { limit: WEIGHED, accept: kinds && ((id) => isOfKind(byId.get(id), kinds)), bits },
      );
      const formMasks = bits ? subject.map((s) => maskOf(s.forms, bits)) : undefined;
      const ownMasks = bits ? subject.map((s) => maskOf(s.own, bits)) : undefined;
      const hits: FactHit[] = [];
      for (const r of results) {
        const found = partsOfDoc[r.doc];
        if (!found) continue;
        const { fact } = found;
        // A handful of distinct terms: looked through, not put in a Set for each fact.
        const matched = r.queryTerms;
        const matchedMask = r.mask;
        let covered = 0;
        if (formMasks) {
          for (const mask of formMasks) if ((mask & matchedMask) !== 0) covered++;
        } else for (const s of subject) if (anyOf(s.forms, matched)) covered++;
        const coverage = Math.min(
          subject.length ? covered / subject.length : matched.length ? 1 : 0,
          listCoverage(found.list, subject),
          specific.length ? 1 : headCoverage(found.head, subject),
        );
        // Words matched as the visitor wrote them (not through a synonym) break ties.
        const directWords: string[] = [];
        for (let i = 0; i < subject.length; i++) {
          const s = subject[i] as WordReading;
          if (ownMasks ? ((ownMasks[i] as number) & matchedMask) !== 0 : anyOf(s.own, matched))
            directWords.push(s.word);
        }
        const direct = directWords.length;
        hits.push({
          fact,
          score: r.score,
          coverage,
          direct,
          directWords,
          words: subject.length,
          generic: !specific.length,
        });
      }
      return ranked(hits, limit);
    },
  };
}
