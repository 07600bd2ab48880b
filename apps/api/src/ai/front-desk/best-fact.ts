/**
 * Choosing the fact that answers a question: the best of the hits for each part of it, read
 * with the question's kind (a duration, a place, our clients), what money questions and
 * questions about the visitor's own data prefer, and the confidence gate.
 */

import { keptContentWords, titleWords } from "./content-words";
import type { FactHit, FactIndex } from "./fact-index";
import type { Fact } from "./facts";
import { cued } from "./message-cues";
import {
  type AnswerKind,
  ASKS_PREMISES,
  answerKindOf,
  isInterrogativeWord,
  states,
} from "./question-kind";
import { questionParts } from "./understanding";
import { stemOf } from "./word-forms";

/** Whether a fact covers enough of what the question is about to count as its answer. */
const confident = (hit: FactHit) =>
  fromTheQuestion(hit) && (hit.coverage >= 0.6 || (hit.coverage >= 0.5 && hit.words >= 4));

/**
 * A fact reached only through one word of the same meaning ("get hold of you" → records we
 * keep) is a guess; one matching a word as written, or two words through synonyms, is not.
 */
const fromTheQuestion = (hit: FactHit) =>
  (hit.direct > 0 && !hit.generic) || Math.round(hit.coverage * hit.words) >= 2;

const COUNT = String.raw`(\d[\d,.+]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?)`;

/**
 * "How many employees do you have?" is answered only by a fact that counts that very thing ("we
 * have 12 solutions", "four steps"), not by one that merely names it ("client confidentiality");
 * "how many hours" asks for a duration, which the question's kind checks (see bestHit).
 * Undefined when any fact may answer; read once per question, not once per fact.
 */
const HOW_MANY = cued(/\bhow many (\w+)/i);

function countsWhatIsAsked(question: string): ((hit: FactHit) => boolean) | undefined {
  const noun = HOW_MANY.mayMatch(question)
    ? HOW_MANY.pattern.exec(question)?.[1]?.toLowerCase()
    : undefined;
  if (!noun || answerKindOf(question)) return undefined;
  const stem = noun.replace(/(e?s)$/, "").replace(/[^a-z]/g, "");
  if (!stem) return () => false;
  const counted = new RegExp(`\\b${COUNT}%?\\s+(\\S+\\s+){0,2}${stem}`, "i");
  return (hit) => counted.test(hit.fact.answer) || counted.test(hit.fact.title);
}

/** Facts about what we offer. */
export const OFFERS = new Set(["service", "solution", "challenge", "story", "process", "pricing"]);

/** A place named in a claim ("an office in Denver") is a question about where we are. */
const NAMES_A_PLACE = cued(/\b(in|from)\s+[A-Z][a-z]+/);
const withPlaceWords = (q: string) => (NAMES_A_PLACE.test(q) ? `${q} based location` : q);

/** A question about what something costs: with no fact of its own, the pricing overview. */
export const ASKS_PRICE = cued(
  /\b(price|prices|pricing|cost|costs|how much|cheap\w*|expensive|afford|fee|fees|quote|budget)\b/i,
);
/** A fact that says what something costs or how much ("$500+", "free", "15-25%"). */
const STATES_PRICE = /\$\d|\d\s*%|\bfree\b|\bno fixed\b|\bstarting at\b|\bpric(e|ed|ing)\b/i;

/**
 * What a fact's text states (a price; a duration, a place…), read once per fact: its text is
 * fixed, and each answer asked it of the same facts again (a regex over the whole text each time).
 */
const statedBy = new WeakMap<Fact, { price?: boolean } & Partial<Record<AnswerKind, boolean>>>();

function readOf(fact: Fact) {
  let read = statedBy.get(fact);
  if (!read) {
    read = {};
    statedBy.set(fact, read);
  }
  return read;
}

const statesPrice = (fact: Fact): boolean => {
  const read = readOf(fact);
  read.price ??= STATES_PRICE.test(fact.answer);
  return read.price;
};

const factStates = (kind: AnswerKind, fact: Fact): boolean => {
  const read = readOf(fact);
  const stated = read[kind] ?? states(kind, fact.answer);
  read[kind] = stated;
  return stated;
};

