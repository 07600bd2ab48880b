/**
 * Questions a small-business owner types on a second look at the site, written from SPEC §1–§3,
 * §9 and packages/site-content only: everyday words with no term from the pages, topics that
 * overlap (privacy against the chatbot services), problems told without the solution's words,
 * typos, other languages, and other people's businesses mentioned in passing. `secondVisit`
 * was first run before the changes it led to; `secondVisitHeldOut` was written afterwards and
 * first run once. A right answer or, where the case says so, an honest "I don't know" passes;
 * a confident wrong card does not.
 */
import { challenges, services, solutions } from "@repo/site-content";
import { EMAIL } from "./cases/shared";
import { AGREES, DONT_KNOW, type EvalCase } from "./types";

/** Either the right fact (given phrases) or an honest "I don't know". */
const orDontKnow = (...right: string[]) => [[...right, ...DONT_KNOW]] as const;

/** Every service, solution and challenge title except those named: a wrong card is one of these. */
const cardsOtherThan = (...right: string[]): string[] =>
  [
    ...services.map((s) => s.name),
    ...solutions.map((s) => s.title),
    ...challenges.map((c) => c.title),
  ].filter((title) => !right.some((r) => title.includes(r)));

/** A question about the company, not a problem: no solution or challenge card belongs in it. */
const NO_CARD = cardsOtherThan();

/** Ways of saying the visitor has not told us something yet. */
const NOT_TOLD = [...DONT_KNOW, "haven't told", "didn't mention", "not told", "haven't mentioned"];

