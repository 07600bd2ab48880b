/**
 * The built-in assistant: answers from the site's own facts (retrieval over site-content)
 * with short markdown, when no LLM is configured or the LLM fails.
 */
import type { VisitorMemory } from "@repo/schemas";
import {
  type Brand,
  company,
  pricingOptions,
  pricingPrinciples,
  processSteps,
  services,
  solutions,
} from "@repo/site-content";
import type { KnowledgeHit, SiteKnowledge } from "./knowledge";

export type ReplyKind =
  | "greeting"
  | "answer"
  | "unknown"
  | "off_topic"
  | "refusal"
  | "handoff"
  | "thanks";

export interface BuiltInReply {
  text: string;
  sources: KnowledgeHit[];
  topics: string[];
  kind: ReplyKind;
  /** True when a remembered fact shaped the answer. */
  usedMemory: boolean;
}

const TOPIC_PATTERNS: [string, RegExp][] = [
  [
    "pricing",
    /\b(pric\w*|cost\w*|how much|fee|fees|quote|budget|afford|expensive|cheap|\$\d|subscription|payment|pay)\b/i,
  ],
  [
    "booking",
    /\b(book\w*|schedul\w*|appointment|meeting|consult\w*|discovery|call|demo|calendar)\b/i,
  ],
  ["chatbots", /\b(chat ?bots?|bots?|chat assistant|virtual assistant|concierge|live chat)\b/i],
  ["automation", /\b(automat\w*|workflow\w*|repetitive|manual work|process automation)\b/i],
  ["marketing", /\b(marketing|email campaign\w*|social media|content|newsletter|ads?)\b/i],
  ["lead-qualification", /\b(leads?|lead qualification|prospects?|sales pipeline)\b/i],
  ["data-analysis", /\b(data analy\w*|analytics|reports?|reporting|forecast\w*|insights?)\b/i],
  ["customer-service", /\b(customer (service|support)|support tickets?|faq|help ?desk)\b/i],
  ["strategy", /\b(strateg\w*|roadmap|where to start|consulting)\b/i],
  ["search-optimization", /\b(seo|generative search|chatgpt|gemini|claude|perplexity)\b/i],
  ["security", /\b(secur\w*|safe|privacy|private|gdpr|hipaa|confidential\w*|encrypt\w*)\b/i],
  ["legal", /\b(terms|legal|liability|contract|arbitration|refund)\b/i],
  ["process", /\b(process|steps?|how do you work|onboarding|get started)\b/i],
  ["timeline", /\b(how long|timeline|weeks?|months?|go live|turnaround)\b/i],
  ["contact", /\b(contact|email|phone|reach|talk to|speak (to|with)|human|person|someone)\b/i],
  ["company", /\b(who are you|about you|located|location|based|utah|company|team|founded)\b/i],
  [
    "industries",
    /\b(restaurants?|law firms?|lawyers?|medical|dental|clinics?|retail|contractors?|e-?commerce|manufactur\w*|real estate|industr\w*)\b/i,
  ],
];

/** The topics a message touches (e.g. pricing, booking, chatbots); used as conversation tags. */
export function detectTopics(text: string): string[] {
  return TOPIC_PATTERNS.filter(([, re]) => re.test(text)).map(([topic]) => topic);
}

const GREETING =
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings)\b[\s!.,?]*$/i;
const THANKS =
  /^\s*(thanks|thank you|thx|ty|cheers|great|awesome|perfect|ok(ay)?|cool|got it)\b[\s\w!.,]{0,20}$/i;
const INJECTION =
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier) (instructions|prompts?|rules)|system prompt|your (instructions|prompt|rules|guidelines)|initial prompt|developer mode|jailbreak|dan mode|pretend (you are|to be)|act as (an? )?(unrestricted|evil|different)|reveal (your|the) (prompt|instructions)|repeat (the|your) (text|words|instructions) above|print your (prompt|instructions))/i;
const HOSTILE =
  /\b(fuck\w*|shit\w*|bitch\w*|asshole|bastard|idiot|stupid bot|dumb bot|you suck|moron|kill (you|yourself)|hate you)\b/i;