/**
 * A question about paying us ("can I pay monthly?", "how do you bill?"), not about what others
 * charge: pricing facts rank first.
 */
const ABOUT_MONEY = cued(
  new RegExp(
    `${ASKS_PRICE.pattern.source}|\\b(payments?|billing)\\b|\\b(i|we|you|u|ya|y'all)\\s+(\\w+\\s+){0,2}(pay|charge|bill)\\b`,
    "i",
  ),
);

/** The visitor's own information, messages or words, as something that is kept, sent or used. */
const ABOUT_OWN_DATA = cued(
  /\b(my|our)\s+(\w+\s+)?(data|info|information|details|messages?|chats?|conversations?|records?|files?|emails?|lists?)\b|\b(what|anything|everything|things?) (i|we) (type|write|say|share|tell|send|give)\b/i,
);

/** How many of the question's words a fact's title names. */
function titleCover(hit: FactHit): number {
  const title = titleWords(hit.fact).stems;
  let named = 0;
  for (const w of hit.directWords) if (title.has(stemOf(w))) named++;
  return named;
}

/** How much of a fact's title the question names: "a privacy policy" names all of "Privacy Policy". */
function titleShare(hit: FactHit): number {
  const words = titleWords(hit.fact).count;
  return words ? titleCover(hit) / words : 0;
}

/**
 * Among policy facts covering the question equally, the one whose title it names most is what
 * it asks about: "do you have a privacy policy?" is the policy, not a clause repeating its name
 * (every clause's title starts with it). Elsewhere titles are names, not a hierarchy.
 */
function mostNamed(hits: FactHit[]): FactHit | undefined {
  const top = hits[0];
  if (top?.fact.kind !== "legal") return top;
  // The first of the tied policy facts naming the most (what a stable sort by share puts first).
  let named = top;
  let most = titleShare(top);
  for (const h of hits) {
    if (h.fact.kind !== "legal" || h.coverage !== top.coverage || h.direct !== top.direct) continue;
    const share = titleShare(h);
    if (share > most) {
      named = h;
      most = share;
    }
  }
  return named;
}

/** What is done with someone's data: shared, sold, kept, sent, used, seen… */
const HANDLED = cued(
  /\b(share[sd]?|sharing|sell|sold|selling|keep|kept|stor(e|ed|ing)|send|sent|fed|feed|hand(ed)?|give|given|pass(ed)?|use[ds]?|using|train(ed|ing)?|delete[ds]?|leak(ed)?|see|seen|read|access(ed)?|protect(ed)?|safe|private|secure)\b/i,
);

/** Whether hit `h` covers about as much of the question as the top hit (one word less at most). */
const closeTo = (h: FactHit, top: FactHit) => h.coverage >= top.coverage - 0.34;

/**
 * The best hit. Among facts covering about as much of the question (one word less at most), a
 * question about money prefers a pricing fact, and a "how long" / "where" question needs a
 * fact that states a duration / a place (none: the facts do not answer it). Each kind of
 * question is weighed in a function of its own: the optimising compiler then compiles this
 * choice small, and each weighing only once it is used often.
 */
function bestHit(found: FactHit[], question: string): FactHit | undefined {
  const top = mostNamed(found);
  if (!top) return top;
  const hits = [top, ...found.filter((h) => h !== top)];
  return ABOUT_MONEY.test(question)
    ? moneyHit(top, hits, question)
    : statedHit(top, hits, question);
}

/** The best hit for a question about money (see bestHit). */
function moneyHit(top: FactHit, hits: FactHit[], question: string): FactHit | undefined {
  // A pricing fact covering as much as the top only through other forms of the visitor's
  // words ("paid" for "pay monthly") is no better an answer than the top.
  const asGood = (h: FactHit) => h.coverage < top.coverage || h.direct >= top.direct;
  const pricing = hits.find((h) => h.fact.kind === "pricing" && closeTo(h, top) && asGood(h));
  // "Do you charge for the discovery call?": a fact about that very thing (its title names
  // more of the question than the pricing fact's) that says what it costs answers it.
  // (The first of those naming the most: what a stable sort by title cover puts first.)
  let named: FactHit | undefined;
  let namedCover = -1;
  for (const h of hits) {
    if (!(h.coverage >= top.coverage && statesPrice(h.fact))) continue;
    // A challenge's figures ("rising costs: 7%") are not our prices.
    if (h.fact.kind === "challenge" || h.fact.kind === "story") continue;
    const cover = titleCover(h);
    if (cover > namedCover) {
      named = h;
      namedCover = cover;
    }
  }
  if (named && namedCover > titleCover(pricing ?? top)) return named;
  if (pricing) return pricing;
  // "How much does a chatbot cost?" is not answered by a card that states no price: with
  // none found, the pricing overview answers (see respond).
  return ASKS_PRICE.test(question) && !statesPrice(top.fact) ? undefined : top;
}

