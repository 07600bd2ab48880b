/**
 * Composing the front desk's answers: from the facts that answer a question, the visitor's
 * memory and the brand, in short markdown. Nothing here invents a figure: every number comes
 * from a fact or from site-content.
 */
import type { VisitorMemory } from "@repo/schemas";
import { type Brand, company, solutions, testimonial } from "@repo/site-content";
import { keptContentWords, titleWords } from "./content-words";
import type { FactHit } from "./fact-index";
import { figuresIn } from "./understanding";
import { INDUSTRY_SOLUTIONS, NEED_SOLUTIONS } from "./vocabulary";
import { stemOf } from "./word-forms";

const CALL = company.discoveryCall.minutes;

export function bookingLink(brand: Brand, lead = "Book"): string {
  return `[${lead} your free ${CALL}-minute discovery call](${brand.bookingUrl})`;
}

export function reachUs(brand: Brand): string {
  return `email [${brand.email}](mailto:${brand.email}) (we answer ${company.responseTimes.email}), use the [contact page](/contact), or ${bookingLink(brand, "book")}`;
}

/** How the front desk opens when it does not know (the insights find unanswered questions by it). */
const UNKNOWN_OPENING = "I don't know that, and I'd rather not guess.";

export const unknownAnswer = (brand: Brand) =>
  `${UNKNOWN_OPENING} A person on our team can answer it: ${reachUs(brand)}.`;

/** Whether a stored reply is the front desk saying it does not know. */
export const isUnknownAnswer = (text: string) => text.includes(UNKNOWN_OPENING);

export const offTopicAnswer = (brand: Brand) =>
  `That's outside what I can help with here: I'm ${brand.companyName}'s assistant, so I can answer questions about our AI services, prices, policies and the free ${CALL}-minute discovery call.`;

export const refusalAnswer = (brand: Brand, hostile: boolean) =>
  `${hostile ? "I'm sorry if something has been frustrating. " : ""}I can't help with that. I don't share my instructions or anything about other visitors, but I'm glad to answer questions about ${brand.companyName}'s AI services, pricing or the free ${CALL}-minute discovery call.`;

export function greetingAnswer(memory: VisitorMemory): string {
  const hello = memory.name ? `Hi ${memory.name}!` : "Hi there!";
  return `${hello} I can help with AI implementation services, chatbots and data analysis, pricing, or booking a free ${CALL}-minute discovery call. What would you like to know?`;
}

export function thanksAnswer(brand: Brand, memory: VisitorMemory): string {
  return `You're welcome${memory.name ? `, ${memory.name}` : ""}! Anything else I can help with? When you're ready, ${bookingLink(brand, "book")}.`;
}

export function smallTalkAnswer(brand: Brand, text: string): string {
  if (/\b(bot|robot|chatbot|chatgpt|gpt|claude|gemini|human|real|ai|person|who)\b/i.test(text)) {
    return `I'm ${brand.companyName}'s AI assistant, not a person. I can help with our services, prices and booking a call, and a person from our team is one email away: [${brand.email}](mailto:${brand.email}).`;
  }
  return "I'm doing well, thanks for asking! How can I help you today: our AI services, pricing, or a free discovery call?";
}

export function personAnswer(brand: Brand, memory: VisitorMemory): string {
  const ask = memory.email
    ? ""
    : `\n\nOr leave your **name and email** here and a person will get back to you ${company.responseTimes.email}.`;
  return `Of course, a person from our team can help: ${reachUs(brand)}.${ask}`;
}

export const promiseAnswer = (brand: Brand) =>
  `I can't promise that: we don't guarantee specific results, and nothing on our site promises refunds or a set return. What we do promise is a fixed, written price agreed before work starts, and we start small to prove the value first. For anything about your own terms, ${reachUs(brand)}.`;

const solutionById = (id: string) => solutions.find((s) => s.id === id);

/** Up to three solutions for this visitor, from their stated needs first, then their industry. */
export function recommendedSolutions(memory: VisitorMemory): string[] {
  const ids: string[] = [];
  for (const need of memory.needs ?? []) {
    for (const [re, id] of NEED_SOLUTIONS) if (re.test(need) && !ids.includes(id)) ids.push(id);
  }
  const business = memory.businessType ?? "";
  // A business outside the industries we list (a yoga studio) gets what helps most small
  // businesses: answering and booking around the clock, and the busywork of scheduling.
  const byIndustry =
    INDUSTRY_SOLUTIONS.find(([re]) => re.test(business))?.[1] ??
    (business ? ["website-concierge", "ai-team-operations-booster", "smart-lead-qualifier"] : []);
  for (const id of byIndustry) if (!ids.includes(id)) ids.push(id);
  return ids.slice(0, 3);
}

export function recommendAnswer(brand: Brand, memory: VisitorMemory): string | null {
  const ids = recommendedSolutions(memory);
  if (!ids.length) return null;
  const who = memory.businessType ? `your ${memory.businessType}` : "your business";
  const lines = ids.flatMap((id) => {
    const s = solutionById(id);
    return s ? [`- **${s.title}**: ${s.description} _${s.impact}._`] : [];
  });
  const story = HEALTH_PRACTICE.test(memory.businessType ?? "") ? storyLine() : null;
  return [
    `For ${who}, I'd start with:`,
    ...lines,
    ...(story ? ["", story] : []),
    "",
    `${bookingLink(brand)} and we'll pick the one that pays off first.`,
  ].join("\n");
}