const OFF_TOPIC =
  /\b(weather|forecast for|sports?|football|soccer|basketball|baseball|super bowl|world cup|recipe|cook\w*|poem|poetry|song|lyrics|joke|horoscope|movie|netflix|celebrity|politic\w*|election|president|stock (tip|price)|crypto\w*|bitcoin|lottery|homework|essay|capital of|translate|dating|girlfriend|boyfriend|medical advice|diagnos\w*|symptoms?|legal advice|lawsuit against)\b/i;
const HUMAN =
  /\b(human|real person|a person|someone|somebody|talk to|speak (to|with)|representative|agent|sales ?person|call me|call back|get in touch|contact (me|you)|reach (you|out))\b/i;
const QUOTE = /\b(quote|estimate|proposal|how much would|price for my)\b/i;
const RESPONSE_TIME =
  /\b(how (fast|quickly|soon|long)[\w\s]{0,30}(respond|reply|answer|hear back|get back)|response time|hear back|get back to me)\b/i;
const SERVICES_OVERVIEW =
  /\b(what (do you|does your company|services|can you)|which services|your services|services (do you|you) (offer|provide)|what you (do|offer)|help (my|with my|our) business|offer)\b/i;
const CONTACT =
  /\b(email address|your email|phone number|contact (info|information|details)|how (can|do) i (contact|reach|email) you)\b/i;
const SOLUTIONS_OVERVIEW = /\b(solutions|products|tools you (have|offer)|examples)\b/i;

/** Path of a site URL, so links stay on whichever origin serves the site (or the widget). */
function sitePath(url: string, brand: Brand): string {
  return url.startsWith(brand.siteUrl) ? url.slice(brand.siteUrl.length) || "/" : url;
}

const firstSentences = (text: string, n: number) => {
  const parts = text.replace(/\s+/g, " ").match(/[^.!?]+[.!?]+(\s|$)|[^.!?]+$/g) ?? [text];
  return parts.slice(0, n).join("").trim();
};

function bookingLine(brand: Brand) {
  return `[Book your free ${company.discoveryCall.minutes}-minute discovery call](${brand.bookingUrl})`;
}

function contactLine(brand: Brand) {
  return `You can email us at [${brand.email}](mailto:${brand.email}) (we answer ${company.responseTimes.email}), use the [contact page](/contact), or ${bookingLine(brand).replace("[Book", "[book")}.`;
}

function offerToTakeDetails(memory: VisitorMemory) {
  if (memory.email) return "";
  return memory.name
    ? `\n\nIf you'd like a person to follow up, just share your email here, ${memory.name}.`
    : "\n\nIf you'd like a person to follow up, share your **name and email** here and we'll get back to you.";
}

function pricingAnswer(brand: Brand): string {
  const [managed, custom] = pricingOptions;
  return [
    "We offer two ways to work together:",
    `- **${managed?.name}** (Most Popular): ${managed?.model.toLowerCase()}. ${managed?.description}`,
    `- **${custom?.name}**: a one-time project **starting at ${company.customSolutionFrom}**; you own the IP, with optional support plans.`,
    "",
    `Our pricing principles: ${pricingPrinciples.map((p) => p.title).join(", ")}. Your exact price depends on scope, so the free ${company.discoveryCall.minutes}-minute discovery call is where we give you an honest estimate.`,
    "",
    `[See pricing](/pricing) · ${bookingLine(brand)}`,
  ].join("\n");
}

function bookingAnswer(brand: Brand, memory: VisitorMemory): string {
  return (
    [
      `The discovery call is **free** and takes **${company.discoveryCall.minutes} minutes**: we look at how your business runs and where AI would pay off first.`,
      "",
      `- ${bookingLine(brand)} (opens our calendar)`,
      `- Or email [${brand.email}](mailto:${brand.email}) with your name, business type and preferred time.`,
    ].join("\n") + offerToTakeDetails(memory)
  );
}