/** The best hit for any other question: one stating what it asks for (see bestHit). */
function statedHit(top: FactHit, hits: FactHit[], question: string): FactHit | undefined {
  // What happens to the visitor's own words or data ("will my chats be used to train AI?") is
  // the privacy policy's subject, even when a service we offer shares more of the words.
  const ownData =
    ABOUT_OWN_DATA.test(question) && (OFFERS.has(top.fact.kind) || top.fact.kind === "agents");
  const policy = ownData
    ? hits.find((h) => h.fact.kind === "legal" && closeTo(h, top) && h.coverage >= 0.6)
    : undefined;
  // What we do with it (share, sell, keep, send…), with no policy fact found: a service card
  // ("Email Marketing" for "do you hand my email address to marketers?") is no answer.
  if (ownData && !policy && HANDLED.test(question)) return undefined;
  const best = policy ?? top;
  const kind = answerKindOf(question);
  if (!kind || factStates(kind, best.fact)) return best;
  // "Do you work with chatbots?": something we offer answers it as well as a list of clients.
  if (kind === "clients" && (best.fact.kind === "service" || best.fact.kind === "solution"))
    return best;
  // No fact stating what was asked for: the question is not answered by the facts.
  return hits.find((h) => closeTo(h, top) && h.coverage >= 0.6 && factStates(kind, h.fact));
}

/**
 * A question asking only who our clients are ("who do you normally work with?"), where we are
 * ("where do you guys operate?") or how long we have existed ("how old is your company?"), with
 * no other subject: the one fact that states it, whatever
 * everyday words it shares with other facts.
 */
function kindFact(index: FactIndex, part: string): FactHit | undefined {
  const kind = answerKindOf(part) ?? (ASKS_PREMISES.test(part) ? "place" : undefined);
  if (kind !== "clients" && kind !== "place" && kind !== "founded") return;
  return onlyFactOfKind(index, part, kind);
}

/** kindFact's answer for a question of one of those kinds (most questions are of none). */
function onlyFactOfKind(
  index: FactIndex,
  part: string,
  kind: "clients" | "place" | "founded",
): FactHit | undefined {
  const subject = keptContentWords(part).filter((w) => !isInterrogativeWord(kind, w));
  if (subject.length) return;
  const fact =
    kind === "place"
      ? index.byId("company-location")
      : index.facts.find((f) => factStates(kind, f));
  return fact && { fact, score: 0, coverage: 1, words: 1, direct: 1, directWords: [] };
}

/** The visitor speaking of their own business ("we", "our clients"), not asking about us. */
const THEIR_OWN = cued(/\b(we|we're|our|my)\b/i);
const ADDRESSES_US = cued(/\b(you|your|yours|u|ur|y'?all|wasatch)\b/i);

/** The fact that answers each part of the question, if one is confident enough. */
export function answeringFacts(index: FactIndex, question: string, premise = false) {
  return questionParts(question).flatMap((part) => {
    const only = premise ? undefined : kindFact(index, part);
    if (only) return [{ question: part, hit: only }];
    const aboutTheirOwn = THEIR_OWN.test(part) && !ADDRESSES_US.test(part);
    const counts = countsWhatIsAsked(part);
    const hits = index.search(premise ? withPlaceWords(part) : part, 6, { claim: premise }).filter(
      (h) =>
        (!counts || counts(h)) &&
        // "We take forever to reply" is about the visitor's replies, not how fast we answer.
        !(aboutTheirOwn && h.fact.kind === "contact"),
    );
    const hit = bestHit(hits, part);
    return hit && confident(hit) ? [{ question: part, hit }] : [];
  });
}
