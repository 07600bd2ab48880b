/**
 * Keeping a MiniSearch index's results per query term. A search for several words scores each
 * word on its own (its exact, prefix and typo-tolerant matches, BM25 over every field) and then
 * adds the words' scores up. A word's own scores depend only on the word, how it is searched
 * (prefix, fuzzy, boost) and the fixed documents, and visitors use the same words again and
 * again, so each word is scored once and its scores are reused by every question that uses it.
 * The adding up, the ranking and the results are MiniSearch's own, so every score is the same
 * number as without the cache.
 */
import type MiniSearch from "minisearch";
import { RecentCache } from "../lib/recent-cache";

/** One document's score for one query term, as MiniSearch keeps it while it combines terms. */
interface TermResult {
  score: number;
  terms: string[];
  match: Record<string, string[]>;
}
type TermResults = Map<number, TermResult>;

interface QuerySpec {
  term: string;
  fuzzy: boolean | number;
  prefix: boolean;
  termBoost: number;
}

/** MiniSearch's step that scores one query term (internal in its types, stable in 7.x). */
type ExecuteQuerySpec = (query: QuerySpec, searchOptions: unknown) => TermResults;

/**
 * Makes `index` keep the scores of the `size` most recently searched terms. Only for an index
 * always searched with the same options, except what `context` names (e.g. a document boost
 * that depends on the question): it is part of each term's key.
 * Returns false (and changes nothing) if this MiniSearch has no per-term step to keep.
 */
export function keepTermResults(
  index: MiniSearch<never> | MiniSearch<unknown>,
  size: number,
  context: () => string = () => "",
): boolean {
  const target = index as unknown as { executeQuerySpec?: ExecuteQuerySpec };
  const score = target.executeQuerySpec;
  if (typeof score !== "function") return false;
  const kept = new RecentCache<TermResults>(size);
  target.executeQuerySpec = function (query, searchOptions) {
    const key = `${context()}\u0000${query.term}\u0000${query.prefix}\u0000${query.fuzzy}\u0000${query.termBoost}`;
    const results = kept.get(key, () => score.call(this, query, searchOptions));
    // MiniSearch adds the next terms' scores into these objects: each search gets its own.
    const copy: TermResults = new Map();
    for (const [id, r] of results) {
      copy.set(id, { score: r.score, terms: [...r.terms], match: { ...r.match } });
    }
    return copy;
  };
  return true;
}
