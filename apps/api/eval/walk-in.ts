/**
 * Walk-in questions: short, casual messages as a visitor types them on a phone (lower case,
 * "u", "guys", no question mark), written from the site's pages (SPEC §2–§3, §9 and
 * packages/site-content). `walkIn` was used while improving the front desk; `walkInHeldOut`
 * was written at the same time and first run after those changes. A right answer or, where
 * the case says so, an honest "I don't know" passes; a confident wrong answer does not.
 */
import { DONT_KNOW, type EvalCase } from "./types";

/** Either the right fact (given phrases) or an honest "I don't know". */
const orDontKnow = (...right: string[]) => [[...right, ...DONT_KNOW]] as const;

export const walkIn: readonly EvalCase[] = [
  {
    category: "facts",
    ask: "hey, do you guys work with dentists?",
    must: orDontKnow("medical", "dental"),
  },
  {
    category: "facts",
    ask: "Can I pay monthly?",
    must: [["monthly", ...DONT_KNOW]],
    mustNot: ["liability", "12 months preceding"],
  },
  {
    category: "legal",
    ask: "what happens to my data if I stop working with you",
    must: orDontKnow("delete", "return"),
    mustNot: ["AI Automation"],
  },
  {
    category: "unknown",
    ask: "Who is the founder?",
    must: [DONT_KNOW],
    mustNot: ["founded in 2023"],
  },
  {
    category: "unknown",
    ask: "who's the owner of the company",
    must: [DONT_KNOW],
  },
  {
    category: "facts",
    ask: "is the consultation really free? whats the catch",
    must: ["free", "30"],
    mustNot: ["Review"],
  },
  {
    category: "facts",
    ask: "how do u bill for a managed partnership",
    must: [["monthly", ...DONT_KNOW]],
    mustNot: ["liability"],
  },
  {
    category: "facts",
    ask: "when do I have to pay your invoices",
    must: orDontKnow("15 days"),
    mustNot: ["liability"],
  },
  {
    category: "legal",
    ask: "can i get u to delete my info",
    must: orDontKnow("30 days", "delete"),
  },
  {
    category: "facts",
    ask: "who would I be dealing with if we sign up for the partnership",
    must: orDontKnow("consultant"),
    mustNot: ["founded in"],
  },
  {
    category: "facts",
    ask: "are you open on weekends?",
    must: [
      ["Monday", "Mon"],
      ["Friday", "Fri"],
    ],
  },
  {
    category: "facts",
    ask: "What time zone are you in?",
    must: ["Mountain"],
  },
  {
    category: "unknown",
    ask: "how many clients do you have",
    must: [DONT_KNOW],
    mustNot: ["confidential"],
  },
  {
    category: "memory",
    before: ["hey there, this is Maria from Lopez Plumbing in Orem, we have 6 techs"],
    ask: "what do you think would help us most?",
    must: ["plumbing", ["Lead Qualifier", "Concierge"]],
    mustNot: ["personal information"],
  },
  {
    category: "memory",
    before: ["hey there, this is Maria from Lopez Plumbing in Orem, we have 6 techs"],
    ask: "do you remember my name and where we are?",
    must: ["Maria", "Orem"],
  },
  // Written as held out; it failed at first run (nothing remembered) and was then developed on.
  {
    category: "memory",
    before: ["Hi, Jen here from Summit Roofing out of Logan"],
    ask: "what town did I say we're in?",
    must: ["Logan"],
  },
  {
    category: "facts",
    ask: "do you offer training for my staff",
    must: ["train your team"],
    mustNot: [/^\W*no\b/i],
  },
  {
    category: "facts",
    ask: "can you help accountants",
    must: [["professional services", ...DONT_KNOW]],
    mustNot: ["credentials", "account"],
  },
  {
    category: "capability",
    ask: "we keep getting bad reviews online",
    must: ["Review"],
    mustNot: ["Discovery:"],
  },
  {
    category: "capability",
    ask: "our inventory is always a mess",
    must: ["Inventory"],
  },
  {
    category: "legal",
    ask: "is my info shared with anyone",
    must: ["service providers"],
  },
  {
    category: "facts",
    ask: "what does it cost and how long does it take to set up?",
    must: ["$500", ["two to six weeks", "2 to 6 weeks"]],
    mustNot: ["invoiced in milestones"],
  },
  {
    category: "memory",
    before: ["I'm Priya, I run a yoga studio with 3 instructors in Park City"],
    ask: "what would you suggest for us?",
    must: ["yoga studio", "Concierge"],
    mustNot: ["what kind of business you run"],
  },
  {
    category: "memory",
    before: ["hello", "we are a small law practice in Boise"],
    ask: "ok what do you recommend",
    must: ["law firm"],
    mustNot: ["You're welcome", "Generative Search"],
  },
  {
    category: "memory",
    before: ["I run an online store selling candles"],
    ask: "which solution fits me best?",
    must: ["Inventory"],
    mustNot: ["doesn't fit a box"],
  },
  {
    category: "unknown",
    ask: "is it safe to let ai talk to my customers",
    must: [["safeguards", "review", ...DONT_KNOW]],
    mustNot: ["a person from our team can help"],
  },
  {
    category: "facts",
    ask: "how much does a chatbot cost",
    must: ["$500", ["no fixed", "custom monthly"]],
  },
  {
    category: "memory",
    ask: "Hi, I'm Dana. How much does a custom project cost?",
    must: ["Dana", "$500+"],
    mustNot: ["your data"],
  },
];

export const walkInHeldOut: readonly EvalCase[] = [
  {
    category: "facts",
    ask: "do u take payment every month or up front",
    must: orDontKnow("monthly", "milestone"),
    mustNot: ["liability"],
  },
  {
    category: "unknown",
    ask: "who started wasatch ai",
    must: [DONT_KNOW],
    mustNot: ["founded in 2023"],
  },
  {
    category: "unknown",
    ask: "Who is your CEO?",
    must: [DONT_KNOW],
  },
  {
    category: "facts",
    ask: "how much would i pay for a one off project",
    must: orDontKnow("$500"),
    mustNot: ["liability"],
  },
  {
    category: "legal",
    ask: "if we part ways do you keep our customer data",
    must: orDontKnow("delete", "return", "7 years"),
    mustNot: ["AI Automation"],
  },
  {
    category: "facts",
    ask: "what do you charge for the first call",
    must: ["free"],
  },
  {
    category: "legal",
    ask: "how many days to pay an invoice",
    must: orDontKnow("15 days"),
  },
  {
    category: "facts",
    ask: "do yall help real estate agents",
    must: orDontKnow("real estate"),
  },
  {
    category: "facts",
    ask: "what hours is someone there to talk to",
    must: [["9:00", "09:00", "9 AM", "9am"]],
  },
  {
    category: "facts",
    ask: "can i reach a person on saturday",
    must: [
      ["Monday", "Mon"],
      ["Friday", "Fri"],
    ],
  },
  {
    category: "memory",
    before: ["we run a little florist shop in Provo"],
    ask: "what should we start with?",
    must: [["Inventory", "Concierge", "Loyalty", "Review"]],
    mustNot: ["personal information", "liability"],
  },
];
