/**
 * The built-in assistant (the front desk): reads what the visitor asked, finds the facts that
 * answer it, and composes a short grounded answer, or says plainly that it doesn't know and how
 * to reach a person. Used when no LLM is configured, it fails, or its answer is not grounded.
 */
import type { VisitorMemory } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import {
  askAboutBusiness,
  bookingLink,
  factAnswer,
  greetingAnswer,
  introductionAnswer,
  offTopicAnswer,
  personAnswer,
  promiseAnswer,
  recallAnswer,
  recommendAnswer,
  refusalAnswer,
  smallTalkAnswer,
  thanksAnswer,
  unknownAnswer,
} from "./front-desk/compose";
import {
  contentWords,
  createFactIndex,
  type FactHit,
  type FactIndex,
} from "./front-desk/fact-index";
import { buildFacts } from "./front-desk/facts";
import { solutionForProblem, solutionForStatedNeed } from "./front-desk/problem";
import { answerKindOf, isInterrogativeWord, states } from "./front-desk/question-kind";
import { otherLanguageAnswer, spanishAnswer } from "./front-desk/spanish";
import { detectTopics } from "./front-desk/topics";
import {
  intentOf,
  isHostile,
  isIntroduction,
  isPremise,
  languageOf,
  questionParts,
  wantsPerson,
} from "./front-desk/understanding";
import type { KnowledgeHit, SiteKnowledge } from "./knowledge";

export { detectTopics, wantsPerson };

export type ReplyKind =
  | "greeting"
  | "answer"
  | "unknown"
  | "off_topic"
  | "refusal"
  | "handoff"
  | "thanks"
  | "booking"
  | "memory";

export interface BuiltInReply {
  text: string;
  sources: KnowledgeHit[];
  topics: string[];
  kind: ReplyKind;
  /** True when a remembered fact shaped the answer. */
  usedMemory: boolean;
}

export interface RespondInput {
  question: string;
  memory?: VisitorMemory;
  /** True when the visitor gave their contact details in this conversation (not an earlier one). */
  contactShared?: boolean;
}

/** Whether a fact covers enough of what the question is about to count as its answer. */
const confident = (hit: FactHit) =>
  fromTheQuestion(hit) && (hit.coverage >= 0.6 || (hit.coverage >= 0.5 && hit.words >= 4));

/**
 * A fact reached only through one word of the same meaning ("get hold of you" → records we
 * keep) is a guess; one matching a word as written, or two words through synonyms, is not.
 */
const fromTheQuestion = (hit: FactHit) =>
  hit.direct > 0 || Math.round(hit.coverage * hit.words) >= 2;

const COUNT = String.raw`(\d[\d,.+]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|dozens?|hundreds?|thousands?)`;

/**
 * "How many employees do you have?" is answered only by a fact that counts that very thing ("we
 * have 12 solutions", "four steps"), not by one that merely names it ("client confidentiality");
 * "how many hours" asks for a duration, which the question's kind checks (see bestHit).
 */
function countsWhatIsAsked(hit: FactHit, question: string): boolean {
  const noun = /\bhow many (\w+)/i.exec(question)?.[1]?.toLowerCase();
  if (!noun || answerKindOf(question)) return true;
  const stem = noun.replace(/(e?s)$/, "").replace(/[^a-z]/g, "");
  if (!stem) return false;
  const counted = new RegExp(`\\b${COUNT}%?\\s+(\\S+\\s+){0,2}${stem}`, "i");
  return counted.test(hit.fact.answer) || counted.test(hit.fact.title);
}

const indexes = new WeakMap<Brand, FactIndex>();

/** The fact index for a brand, built once. */
export function factIndexFor(brand: Brand): FactIndex {
  let index = indexes.get(brand);
  if (!index) {
    index = createFactIndex(buildFacts(brand));
    indexes.set(brand, index);
  }
  return index;
}

/** True when the built-in responder refuses the question (prompt injection or abuse). */
export function isRefused(question: string): boolean {
  return intentOf(question) === "refuse";
}

/** Facts as the passages callers list as sources (and the model's prompt quotes). */
export function factSources(brand: Brand, hits: FactHit[]): KnowledgeHit[] {
  return hits.map(({ fact, score }) => {
    const passage = {
      id: fact.id,
      title: fact.title,
      text: fact.answer,
      url: `${brand.siteUrl}${fact.url}`,
      schemaType: "WebPageElement",
    };
    return { ...passage, passage, score };
  });
}

