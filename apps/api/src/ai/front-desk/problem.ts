/**
 * A visitor describing a problem instead of asking about a product ("customers message us at
 * midnight and nobody answers"): the solution whose own description (site-content) shares the
 * most distinctive words with it, when one clearly does; otherwise none ("I don't know").
 */
import { wordCount } from "./blanks";
import type { FactHit, FactIndex } from "./fact-index";
import { cued } from "./message-cues";
import { NEED_SOLUTIONS } from "./vocabulary";
import { stemOf } from "./word-forms";

/** Fewer words than this is a question, not a description of a problem. */
const DESCRIPTION_WORDS = 8;

/** A word found in more solutions than this ("hours", "customers") tells none of them apart. */
const DISTINCTIVE_IN = 2;

/** Words asking for a figure or a fact ("how many inquiries are lost…") ask, not describe. */
const ASKS = cued(/^\W*(how|what|which|when|where|who|why|is|are|does|do)\b/i);

/**
 * For each stem, how many solutions use it (in their title, description or impact), counted
 * once per index.
 */
const solutionsByStem = new WeakMap<FactIndex, Map<string, number>>();

function solutionsUsing(index: FactIndex): Map<string, number> {
  let counts = solutionsByStem.get(index);
  if (!counts) {
    counts = new Map();
    for (const f of index.facts) {
      if (f.kind !== "solution" || f.id === "solutions") continue;
      const stems = new Set(
        `${f.title} ${f.keys} ${f.answer}`.toLowerCase().split(/\W+/).map(stemOf),
      );
      for (const stem of stems) counts.set(stem, (counts.get(stem) ?? 0) + 1);
    }
    solutionsByStem.set(index, counts);
  }
  return counts;
}

export function solutionForProblem(index: FactIndex, message: string): FactHit | undefined {
  if (wordCount(message) < DESCRIPTION_WORDS || ASKS.test(message)) return;
  // Each solution on its own: the list of all twelve matches a word of any of them.
  const hits = index
    .search(message, 12, { kinds: ["solution"] })
    .filter((h) => h.fact.id !== "solutions");
  const using = solutionsUsing(index);
  const usedBy = (w: string) => using.get(stemOf(w)) ?? 0;
  // A word no solution uses as such (matched through a form or synonym) counts as distinctive.
  const distinctive = (h: FactHit) =>
    h.directWords.filter((w) => usedBy(w) <= DISTINCTIVE_IN).length;
  // The solution the search ranks first must also share more distinctive words with the
  // problem than any other: one sharing only everyday words, or tied with another, is a guess.
  const [best, ...others] = [...hits].sort((a, b) => b.score - a.score);
  if (!best || distinctive(best) < 2) return;
  return others.every((h) => distinctive(h) < distinctive(best)) ? best : undefined;
}

/** "I'd like to know more about…", "we want to understand…": a question without a question mark. */
const WANTS_TO_KNOW = cued(
  /\b(i'?d|we'?d|i would|we would) like\b|\b(want|need|wanted|trying) to (know|understand|learn|see|find out|ask|check)\b|\b(tell|show) (me|us)\b|\b(wondering|curious)\b/i,
);

/**
 * A statement about the visitor's own business ("quotes take us days to send out and the
 * customer has gone elsewhere"): not a question, not addressed to us. Only something we offer
 * answers it; our prices, policies or contact details do not.
 */
const SPEAKS_OF_ITSELF = cued(/\b(we|we're|our|us|my|i|i'm)\b/i);
const ADDRESSES_US = cued(/\b(you|your|yours|u|ur|y'?all)\b/i);

export function describesOwnSituation(message: string): boolean {
  return (
    wordCount(message) >= DESCRIPTION_WORDS &&
    !/\?/.test(message) &&
    !ASKS.test(message) &&
    !WANTS_TO_KNOW.test(message) &&
    SPEAKS_OF_ITSELF.test(message) &&
    !ADDRESSES_US.test(message)
  );
}

/** "We keep getting bad reviews", "I'm losing leads": a problem stated as the visitor's own. */
const STATES_OWN_PROBLEM = cued(
  /\b(we|i|our|my)\b.{0,40}\b(keep|kept|miss|missing|lose|losing|lost|problem|struggl\w*|trouble|too many|bad|poor|terrible|drowning|buried|mess|messy|chaos|chaotic|nightmare|headache|overwhelmed|behind|complain\w*|forever|too long|too slow|wast(e|es|ed|ing)|never|late|no idea|can't tell)\b/i,
);

/**
 * The solution for a need the visitor states in a few words ("we keep getting bad reviews
 * online"), from the same table of needs the recommendations use; none when no need is named.
 */
export function solutionForStatedNeed(index: FactIndex, message: string): FactHit | undefined {
  if (ASKS.test(message) || !STATES_OWN_PROBLEM.test(message)) return;
  const id = NEED_SOLUTIONS.find(([need]) => need.test(message))?.[1];
  const fact = id ? index.byId(id) : undefined;
  if (!fact) return;
  return { fact, score: 0, coverage: 1, words: 1, direct: 1, directWords: [] };
}
