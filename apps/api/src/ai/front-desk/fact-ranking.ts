/**
 * The order of a fact search's hits: the fact that covers the most of the question first, then
 * the one matching more of the visitor's own words, then the higher score. Facts that match only
 * weakly (long lists sharing a word or two) are left out.
 */
import type { FactHit } from "./fact-index";

/**
 * Whether hit `a` ranks before `b`: it covers more of the question, or as much with more words
 * as the visitor wrote them, or both and a higher score. Compared, not subtracted: `Array.sort`
 * with a subtracting comparator made the optimised search fall back on every fractional
 * coverage (a speculation the engine never unlearned), hundreds of times a second.
 */
const ranksBefore = (a: FactHit, b: FactHit) =>
  a.coverage !== b.coverage
    ? a.coverage > b.coverage
    : a.direct !== b.direct
      ? a.direct > b.direct
      : a.score > b.score;

/** The weighed hits (best-scoring first) in that order, at most `limit` of them. */
export function ranked(hits: readonly FactHit[], limit: number): FactHit[] {
  const [top] = hits;
  const floor = (top?.score ?? 0) * 0.15;
  const topCoverage = top?.coverage ?? 0;
  const order: FactHit[] = [];
  for (const h of hits) {
    if (!(h.score >= floor || h.coverage > topCoverage)) continue;
    // Put in its place after every hit ranking before it or as well (a stable sort).
    let at = order.length;
    order.push(h);
    while (at > 0 && ranksBefore(h, order[at - 1] as FactHit)) {
      order[at] = order[at - 1] as FactHit;
      at--;
    }
    order[at] = h;
  }
  return order.length > limit ? order.slice(0, limit) : order;
}