function handoffAnswer(brand: Brand, memory: VisitorMemory, wantsQuote: boolean): string {
  const lead = wantsQuote
    ? `Happy to get you a quote. Prices depend on scope (custom projects start at ${company.customSolutionFrom}), so a person will look at your needs.`
    : "Of course, a person from our team can help.";
  return (
    [
      lead,
      "",
      `- ${bookingLine(brand)}`,
      `- Email [${brand.email}](mailto:${brand.email}); we reply ${company.responseTimes.email}.`,
    ].join("\n") + offerToTakeDetails(memory)
  );
}

function servicesAnswer(memory: VisitorMemory): string {
  const intro = memory.businessType
    ? `Here's what we do, and all of it works for a ${memory.businessType}:`
    : "We help small and medium businesses with:";
  return [
    intro,
    ...services.map((s) => `- **${s.name}**: ${firstSentences(s.description, 1)}`),
    "",
    "[Browse our solutions](/#solutions) or tell me about your business and I'll point you to the best fit.",
  ].join("\n");
}

function solutionsAnswer(): string {
  return [
    "A few of our ready-made solutions:",
    ...solutions
      .filter((s) => !s.isCustom)
      .slice(0, 6)
      .map((s) => `- **${s.title}**: ${s.impact}`),
    `- **Your Custom AI Advantage**: built around your exact workflow, from ${company.customSolutionFrom}`,
    "",
    "[See all solutions](/#solutions)",
  ].join("\n");
}

function processAnswer(): string {
  return [
    "We work in four steps:",
    ...processSteps.map((s) => `${s.number}. **${s.title}**: ${firstSentences(s.description, 1)}`),
    "",
    "[How we work](/#process)",
  ].join("\n");
}

function responseTimeAnswer(brand: Brand): string {
  return [
    `We answer contact-form messages and emails **${company.responseTimes.email}**, and detailed project inquiries **${company.responseTimes.projectInquiry}**.`,
    "",
    `Email [${brand.email}](mailto:${brand.email}), use the [contact page](/contact), or ${bookingLine(brand).replace("[Book", "[book")}.`,
  ].join("\n");
}

function unknownAnswer(brand: Brand): string {
  return `I'm not sure about that one, and I'd rather not guess. Here's how to reach us: ${contactLine(brand)}`;
}

function offTopicAnswer(brand: Brand): string {
  return `That's outside what I can help with here. I'm ${brand.companyName}'s assistant, so I can answer questions about our AI services, pricing and the free discovery call. For example, ask me how a chatbot could help your business.`;
}

function refusalAnswer(brand: Brand): string {
  return `I can't help with that, but I'm glad to answer questions about ${brand.companyName}'s AI services, pricing or booking a free ${company.discoveryCall.minutes}-minute discovery call.`;
}

/** Formats the best passage (and a related one) as a short grounded answer with its link. */
function passageAnswer(hits: KnowledgeHit[], brand: Brand, memory: VisitorMemory): string {
  const [top, second] = hits;
  if (!top) return unknownAnswer(brand);
  const lines: string[] = [];
  if (top.schemaType === "Question") {
    lines.push(top.text);
  } else {
    const [first = "", ...rest] = top.text.split("\n").filter((l) => l.trim());
    lines.push(`**${top.title}**: ${firstSentences(first, 3)}`);
    const list = rest.filter((l) => l.startsWith("- ")).slice(0, 5);
    const notes = rest.filter((l) => !l.startsWith("- ") && l.length < 160).slice(0, 2);
    if (notes.length) lines.push(...notes.map((n) => `\n${n}`));
    if (list.length) lines.push("", ...list);
  }
  const related = new Set(["Service", "Offer", "Question"]);
  if (second && second.score > top.score * 0.6 && related.has(second.schemaType)) {
    lines.push("", `Related: **${second.title}**: ${firstSentences(second.text, 1)}`);
  }
  const path = sitePath(top.url, brand);
  const more = path.startsWith("/pricing") ? "[See pricing](/pricing)" : `[Learn more](${path})`;
  lines.push("", `${more} · ${bookingLine(brand)}`);
  if (memory.businessType && top.schemaType === "Service") {
    lines.unshift(`For a ${memory.businessType}, this could help:`, "");
  }
  return lines.join("\n");
}

