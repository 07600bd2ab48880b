/**
 * Questions where a nearby answer is the trap: a clause of the privacy policy for a question
 * about the company, a thank-you for a worry, or "I don't know" for a problem the site solves.
 * Written from SPEC §1–§3 and packages/site-content only, in the words a visitor would type,
 * and first run before the changes they led to. A right answer or, where the case says so, an
 * honest "I don't know" passes; a confident wrong one does not.
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

/** A clause of the privacy policy or the terms: the wrong answer to a question about the company. */
const CLAUSES = [
  "/privacy#",
  "/terms#",
  "transfer",
  "third-party",
  "third party",
  "processors",
  "subprocessors",
];

/** A thank-you, which fits a visitor telling us something, not a visitor's worry or question. */
const THANKS = /\bthank(s| you)\b/i;

export const nearMisses: readonly EvalCase[] = [
  // Where the company is: not the policy's clause on moving data across borders.
  {
    category: "facts",
    ask: "do you have offices in other states?",
    must: orDontKnow("Utah", "remote"),
    mustNot: [...CLAUSES, AGREES],
  },
  {
    category: "facts",
    ask: "any locations outside Utah?",
    must: orDontKnow("Utah", "remote"),
    mustNot: [...CLAUSES, AGREES],
  },
  // The privacy policy itself, not one of its clauses.
  {
    category: "legal",
    ask: "do you have a privacy policy",
    must: ["/privacy"],
    mustNot: ["/privacy#", "booking calendar"],
  },
  {
    category: "legal",
    ask: "where can I read your privacy terms",
    must: ["/privacy"],
    mustNot: ["/privacy#", "booking calendar"],
  },
  // A worry is not news to thank for.
  {
    category: "small-talk",
    ask: "I'm worried AI will replace my staff",
    mustNot: [THANKS],
  },
  {
    category: "small-talk",
    ask: "will this take jobs away from my employees",
    mustNot: [THANKS],
  },
  // Interest, unlike a worry, is the visitor telling us what they want: not "I don't know".
  {
    category: "small-talk",
    ask: "I'm interested in a chatbot for my dental office",
    mustNot: ["I don't know"],
  },
  // How long the company has been around: the founding year.
  {
    category: "facts",
    ask: "how long has the company been around",
    must: ["2023"],
    mustNot: CLAUSES,
  },
  { category: "facts", ask: "how old is your company", must: ["2023"], mustNot: CLAUSES },
  // Money problems the Financial Overview Assistant answers.
  {
    category: "capability",
    ask: "We never know how much cash we'll have next month",
    must: ["Financial Overview"],
    mustNot: cardsOtherThan("Financial Overview"),
  },
  {
    category: "capability",
    ask: "cash flow is always tight",
    must: ["Financial Overview"],
    mustNot: cardsOtherThan("Financial Overview"),
  },
  {
    category: "capability",
    ask: "we lose track of who owes us money",
    must: orDontKnow("Financial Overview", "Document"),
    mustNot: cardsOtherThan("Financial Overview", "Document"),
  },
  // The visitor's customers paying them late: not our own payment terms.
  {
    category: "capability",
    ask: "our customers never pay on time",
    must: orDontKnow("Financial Overview", "Document"),
    mustNot: ["/terms#", ...cardsOtherThan("Financial Overview", "Document")],
  },
  {
    category: "capability",
    ask: "clients keep paying their invoices late",
    must: orDontKnow("Financial Overview", "Document"),
    mustNot: ["/terms#", ...cardsOtherThan("Financial Overview", "Document")],
  },
  {
    category: "unknown",
    ask: "do you have an office in Denver I could visit?",
    must: [["Utah", "remote", ...DONT_KNOW]],
    mustNot: [AGREES, ...CLAUSES],
  },
  { category: "facts", ask: "who do I email about my data", must: [EMAIL] },
];