function withoutName(text: string, name: string | undefined): string {
  const words = (name ?? "").split(/\s+/).filter((w) => /^[\p{L}'-]{2,}$/u.test(w));
  return words.reduce(
    (out, w) => out.replace(new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, "giu"), " "),
    text,
  );
}

const RECOMMEND_WORDS = /\b(recommend\w*|suggest\w*|advise|best|fits?|right one)\b/gi;

/** Facts about what we offer. */
const OFFERS = new Set(["service", "solution", "challenge", "story", "process", "pricing"]);

/** A place named in a claim ("an office in Denver") is a question about where we are. */
const withPlaceWords = (q: string) =>
  /\b(in|from)\s+[A-Z][a-z]+/.test(q) ? `${q} based location` : q;

/** A question about what something costs: with no fact of its own, the pricing overview. */
const ASKS_PRICE =
  /\b(price|prices|pricing|cost|costs|how much|cheap\w*|expensive|afford|fee|fees|quote|budget)\b/i;
/** A fact that says what something costs or how much ("$500+", "free", "15-25%"). */
const STATES_PRICE = /\$\d|\d\s*%|\bfree\b|\bno fixed\b|\bstarting at\b|\bpric(e|ed|ing)\b/i;

/**
 * A question about paying us ("can I pay monthly?", "how do you bill?"), not about what others
 * charge: pricing facts rank first.
 */
const ABOUT_MONEY = new RegExp(
  `${ASKS_PRICE.source}|\\b(payments?|billing)\\b|\\b(i|we|you|u|ya|y'all)\\s+(\\w+\\s+){0,2}(pay|charge|bill)\\b`,
  "i",
);

/** The visitor's own information, messages or words, as something that is kept, sent or used. */
const ABOUT_OWN_DATA =
  /\b(my|our)\s+(\w+\s+)?(data|info|information|details|messages?|chats?|conversations?|records?|files?|emails?|lists?)\b|\b(what|anything|everything|things?) (i|we) (type|write|say|share|tell|send|give)\b/i;

/**
 * The best hit. Among facts covering about as much of the question (one word less at most), a
 * question about money prefers a pricing fact, and a "how long" / "where" question needs a
 * fact that states a duration / a place (none: the facts do not answer it).
 */
function bestHit(hits: FactHit[], question: string): FactHit | undefined {
  const [top] = hits;
  if (!top) return top;
  const close = (h: FactHit) => h.coverage >= top.coverage - 0.34;
  if (ABOUT_MONEY.test(question)) {
    // A pricing fact covering as much as the top only through other forms of the visitor's
    // words ("paid" for "pay monthly") is no better an answer than the top.
    const asGood = (h: FactHit) => h.coverage < top.coverage || h.direct >= top.direct;
    const pricing = hits.find((h) => h.fact.kind === "pricing" && close(h) && asGood(h));
    if (pricing) return pricing;
    // "How much does a chatbot cost?" is not answered by a card that states no price: with
    // none found, the pricing overview answers (see respond).
    return ASKS_PRICE.test(question) && !STATES_PRICE.test(top.fact.answer) ? undefined : top;
  }
  // What happens to the visitor's own words or data ("will my chats be used to train AI?") is
  // the privacy policy's subject, even when a service we offer shares more of the words.
  const policy =
    ABOUT_OWN_DATA.test(question) && (OFFERS.has(top.fact.kind) || top.fact.kind === "agents")
      ? hits.find((h) => h.fact.kind === "legal" && close(h) && h.coverage >= 0.6)
      : undefined;
  const best = policy ?? top;
  const kind = answerKindOf(question);
  if (!kind || states(kind, best.fact.answer)) return best;
  // No fact stating what was asked for: the question is not answered by the facts.
  return hits.find((h) => close(h) && h.coverage >= 0.6 && states(kind, h.fact.answer));
}

/**
 * A question asking only who our clients are ("who do you normally work with?"), with no other
 * subject: the fact that states it, whatever everyday words it shares with other facts.
 */
function clientsFact(index: FactIndex, part: string): FactHit | undefined {
  if (answerKindOf(part) !== "clients") return;
  const subject = contentWords(part).filter((w) => !isInterrogativeWord("clients", w));
  if (subject.length) return;
  const fact = index.facts.find((f) => states("clients", f.answer));
  return fact && { fact, score: 0, coverage: 1, words: 1, direct: 1, directWords: [] };
}

/** The fact that answers each part of the question, if one is confident enough. */
export function answeringFacts(index: FactIndex, question: string, premise = false) {
  return questionParts(question).flatMap((part) => {
    const clients = premise ? undefined : clientsFact(index, part);
    if (clients) return [{ question: part, hit: clients }];
    const hits = index
      .search(premise ? withPlaceWords(part) : part, 6, { claim: premise })
      .filter((h) => countsWhatIsAsked(h, part));
    const hit = bestHit(hits, part);
    return hit && confident(hit) ? [{ question: part, hit }] : [];
  });
}

/** Answers one message from the site's facts and the visitor's memory; never throws. */
export function respond(
  { brand }: Pick<SiteKnowledge, "brand">,
  { question, memory = {}, contactShared = false }: RespondInput,
): BuiltInReply {
  const q = question.trim().slice(0, 2000);
  const topics = detectTopics(q);
  const reply = (
    kind: ReplyKind,
    text: string,
    sources: KnowledgeHit[] = [],
    usedMemory = false,
  ) => ({
    kind,
    text,
    sources,
    topics,
    usedMemory,
  });
  const index = factIndexFor(brand);
  const language = languageOf(q);
  if (language === "es") return reply("answer", spanishAnswer(brand, q));

  const intent = intentOf(q);
  const named = Boolean(memory.name);
  switch (intent) {
    case "refuse":
      return reply("refusal", refusalAnswer(brand, isHostile(q)));
    case "greeting":
      return reply("greeting", greetingAnswer(memory), [], named);
    case "thanks":
      return reply("thanks", thanksAnswer(brand, memory), [], named);
    case "small-talk":
      return reply("answer", smallTalkAnswer(brand, q));
    case "recall":
      return reply("memory", recallAnswer(q, memory, contactShared), [], true);
    case "recommend": {
      const text = recommendAnswer(brand, memory);
      if (text) return reply("answer", text, [], true);
      break;
    }
    case "booking":
      return reply("booking", index.byId("discovery-call")?.answer ?? personAnswer(brand, memory));
    case "about":
      return reply("answer", index.byId("company-about")?.answer ?? unknownAnswer(brand));
    case "promise":
      return reply("answer", promiseAnswer(brand));
    case "person":
      return reply("handoff", personAnswer(brand, memory), [], named);
  }
  if (language === "other") return reply("answer", otherLanguageAnswer(brand));

  // "What do you recommend?": the asking words are not what the question is about.
  const askedFor = intent === "recommend" ? q.replace(RECOMMEND_WORDS, " ") : q;
  // The visitor's own name ("Hi, I'm Dana. How much…") is never what a question is about, and
  // a typo-tolerant search would otherwise read "Dana" as "data".
  const asked = withoutName(askedFor, memory.name);
  let found = answeringFacts(index, asked, isPremise(q));
  // Asked what we would recommend, without a business to recommend for: only something we
  // offer is an answer ("help us" in a privacy clause is not); otherwise ask about the business.
  if (intent === "recommend") found = found.filter((f) => OFFERS.has(f.hit.fact.kind));
  // A problem described, or only restated by a challenge card: the solution that solves it.
  if (!isPremise(q) && found.every((f) => f.hit.fact.kind === "challenge")) {
    const solution = solutionForProblem(index, q);
    if (solution) found = [{ question: q, hit: solution }];
  }
  // A need stated in a few words ("we keep getting bad reviews"): its solution, unless a fact
  // about something we offer already covers the whole message.
  const covered = found.some((f) => f.hit.coverage === 1 && OFFERS.has(f.hit.fact.kind));
  const need = !isPremise(q) && !covered ? solutionForStatedNeed(index, q) : undefined;
  if (need) found = [{ question: q, hit: need }];
  // An off-topic word ("stock tips") needs a fact covering the whole question.
  if (found.length && (intent !== "off-topic" || found.every((f) => f.hit.coverage === 1))) {
    let text = factAnswer(found, isPremise(q));
    // Asking for one ("can I get a quote?"), not mentioning quotes ("following up on quotes").
    if (/\b(a|an|my|your|free|rough) (quote|estimate)\b/i.test(q)) {
      text = `Happy to get you a quote: the price depends on scope, so a person looks at your needs first.\n\n${text}\n\n${bookingLink(brand)}`;
    }
    // What we offer, for a visitor who told us their business: say where they would start.
    const offer = found.some(
      (f) => f.hit.fact.kind === "service" || f.hit.fact.kind === "solution",
    );
    const advice = offer && memory.businessType ? recommendAnswer(brand, memory) : null;
    if (advice) text += `\n\n${advice}`;
    return reply(
      "answer",
      text,
      factSources(
        brand,
        found.map((f) => f.hit),
      ),
      Boolean(advice),
    );
  }
  if (intent === "recommend") return reply("answer", askAboutBusiness(brand));
  const pricing = ASKS_PRICE.test(q) ? index.byId("pricing-overview") : undefined;
  if (pricing) return reply("answer", pricing.answer);
  if (isIntroduction(q)) return reply("answer", introductionAnswer(brand, memory), [], true);
  if (intent === "off-topic") return reply("off_topic", offTopicAnswer(brand));
  return reply("unknown", unknownAnswer(brand));
}