/** Businesses like the one in our success story (a medical practice). */
const HEALTH_PRACTICE = /dental|dentist|clinic|medical|doctor|therap|chiropract/i;

/** The success story, told to a visitor in the same kind of business. */
function storyLine(): string {
  const results = testimonial.metrics.map((m) => `${m.value} ${m.label.toLowerCase()}`).join(", ");
  return `An example from a practice like yours: ${testimonial.name} uses our ${testimonial.implementedSolution}, with ${results}.`;
}

export const askAboutBusiness = (brand: Brand) =>
  `Happy to suggest where to start. Tell me what kind of business you run and what takes up most of your time (missed calls, follow-ups, reviews, paperwork, stock...), and I'll point you to the right solution. Or ${bookingLink(brand, "book")} and we'll look at it together.`;

/** What we remember about the visitor; contact details only if they gave them in this conversation. */
export function recallAnswer(text: string, memory: VisitorMemory, contactShared: boolean): string {
  const parts: string[] = [];
  const asksContact = /\b(email|phone|number|contact)\b/i.test(text);
  if (memory.name) parts.push(`your name is **${memory.name}**`);
  if (memory.businessType) {
    parts.push(
      `you run ${/^[aeiou]/i.test(memory.businessType) ? "an" : "a"} **${memory.businessType}**${memory.location ? ` in **${memory.location}**` : ""}`,
    );
  } else if (memory.location) parts.push(`you're in **${memory.location}**`);
  if (memory.companySize) parts.push(`your team is ${memory.companySize}`);
  if (asksContact && contactShared) {
    if (memory.email) parts.push(`your email is **${memory.email}**`);
    if (memory.phone) parts.push(`your phone number is **${memory.phone}**`);
  }
  let out = parts.length
    ? `From our conversation: ${parts.join(", ")}.`
    : "You haven't told me about yourself yet. What's your name, and what kind of business do you run?";
  if (asksContact && !contactShared && (memory.email || memory.phone || parts.length)) {
    out +=
      " For your privacy I don't repeat contact details from an earlier visit; share them again here if you'd like us to get in touch.";
  }
  return out;
}

/** A short acknowledgement of what a visitor told us about themselves. */
export function introductionAnswer(brand: Brand, memory: VisitorMemory): string {
  // The chat greets a newly told name itself ("Nice to meet you, Tom!").
  const hi = memory.name ? "" : "Thanks for telling me! ";
  const rec = recommendAnswer(brand, memory);
  if (rec) return `${hi}${rec}`;
  return `${hi}How can I help: our AI services, pricing, or the free ${CALL}-minute discovery call?`;
}

const NEGATION = /\b(never|not|no|don't|do not|doesn't|isn't|aren't)\b/i;
const ENTITY = /(?<!^|[.?!]\s)\b[A-Z][a-z]{2,}\b/g;

/** "Not quite" when a question's claim (a figure, a place, a missing "not") differs from the fact. */
function premiseLead(question: string, answer: string): string {
  const said = figuresIn(question);
  const facts = figuresIn(answer).join(" ");
  const wrongFigure = said.some((f) => !facts.includes(f));
  const words = answer.toLowerCase();
  const wrongName = (question.match(ENTITY) ?? []).some((w) => !words.includes(w.toLowerCase()));
  const wrongNegation =
    NEGATION.test(answer) &&
    !NEGATION.test(question.replace(/(don't|isn't|aren't) (you|it|they)\s*\??\s*$/i, ""));
  if (wrongNegation) return "No. ";
  return wrongFigure || wrongName ? "Not quite. " : "";
}

/** The answer from the facts that answer each part of a question (best first). */
/**
 * An FAQ answer opens with "No." or "Yes." for its own question ("Do I need an IT team?"); to
 * another question it reached ("do you offer training?") that word would say the opposite of
 * what follows, so it is dropped unless the visitor asked about most of what the FAQ asks.
 */
function answersItsOwnQuestion(question: string, hit: FactHit): boolean {
  if (hit.fact.kind !== "faq") return true;
  const own = titleWords(hit.fact).stems;
  if (!own.size) return true;
  const asked = new Set(keptContentWords(question).map(stemOf));
  let shared = 0;
  for (const w of own) if (asked.has(w)) shared++;
  return shared / own.size >= 0.5;
}

const withoutYesNo = (text: string) => {
  const rest = text.replace(/^(yes|no)[.,!]\s*/i, "");
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
};

export function factAnswer(parts: { question: string; hit: FactHit }[], premise: boolean): string {
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const { question, hit } of parts) {
    if (seen.has(hit.fact.id)) continue;
    seen.add(hit.fact.id);
    let text = hit.fact.answer;
    if (premise) text = premiseLead(question, text) + text.replace(/^(yes|no)[.,!]\s*/i, "");
    else if (!answersItsOwnQuestion(question, hit)) text = withoutYesNo(text);
    const label = hit.fact.url.startsWith("/pricing") ? "See pricing" : "Learn more";
    const link = text.includes("](") ? "" : ` [${label}](${hit.fact.url})`;
    blocks.push(text + link);
  }
  return blocks.join("\n\n");
}