/** Minimum score for a passage to count as an answer rather than a guess. */
const MIN_SCORE = 9;

export interface RespondInput {
  question: string;
  memory?: VisitorMemory;
  /** Passages already retrieved for this question (best first); searched here when absent. */
  hits?: KnowledgeHit[];
}

/** True when the built-in responder refuses the question (prompt injection or abuse). */
export function isRefused(question: string): boolean {
  const q = question.trim().slice(0, 2000);
  return INJECTION.test(q) || HOSTILE.test(q);
}

/** Answers one question from the site's facts (its brand and passage index); never throws. */
export function respond(
  { brand, knowledge }: SiteKnowledge,
  { question, memory = {}, hits: retrieved }: RespondInput,
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

  if (INJECTION.test(q)) return reply("refusal", refusalAnswer(brand));
  if (HOSTILE.test(q))
    return reply("refusal", `I'm sorry if something has been frustrating. ${refusalAnswer(brand)}`);
  if (GREETING.test(q)) {
    const hello = memory.name ? `Hi ${memory.name}!` : "Hi there!";
    return reply(
      "greeting",
      `${hello} I can help with AI implementation services, chatbots and data analysis, pricing, or booking a free ${company.discoveryCall.minutes}-minute discovery call. What would you like to know?`,
      [],
      Boolean(memory.name),
    );
  }
  if (THANKS.test(q)) {
    return reply(
      "thanks",
      `You're welcome${memory.name ? `, ${memory.name}` : ""}! Anything else I can help with? When you're ready, ${bookingLine(brand).replace("[Book", "[book")}.`,
      [],
      Boolean(memory.name),
    );
  }

  const hits = retrieved?.slice(0, 4) ?? knowledge.search(q, 4);
  const grounded = hits.filter((h) => h.score >= MIN_SCORE);
  if (OFF_TOPIC.test(q) && !(topics.length > 0 && grounded.length > 0)) {
    return reply("off_topic", offTopicAnswer(brand));
  }

  const wantsQuote = QUOTE.test(q);
  if (HUMAN.test(q) || wantsQuote) {
    return reply(
      "handoff",
      handoffAnswer(brand, memory, wantsQuote),
      grounded,
      Boolean(memory.name),
    );
  }
  if (CONTACT.test(q)) {
    return reply("answer", `Here's how to reach us: ${contactLine(brand)}`, grounded);
  }
  if (RESPONSE_TIME.test(q)) return reply("answer", responseTimeAnswer(brand), grounded);
  if (topics.includes("pricing")) return reply("answer", pricingAnswer(brand), grounded);
  if (topics.includes("booking") && !/\bchat ?bots?\b/i.test(q)) {
    return reply("answer", bookingAnswer(brand, memory), grounded, Boolean(memory.name));
  }
  if (topics.includes("process") && /\b(process|steps?|how do you work|get started)\b/i.test(q)) {
    return reply("answer", processAnswer(), grounded);
  }
  if (SERVICES_OVERVIEW.test(q) && !grounded.some((h) => h.score > 40)) {
    return reply("answer", servicesAnswer(memory), grounded, Boolean(memory.businessType));
  }
  if (SOLUTIONS_OVERVIEW.test(q) && !grounded.some((h) => h.score > 40)) {
    return reply("answer", solutionsAnswer(), grounded);
  }
  if (grounded.length > 0) {
    const usedMemory = Boolean(memory.businessType && grounded[0]?.schemaType === "Service");
    return reply("answer", passageAnswer(grounded, brand, memory), grounded, usedMemory);
  }
  return reply("unknown", unknownAnswer(brand));
}

/** True when the visitor asks for a person, a quote or a call back. */
export function wantsPerson(text: string): boolean {
  return HUMAN.test(text) || QUOTE.test(text);
}