export const secondVisit: readonly EvalCase[] = [
  // Everyday words.
  {
    category: "facts",
    ask: "Who do you normally work with?",
    must: orDontKnow("small", "restaurant"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "What kind of businesses do you mostly help out?",
    must: orDontKnow("small", "restaurant"),
    mustNot: NO_CARD,
  },
  {
    category: "false-premise",
    ask: "Do you only take on big corporations?",
    must: orDontKnow("small"),
    mustNot: [AGREES, ...NO_CARD],
  },
  {
    category: "facts",
    ask: "I'm not great with computers. Could I still use whatever you build?",
    must: orDontKnow("train", "setup", "no technical", "no."),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "How long before it's actually working in my business?",
    must: orDontKnow("weeks"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "Do you look after the hosting too, or do I need my own server?",
    must: orDontKnow("hosting"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "Can I quit the monthly plan whenever I like?",
    must: orDontKnow("30 days"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "Is there paperwork to sign before you start?",
    must: orDontKnow("proposal", "written", "fixed price", "in writing"),
    mustNot: NO_CARD,
  },
  // Overlapping topics: privacy facts, not a chatbot card.
  {
    category: "legal",
    ask: "Does anything I type in this chat get fed into ChatGPT or other AI?",
    must: orDontKnow("model provider", "train"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "Will my chats with this bot be used to train some AI?",
    must: orDontKnow("train"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "If I give you my customer list, could your other clients ever see it?",
    must: orDontKnow("confidential"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "Does my information leave the country?",
    must: orDontKnow("United States", "contractual"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "What if your AI tells one of my customers something wrong?",
    must: orDontKnow("mistake", "review", "responsible"),
    mustNot: NO_CARD,
  },
  // Problems told without the solution's words.
  {
    category: "capability",
    ask: "We bake too much bread and end up throwing half of it out at closing time.",
    must: orDontKnow("Inventory"),
    mustNot: cardsOtherThan("Inventory"),
  },
  {
    category: "capability",
    ask: "Lots of people fill in our form but most never buy, and my sales guy wastes his week calling them.",
    must: orDontKnow("Lead"),
    mustNot: cardsOtherThan("Lead"),
  },
  {
    category: "capability",
    ask: "Every Friday I sit matching receipts and bills against the bank statement.",
    must: orDontKnow("Financial", "Document"),
    mustNot: cardsOtherThan("Financial", "Document", "Manual", "Business Process", "Automation"),
  },
  {
    category: "capability",
    ask: "I only find out whether we made money when the accountant tells me at the end of the quarter.",
    must: orDontKnow("Financial", "Data Analysis"),
    mustNot: cardsOtherThan("Financial", "Data Analysis"),
  },
  {
    category: "capability",
    ask: "Nobody can pick up the phone during the lunch rush and we lose orders.",
    must: orDontKnow("Concierge", "24/7", "Chatbots", "Customer Service"),
    mustNot: cardsOtherThan("Concierge", "Slow Responses", "Chatbots", "Customer Service"),
  },
  {
    category: "capability",
    ask: "Clients who used to come in every month have gone quiet and I don't know why.",
    must: orDontKnow("Loyalty"),
    mustNot: cardsOtherThan("Loyalty"),
  },
  // Typos.
  {
    category: "typos",
    ask: "how long does the whole procces take",
    must: orDontKnow("weeks", "Discovery"),
    mustNot: NO_CARD,
  },
  {
    category: "typos",
    ask: "do u work with dentel offices",
    must: [["medical", "dental"]],
    mustNot: NO_CARD,
  },
  { category: "typos", ask: "whats ur emial adress", must: [EMAIL] },
  { category: "typos", ask: "is there a montly subscripton", must: ["monthly"] },
  {
    category: "typos",
    ask: "how long do you kepe financal records",
    must: orDontKnow("7 years"),
    mustNot: NO_CARD,
  },
  // Other languages.
  { category: "spanish", ask: "¿Cuánto cuesta un proyecto a medida?", must: ["$500"] },
  { category: "spanish", ask: "¿Cómo los contacto?", must: [EMAIL] },
  {
    category: "spanish",
    ask: "Bonjour, combien coûte l'appel de découverte ?",
    must: ["English", ["free", "gratuit"]],
  },
  {
    category: "spanish",
    ask: "Wie kann ich Sie erreichen?",
    must: ["English", EMAIL],
  },
  // Someone else's business mentioned in passing is not the visitor's.
  {
    category: "memory",
    before: ["The shop across the street uses a chatbot and it seems to work for them."],
    ask: "what kind of business do I run?",
    must: [NOT_TOLD],
    mustNot: ["shop"],
  },
  {
    category: "memory",
    before: ["My cousin has a dental clinic and she said you helped her a lot."],
    ask: "What's my line of business?",
    must: [NOT_TOLD],
    mustNot: ["dental"],
  },
  // Not offered: no "yes".
  {
    category: "unknown",
    ask: "Do you guys design websites?",
    must: [[...DONT_KNOW, "outside", "don't", "do not"]],
    mustNot: [AGREES],
  },
  {
    category: "unknown",
    ask: "Can I talk to someone on the phone right now?",
    must: [[...DONT_KNOW, "call", EMAIL]],
    mustNot: [AGREES],
  },
];

/** Written after the changes the cases above led to, and first run once, at the end. */
export const secondVisitHeldOut: readonly EvalCase[] = [
  {
    category: "facts",
    ask: "Who are your typical customers?",
    must: orDontKnow("restaurant", "small"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "Do you guys work with landscapers?",
    must: orDontKnow("contractor", "landscap"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "I'm hopeless with technology, is that okay?",
    must: orDontKnow("train", "setup", "no technical"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "What's the smallest project you'd take on?",
    must: orDontKnow("$500"),
    mustNot: NO_CARD,
  },
  {
    category: "facts",
    ask: "Does your team only do chatbots or other stuff too?",
    must: orDontKnow("AI Automation", "Lead Qualification", "services"),
  },
  {
    category: "legal",
    ask: "Is what I write here kept private?",
    must: orDontKnow("encrypt", "confidential", "privacy"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "Do you hand my email address to marketers?",
    must: orDontKnow("do not sell", "service providers", "only with"),
    mustNot: NO_CARD,
  },
  {
    category: "legal",
    ask: "Will you sell my chat history to anyone?",
    must: orDontKnow("do not sell"),
    mustNot: NO_CARD,
  },
  {
    category: "capability",
    ask: "We waste so much food at the end of the day because we prepare too much.",
    must: orDontKnow("Inventory"),
    mustNot: cardsOtherThan("Inventory"),
  },
  {
    category: "capability",
    ask: "My receptionist can't keep up with calls and emails asking the same questions.",
    must: orDontKnow("Concierge", "Customer Service", "Chatbots"),
    mustNot: cardsOtherThan("Concierge", "Customer Service", "Chatbots", "Slow Responses"),
  },
  {
    category: "capability",
    ask: "I never know which of the leads my salespeople get are worth calling back.",
    must: orDontKnow("Lead"),
    mustNot: cardsOtherThan("Lead"),
  },
  { category: "typos", ask: "how much is the discovry call", must: ["free"] },
  {
    category: "typos",
    ask: "wat are ur bussiness hours",
    must: orDontKnow("Monday", "Mon"),
    mustNot: NO_CARD,
  },
  { category: "spanish", ask: "Hoeveel kost een project bij jullie?", must: ["English", "$500"] },
  {
    category: "memory",
    before: ["My neighbour runs a pizzeria and loves your assistant."],
    ask: "Do you know what business I'm in?",
    must: [NOT_TOLD],
    mustNot: ["pizzeria"],
  },
];
