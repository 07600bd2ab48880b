/**
 * Searching a MiniSearch index with each query term's scores kept. A search for several words
 * scores each word on its own (its exact, prefix and typo-tolerant matches, BM25 over every
 * field), adds the words' scores up per document and ranks the documents. A word's own scores
 * depend only on the word, how it is searched (prefix, fuzzy, a document boost the caller names
 * as `context`) and the fixed documents, and visitors use the same words again and again: each
 * word is scored once, by MiniSearch, and kept. The adding up and ranking is done here exactly
 * as MiniSearch does it (an OR of the query's parts, each an OR of its terms, in the same
 * order, so every sum is the same number), without the match details nobody here reads.
 */
import type MiniSearch from "minisearch";
import type { SearchOptions } from "minisearch";
import { RecentCache } from "../lib/recent-cache";

/** A document matched by a search, as MiniSearch ranks it. */
export interface TermHit {
  id: string;
  score: number;
  /** The query terms it matched, in the order they first matched. */
  queryTerms: string[];
  /** MiniSearch's number for the document (see `TermSearch.ids`). */
  doc: number;
  /** The bits (see `Ranked.bits`) of the terms it matched, ORed; 0 without bits. */
  mask: number;
}

/** How a term is searched: MiniSearch's query spec, and what else its scores depend on. */
export interface TermSpec {
  prefix: boolean;
  fuzzy: boolean | number;
  context?: string;
}

/** A term's scores: the documents it matches, in MiniSearch's order, and their scores. */
interface Scored extends TermSpec {
  docs: number[];
  scores: number[];
}

/** MiniSearch's internals used here (not in its types; stable through 7.x). */
interface Internals {
  executeQuerySpec(
    query: { term: string; fuzzy: boolean | number; prefix: boolean; termBoost: number },
    options: SearchOptions,
  ): Map<number, { score: number }>;
  _documentIds: Map<number, unknown>;
}

/** A document's sum in one search: its score and the terms it matched, in order. */
interface Sum {
  score: number;
  round: number;
  /** The first term it matched. */
  first: string;
  /** Every term it matched, once it matched more than one (or a part's list). */
  terms: string[] | undefined;
  /** The bits of the terms it matched (see `Ranked.bits`). */
  mask: number;
}

/**
 * A search's sums by document number, kept in the order documents first matched (the order of
 * MiniSearch's Map), without a Map: one entry per document, reused from search to search. A
 * document matching one term (most do) gets no list of terms unless it is ranked.
 */
class Tally {
  private readonly entries: Sum[] = [];
  private round = 0;
  /**
   * Emptied, not replaced, by each search: a new empty array per search (still of no element
   * type when nothing matched) made the optimised search's loops over it fall back.
   */
  readonly order: number[] = [];

  start(): void {
    this.round++;
    this.order.length = 0;
  }

  private fresh(
    doc: number,
    score: number,
    first: string,
    terms: string[] | undefined,
    mask: number,
  ): void {
    const entry = this.entries[doc];
    if (!entry) this.entries[doc] = { score, round: this.round, first, terms, mask };
    else {
      entry.score = score;
      entry.round = this.round;
      entry.first = first;
      entry.terms = terms;
      entry.mask = mask;
    }
    this.order.push(doc);
  }

  private merge(entry: Sum, term: string): void {
    if (entry.terms) {
      if (!entry.terms.includes(term)) entry.terms.push(term);
    } else if (term !== entry.first) entry.terms = [entry.first, term];
  }

  /**
   * Adds a part's score and terms (a list it may keep) and their bits for a document, as
   * MiniSearch's OR does.
   */
  add(doc: number, score: number, terms: string[], mask: number): void {
    const entry = this.entries[doc];
    if (entry && entry.round === this.round) {
      entry.score = entry.score + score;
      entry.mask |= mask;
      for (const t of terms) this.merge(entry, t);
    } else this.fresh(doc, score, terms[0] as string, terms, mask);
  }

