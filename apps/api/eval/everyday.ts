/**
 * A third never-tuned-on set: questions made of everyday words, topics that overlap, and long
 * descriptions of a problem that one solution solves, written from the site's pages (SPEC §2–§3,
 * packages/site-content) as visitors phrase them. Measures generalisation: never add words from
 * these questions to the responder. A right answer or an honest "I don't know" is acceptable
 * where the case says so; a confident wrong answer is not.
 */
import { DONT_KNOW, type EvalCase } from "./types";

/** Either the right fact (given phrases) or an honest "I don't know". */
const orDontKnow = (...right: string[]) => [[...right, ...DONT_KNOW]] as const;

export const everyday: readonly EvalCase[] = [
  // Everyday words only.
  {
    category: "facts",
    ask: "What sort of companies are you a good match for?",
    must: orDontKnow("small", "medium"),
    mustNot: ["Discovery:"],
  },
  {
    category: "facts",
    ask: "Who are your clients, mostly?",
    must: orDontKnow("small", "medium"),
    mustNot: ["Discovery:"],
  },
  {
    category: "facts",
    ask: "Could you walk me through what happens after I reach out?",
    must: [["discovery", "call"]],
  },
  { category: "facts", ask: "How do I get hold of you?", must: ["hello@wasatch-ai.com"] },
  {
    category: "facts",
    ask: "Do I need to know anything about computers to work with you?",
    must: orDontKnow("setup", "train", "no technical"),
  },
  // Overlapping topics: the privacy facts, or an honest "I don't know".
  {
    category: "legal",
    ask: "Will the things I type in here be passed on to other companies?",
    must: orDontKnow("share", "sell", "service providers"),
    mustNot: ["Custom AI Chatbots"],
  },
  {
    category: "legal",
    ask: "Do you sell people's details to advertisers?",
    must: orDontKnow("do not sell"),
  },
  {
    category: "legal",
    ask: "Do you keep what I say in this chat?",
    must: orDontKnow("chat", "keep", "retain", "store"),
    mustNot: ["Custom AI Chatbots"],
  },
  // Long descriptions of a problem: the solution that solves it (or "I don't know").
  {
    category: "capability",
    ask: "Every month we run out of our best sellers and end up with piles of things nobody buys. Anything that could help with that?",
    must: orDontKnow("Inventory"),
  },
  {
    category: "capability",
    ask: "People leave us bad reviews online and I never find out until weeks later. What can you do?",
    must: orDontKnow("Review"),
  },
  {
    category: "capability",
    ask: "My staff spends half the morning copying numbers from supplier bills into our books by hand.",
    must: orDontKnow("Document", "Financial"),
  },
  {
    category: "capability",
    ask: "Half of the people who contact us are just browsing and we waste hours chasing them. Can you sort out the real ones?",
    must: orDontKnow("Lead"),
  },
  {
    category: "capability",
    ask: "Customers message us at midnight asking to book and nobody's there to answer. Is there a fix?",
    must: orDontKnow("Concierge", "24/7"),
  },
  {
    category: "capability",
    ask: "Our regulars come once and then we never see them again. How would you keep them coming back?",
    must: orDontKnow("Loyalty"),
  },
  {
    category: "capability",
    ask: "I have no clue what the shop across the street charges or what they're promoting this week.",
    must: orDontKnow("Competitor"),
  },
  {
    category: "capability",
    ask: "I never have time to post on Instagram and Facebook. Could something write those for me?",
    must: orDontKnow("Social"),
  },
  {
    category: "capability",
    ask: "Our newsletters barely get opened. Can you make our emails work better?",
    must: orDontKnow("Email"),
  },
  {
    category: "capability",
    ask: "My team wastes so much time reminding each other about shifts and passing jobs along.",
    must: orDontKnow("Operations", "scheduling"),
  },
  // Questions the site does not answer: an honest "I don't know", never a near fact.
  {
    category: "unknown",
    ask: "Which of your staff would I actually be working with day to day?",
    must: [DONT_KNOW],
  },
  { category: "unknown", ask: "Do you have a parking lot at your office?", must: [DONT_KNOW] },
  {
    category: "unknown",
    ask: "How many clients do you have in Idaho right now?",
    must: [DONT_KNOW],
  },
  {
    category: "unknown",
    ask: "Can I pay you in bitcoin?",
    must: [[...DONT_KNOW, "outside"]],
  },
];
