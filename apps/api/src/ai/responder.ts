/**
 * The built-in assistant (the front desk): reads what the visitor asked, finds the facts that
 * answer it, and composes a short grounded answer, or says plainly that it doesn't know and how
 * to reach a person. Used when no LLM is configured, it fails, or its answer is not grounded.
 */
import type { VisitorMemory } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import { ASKS_PRICE, answeringFacts, OFFERS } from "./front-desk/best-fact";
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
import { createFactIndex, type FactHit, type FactIndex } from "./front-desk/fact-index";
import { buildFacts } from "./front-desk/facts";
import { followUpReading } from "./front-desk/follow-up";
import { cued } from "./front-desk/message-cues";
import {
  describesOwnSituation,
  solutionForProblem,
  solutionForStatedNeed,
} from "./front-desk/problem";
import { otherLanguageAnswer, spanishAnswer } from "./front-desk/spanish";
import { withTyposCorrected } from "./front-desk/spelling";
import { detectTopics } from "./front-desk/topics";
import {
  type Intent,
  intentOf,
  isHostile,
  isIntroduction,
  isPremise,
  languageOf,
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
  /** The visitor's earlier questions in this conversation, oldest first. */
  earlier?: readonly string[];
  /** `intentOf(question)`, when the caller has read it already. */
  intent?: Intent;
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

/** Whether the brand's fact index is built (for tests). */
export const factIndexBuilt = (brand: Brand): boolean => indexes.has(brand);

/** True when the built-in responder refuses the question (prompt injection or abuse). */
export function isRefused(question: string): boolean {
  return intentOf(question) === "refuse";
}

/** Facts as the passages callers list as sources (and the model's prompt quotes). */
export function factSources(brand: Brand, hits: FactHit[]): KnowledgeHit[] {
  return hits.map(({ fact, score }) => {
    const url = `${brand.siteUrl}${fact.url}`;
    const schemaType = "WebPageElement";
    const passage = { id: fact.id, title: fact.title, text: fact.answer, url, schemaType };
    // The passage's fields written out, in its order (spreading an object costs ~0.5 µs).
    return { id: fact.id, title: fact.title, text: fact.answer, url, schemaType, passage, score };
  });
}

function withoutName(text: string, name: string | undefined): string {
  // Most visitors have told us no name: nothing to take out.
  if (!name) return text;
  const words = (name ?? "").split(/\s+/).filter((w) => /^[\p{L}'-]{2,}$/u.test(w));
  return words.reduce(
    (out, w) => out.replace(new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, "giu"), " "),
    text,
  );
}

/** What can answer a visitor describing their own situation: something we offer. */
const SOLVES = new Set(["service", "solution", "challenge", "story"]);
const LISTS = new Set(["services", "solutions"]);

/** Asking for one ("can I get a quote?"), not mentioning quotes ("following up on quotes"). */
const ASKS_FOR_A_QUOTE = cued(/\b(a|an|my|your|free|rough) (quote|estimate)\b/i);

const RECOMMEND_WORDS = /\b(recommend\w*|suggest\w*|advise|best|fits?|right one)\b/gi;

/** A reply, its fields always written in this order (one shape for every reply). */
function replyOf(
  kind: ReplyKind,
  text: string,
  topics: string[],
  sources: KnowledgeHit[] = [],
  usedMemory = false,
): BuiltInReply {
  return { kind, text, sources, topics, usedMemory };
}

/** What a visitor's message is read as, for the steps of the answer after reading it. */
interface Read {
  brand: Brand;
  index: FactIndex;
  /** The message as meant (typos corrected, a follow-up's subject filled in). */
  q: string;
  intent: Intent;
  memory: VisitorMemory;
  topics: string[];
}

/**
 * The answer to a message that asks for something other than facts (a greeting, thanks, a
 * person, a call…); undefined when its intent has no answer of its own (a question, or a
 * recommendation without a business to recommend for). Its own function: most messages are
 * questions, and the optimising compiler then compiles the answer without all these branches.
 */
function intentReply(
  { brand, index, q, intent, memory, topics }: Read,
  contactShared: boolean,
): BuiltInReply | undefined {
  const named = Boolean(memory.name);
  switch (intent) {
    case "refuse":
      return replyOf("refusal", refusalAnswer(brand, isHostile(q)), topics);
    case "greeting":
      return replyOf("greeting", greetingAnswer(memory), topics, [], named);
    case "thanks":
      return replyOf("thanks", thanksAnswer(brand, memory), topics, [], named);
    case "small-talk":
      return replyOf("answer", smallTalkAnswer(brand, q), topics);
    case "recall":
      return replyOf("memory", recallAnswer(q, memory, contactShared), topics, [], true);
    case "recommend": {
      const text = recommendAnswer(brand, memory);
      return text ? replyOf("answer", text, topics, [], true) : undefined;
    }
    case "booking":
      return replyOf(
        "booking",
        index.byId("discovery-call")?.answer ?? personAnswer(brand, memory),
        topics,
      );
    case "about":
      return replyOf("answer", index.byId("company-about")?.answer ?? unknownAnswer(brand), topics);
    case "promise":
      return replyOf("answer", promiseAnswer(brand), topics);
    case "person":
      return replyOf("handoff", personAnswer(brand, memory), topics, [], named);
  }
  return undefined;
}

/** Answers one message from the site's facts and the visitor's memory; never throws. */
export function respond(
  { brand }: Pick<SiteKnowledge, "brand">,
  { question, memory = {}, contactShared = false, earlier = [], intent: given }: RespondInput,
): BuiltInReply {
  const raw = question.trim().slice(0, 2000);
  const topics = detectTopics(raw);
  const index = factIndexFor(brand);
  const language = languageOf(raw);
  if (language === "es") return replyOf("answer", spanishAnswer(brand, raw), topics);
  // Misspelt English is read as meant before anything else ("wat do u recomend" recommends).
  const typed = language === "en" ? withTyposCorrected(raw, index.correct) : raw;
  // What the message does is its own; "how long is it?" after the discovery call asks how long
  // the discovery call is.
  // (Read already by the caller, unless trimming or a corrected typo changed the text.)
  const intent = given !== undefined && typed === question ? given : intentOf(typed);
  const q = (language === "en" && followUpReading(index, typed, earlier)) || typed;
  const read: Read = { brand, index, q, intent, memory, topics };
  if (intent !== "question" && intent !== "off-topic") {
    const answered = intentReply(read, contactShared);
    if (answered) return answered;
  }
  if (language === "other") return replyOf("answer", otherLanguageAnswer(brand), topics);
  return factReply(read);
}

/** The answer from the facts: those answering the question, or why none does. */
function factReply(read: Read): BuiltInReply {
  const { index, q, intent, memory } = read;
  // "What do you recommend?": the asking words are not what the question is about.
  const askedFor = intent === "recommend" ? q.replace(RECOMMEND_WORDS, " ") : q;
  // The visitor's own name ("Hi, I'm Dana. How much…") is never what a question is about, and
  // a typo-tolerant search would otherwise read "Dana" as "data".
  const asked = withoutName(askedFor, memory.name);
  // A premise to check ("…, right?") is read once: each step below asks.
  const premise = isPremise(q);
  let found = answeringFacts(index, asked, premise);
  // Asked what we would recommend, without a business to recommend for: only something we
  // offer is an answer ("help us" in a privacy clause is not); otherwise ask about the business.
  if (intent === "recommend") found = found.filter((f) => OFFERS.has(f.hit.fact.kind));
  // A visitor describing their own situation: only something we offer answers it (not a list
  // of everything, our prices or our policies).
  const situation = !premise && describesOwnSituation(q);
  if (situation)
    found = found.filter((f) => SOLVES.has(f.hit.fact.kind) && !LISTS.has(f.hit.fact.id));
  // A problem described, or only restated by a challenge card: the solution that solves it.
  if (!premise && found.every((f) => f.hit.fact.kind === "challenge")) {
    const solution = solutionForProblem(index, q);
    if (solution) found = [{ question: q, hit: solution }];
  }
  // A need stated in a few words ("we keep getting bad reviews"): its solution, unless a fact
  // about something we offer already covers the whole message.
  const covered = found.some((f) => f.hit.coverage === 1 && OFFERS.has(f.hit.fact.kind));
  const need = !premise && !covered ? solutionForStatedNeed(index, q) : undefined;
  if (need) found = [{ question: q, hit: need }];
  // An off-topic word ("stock tips") needs a fact covering the whole question.
  if (found.length && (intent !== "off-topic" || found.every((f) => f.hit.coverage === 1)))
    return foundReply(read, found, premise);
  return unfoundReply(read, situation);
}

/** The answer composed from the facts found. */
function foundReply(
  { brand, q, memory, topics }: Read,
  found: { question: string; hit: FactHit }[],
  premise: boolean,
): BuiltInReply {
  let text = factAnswer(found, premise);
  // Asking for one ("can I get a quote?"), not mentioning quotes ("following up on quotes").
  if (ASKS_FOR_A_QUOTE.test(q)) {
    text = `Happy to get you a quote: the price depends on scope, so a person looks at your needs first.\n\n${text}\n\n${bookingLink(brand)}`;
  }
  // What we offer, for a visitor who told us their business: say where they would start.
  const offer = found.some((f) => f.hit.fact.kind === "service" || f.hit.fact.kind === "solution");
  const advice = offer && memory.businessType ? recommendAnswer(brand, memory) : null;
  if (advice) text += `\n\n${advice}`;
  return replyOf(
    "answer",
    text,
    topics,
    factSources(
      brand,
      found.map((f) => f.hit),
    ),
    Boolean(advice),
  );
}

/** No fact answers the question: ask about the business, the pricing overview, or say so. */
function unfoundReply(
  { brand, index, q, intent, memory, topics }: Read,
  situation: boolean,
): BuiltInReply {
  if (intent === "recommend") return replyOf("answer", askAboutBusiness(brand), topics);
  const pricing = ASKS_PRICE.test(q) && !situation ? index.byId("pricing-overview") : undefined;
  if (pricing) return replyOf("answer", pricing.answer, topics);
  if (isIntroduction(q))
    return replyOf("answer", introductionAnswer(brand, memory), topics, [], true);
  if (intent === "off-topic") return replyOf("off_topic", offTopicAnswer(brand), topics);
  return replyOf("unknown", unknownAnswer(brand), topics);
}