  /** `add` for a part of one term. */
  addTerm(doc: number, score: number, term: string, bit: number): void {
    const entry = this.entries[doc];
    if (entry && entry.round === this.round) {
      entry.score = entry.score + score;
      entry.mask |= bit;
      this.merge(entry, term);
    } else this.fresh(doc, score, term, undefined, bit);
  }

  /** A document's sum as added up. */
  sum(doc: number): number {
    return this.entries[doc]?.score ?? 0;
  }

  /** A document's sum times how many distinct terms it matched (MiniSearch's OR score). */
  score(doc: number): number {
    const entry = this.entries[doc];
    if (!entry) return 0;
    return entry.score * (entry.terms ? entry.terms.length || 1 : 1);
  }

  /** The terms a document matched, in the order it matched them. */
  terms(doc: number): string[] {
    const entry = this.entries[doc];
    if (!entry) return [];
    return entry.terms ?? [entry.first];
  }

  /** The bits of the terms a document matched. */
  mask(doc: number): number {
    return this.entries[doc]?.mask ?? 0;
  }
}

export interface TermSearch {
  /**
   * What `index.search({ combineWith: "OR", queries }, options)` finds (ids, scores, matched
   * terms, order) when each of `parts` holds the terms MiniSearch makes of one of the queries
   * (tokenised and processed). `spec` says how each term is searched.
   */
  search(
    parts: readonly (readonly string[])[],
    spec: (term: string) => TermSpec,
    options: SearchOptions,
    ranked?: Ranked,
  ): TermHit[];
  /** Each document's number with its id. */
  readonly ids: ReadonlyMap<number, string>;
}

/** Which of the ranked documents a caller wants: at most `limit`, only those `accept` takes. */
export interface Ranked {
  limit?: number;
  accept?: (id: string) => boolean;
  /**
   * A bit for each of the query's terms: each hit then carries the bits of the terms it matched
   * (its `mask`), added up with its score, so a caller reading which terms a document matched
   * need not look each of them up again (a Map look-up per term per hit).
   */
  bits?: ReadonlyMap<string, number>;
}

/** No term has a bit. */
const NO_BITS: ReadonlyMap<string, number> = new Map();

/** Every document, when a search names no filter. */
const acceptAll = (_id: string) => true;

/** Up to this many hits are ranked by inserting each into its place; more are sorted. */
const INSERTED = 32;

/** A term not searched yet: no variant scored. */
const noVariants = (): Scored[] => [];

/** Searches `index` keeping the scores of up to `size` recently searched terms. */
export function termSearch(
  index: MiniSearch<never> | MiniSearch<unknown>,
  size: number,
): TermSearch {
  const mini = index as unknown as Internals;
  if (typeof mini.executeQuerySpec !== "function" || !(mini._documentIds instanceof Map))
    throw new Error("this MiniSearch version does not score terms the way term-results expects");
  const kept = new RecentCache<Scored[]>(size);
  const tally = new Tally();
  const ids = new Map([...mini._documentIds].map(([doc, id]) => [doc, String(id)]));
  // The same by number, read for every ranked document (an array index, not a Map look-up).
  const idOfDoc: string[] = [];
  for (const [doc, id] of ids) idOfDoc[doc] = id;

  function scored(term: string, spec: TermSpec, options: SearchOptions): Scored {
    const variants = kept.get(term, noVariants);
    const context = spec.context ?? "";
    for (const v of variants)
      if (v.prefix === spec.prefix && v.fuzzy === spec.fuzzy && v.context === context) return v;
    const results = mini.executeQuerySpec.call(
      index,
      { term, fuzzy: spec.fuzzy, prefix: spec.prefix, termBoost: 1 },
      options,
    );
    const variant: Scored = {
      prefix: spec.prefix,
      fuzzy: spec.fuzzy,
      context,
      docs: [],
      scores: [],
    };
    for (const [doc, r] of results) {
      variant.docs.push(doc);
      variant.scores.push(r.score);
    }
    variants.push(variant);
    return variant;
  }

  /**
   * MiniSearch's OR of a part's terms (the first term's documents, then each next term's added),
   * into a tally of its own, reused from part to part.
   */
  const partTally = new Tally();
  function part(
    terms: readonly string[],
    spec: (term: string) => TermSpec,
    options: SearchOptions,
    bits: ReadonlyMap<string, number>,
  ): Tally {
    partTally.start();
    for (const term of terms) {
      const { docs, scores } = scored(term, spec(term), options);
      const bit = bits.get(term) ?? 0;
      for (let i = 0; i < docs.length; i++)
        partTally.addTerm(docs[i] as number, scores[i] as number, term, bit);
    }
    return partTally;
  }

  return {
    ids,
    search(parts, spec, options, ranked = {}) {
      tally.start();
      // Always a Map: a test of "no bits" that later met some made the optimised loop fall back.
      const bits = ranked.bits ?? NO_BITS;
      // One part of several terms (a page search) is its own sum: ranked from its tally, without
      // copying each document's sum and terms into the search's.
      const single = parts[0];
      const onePart = parts.length === 1 && single !== undefined && single.length > 1;
      const ranking = onePart ? part(single, spec, options, bits) : tally;
      // (Indexed loops: an iterator over one of two arrays, or an empty one, made the optimised
      // search fall back.)
      for (let p = 0; !onePart && p < parts.length; p++) {
        const terms = parts[p] as readonly string[];
        // A part of one term (the usual case) is that term's scores: added in directly.
        const only = terms[0];
        if (terms.length === 1 && only !== undefined) {
          const { docs, scores } = scored(only, spec(only), options);
          const bit = bits.get(only) ?? 0;
          for (let i = 0; i < docs.length; i++)
            tally.addTerm(docs[i] as number, scores[i] as number, only, bit);
          continue;
        }
        const sums = part(terms, spec, options, bits);
        const { order } = sums;
        for (let k = 0; k < order.length; k++) {
          const doc = order[k] as number;
          tally.add(doc, sums.sum(doc), sums.terms(doc), sums.mask(doc));
        }
      }
      // MiniSearch ranks with a stable sort by score: equal scores stay in the order the
      // documents first matched. The first `limit` of that order (of the documents `accept`
      // takes) are found by inserting each document after those scoring as much or more,
      // without a hit for every matched document (a common word matches dozens).
      const limit = ranked.limit ?? Number.POSITIVE_INFINITY;
      // Always a function: a test of "no filter" that later met one made the optimised loop fall back.
      const accept = ranked.accept ?? acceptAll;
      const hits: TermHit[] = [];
      if (!(limit > 0)) return hits;
      const insert = limit <= INSERTED;
      const { order } = ranking;
      for (let k = 0; k < order.length; k++) {
        const doc = order[k] as number;
        const score = ranking.score(doc);
        if (insert && hits.length === limit && !((hits[limit - 1] as TermHit).score < score))
          continue;
        const id = idOfDoc[doc] ?? String(mini._documentIds.get(doc));
        if (!accept(id)) continue;
        const hit = { id, score, queryTerms: ranking.terms(doc), doc, mask: ranking.mask(doc) };
        if (!insert) {
          hits.push(hit);
          continue;
        }
        // Moved up past the lower scores by hand (`splice` costs more than the whole move).
        let at = hits.length;
        hits.push(hit);
        while (at > 0 && (hits[at - 1] as TermHit).score < score) {
          hits[at] = hits[at - 1] as TermHit;
          at--;
        }
        hits[at] = hit;
        if (hits.length > limit) hits.pop();
      }
      if (insert) return hits;
      hits.sort((a, b) => b.score - a.score);
      return hits.length > limit ? hits.slice(0, limit) : hits;
    },
  };
}
