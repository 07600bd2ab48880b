/**
 * Visitors' words for what the site offers: the extra terms each fact is found by, and the
 * synonyms and texting shorthand a question is read with (idioms are in phrases.ts). Data
 * only; facts.ts and understanding.ts use it.
 */

/** Extra search terms per service slug and solution id, in the words visitors use. */
export const OFFER_KEYS: ReadonlyMap<string, string> = new Map([
  [
    "ai-automation",
    "automate automation repetitive tasks manual work busywork data entry follow ups",
  ],
  [
    "ai-marketing-optimization",
    "marketing campaigns ads advertising promotion perform better conversion",
  ],
  [
    "lead-qualification",
    "leads lead qualify qualification prospects inquiries sales pipeline score",
  ],
  ["custom-chatbots", "chatbot chatbots bot website chat assistant messaging 24/7"],
  [
    "business-process-automation",
    "integrate integration connect tools systems orders invoices copy paste handoffs",
  ],
  [
    "ai-strategy-consulting",
    "strategy roadmap start begin where plan consulting advice priorities",
  ],
  ["operational-efficiency", "bottlenecks operations efficiency slow waste hours"],
  [
    "customer-service-automation",
    "customer service support questions tickets routine answers handoff staff",
  ],
  [
    "data-analysis",
    "data analysis analytics analyze sales numbers reports forecast forecasts insights",
  ],
  [
    "generative-search-optimization",
    "chatgpt claude gemini ai search seo found recommended visibility show up answers",
  ],
  ["ai-email-marketing-pro", "email emails newsletter newsletters campaigns subscribers mailing"],
  [
    "smart-lead-qualifier",
    "leads lead qualify scoring hot leads inquiries follow up losing leads missing leads",
  ],
  ["ai-social-content-assistant", "social media instagram facebook linkedin posts posting content"],
  [
    "website-concierge",
    "chatbot chat assistant website after hours appointments appointment booking bookings reminders night weekend missed calls receptionist front desk questions 24/7",
  ],
  [
    "ai-review-reputation-guard",
    "reviews review google yelp reputation ratings reply replies unhappy",
  ],
  [
    "ai-driven-customer-loyalty",
    "loyalty repeat customers coming back retention churn offers come back",
  ],
  [
    "ai-market-competitor-analyst",
    "competitors competitor competition prices charge monitor track market",
  ],
  [
    "ai-document-data-assistant",
    "documents invoices forms contracts paperwork extract pull data entry",
  ],
  [
    "ai-team-operations-booster",
    "staff team employees scheduling shifts handoffs reminders status updates",
  ],
  [
    "ai-financial-overview-assistant",
    "cash flow finances financial bookkeeping margins spending accounting weekly",
  ],
  [
    "smart-inventory-predictor",
    "inventory stock reorder restock demand forecast supplies shop store",
  ],
  ["custom-ai-advantage", "custom bespoke unusual unique tailored build special"],
]);

/** Visitors' words for sections of the terms and the privacy policy, by section id. */
export const LEGAL_KEYS: ReadonlyMap<string, string> = new Map([
  ["ai-and-your-data", "chatgpt openai claude gemini llm model models providers sent send fed"],
  [
    "international-transfers",
    "country countries abroad overseas foreign outside transfer leave information",
  ],
  ["sharing", "pass third parties"],
  ["cookies", "cookie cookies track tracking tracked ads"],
]);

/** Which solutions suit which kind of business (for recommendations from memory). */
export const INDUSTRY_SOLUTIONS: readonly [RegExp, readonly string[]][] = [
  [
    /restaurant|pizzeria|cafe|café|bakery|bistro|diner|bar|food|coffee/i,
    ["website-concierge", "ai-review-reputation-guard", "ai-driven-customer-loyalty"],
  ],
  [
    /dental|clinic|medical|doctor|therapy|chiropract|spa|salon|vet/i,
    ["website-concierge", "ai-team-operations-booster", "ai-review-reputation-guard"],
  ],
  [
    /law|legal|attorney/i,
    ["ai-document-data-assistant", "website-concierge", "smart-lead-qualifier"],
  ],
  [
    /real estate|realtor|brokerage/i,
    ["smart-lead-qualifier", "website-concierge", "ai-email-marketing-pro"],
  ],
  [
    /e-?commerce|online|shopify/i,
    ["smart-inventory-predictor", "ai-email-marketing-pro", "ai-driven-customer-loyalty"],
  ],
  [
    /retail|store|shop|boutique/i,
    ["smart-inventory-predictor", "ai-driven-customer-loyalty", "ai-review-reputation-guard"],
  ],
  [
    /contract|plumb|roof|hvac|electric|landscap|construction|cleaning|painting/i,
    ["smart-lead-qualifier", "website-concierge", "ai-document-data-assistant"],
  ],
  [
    /manufactur|factory/i,
    ["smart-inventory-predictor", "ai-document-data-assistant", "ai-financial-overview-assistant"],
  ],
  [
    /accounting|bookkeeping|cpa|insurance|consulting|agency/i,
    ["ai-document-data-assistant", "smart-lead-qualifier", "ai-financial-overview-assistant"],
  ],
];

/** Needs a visitor may state, and the solution that meets each. */
export const NEED_SOLUTIONS: readonly [RegExp, string][] = [
  [/missed calls?|after hours|missing calls|phone/i, "website-concierge"],
  [/losing leads|missing leads|leads|follow[- ]?ups?/i, "smart-lead-qualifier"],
  [/reviews?|reputation/i, "ai-review-reputation-guard"],
  [/inventory|stock/i, "smart-inventory-predictor"],
  [/paperwork|invoices|documents/i, "ai-document-data-assistant"],
  [/no[- ]shows?|appointments?|reminders?/i, "website-concierge"],
  [/repeat|coming back|loyal/i, "ai-driven-customer-loyalty"],
  [/(forever|too long|too slow|ages) to (reply|respond|answer|get back)/i, "website-concierge"],
  [/scheduling|shifts?|rotas?/i, "ai-team-operations-booster"],
  // Money in and out: cash, who owes what, customers paying late, margins, the books.
  [
    /\bcash\b|\bowes?\b|\bowed\b|\bunpaid\b|\boverdue\b|\bmargins?\b|\bbookkeeping\b|\bthe books\b|\bpa(y|ys|id|ying)\b.{0,20}\b(on time|late)\b|\blate pay\w*/i,
    "ai-financial-overview-assistant",
  ],
];

/** Words that mean the same thing to a visitor, looked up after normalising (a Map, so any word is safe). */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["cost", ["price", "pricing"]],
  ["costs", ["price", "pricing"]],
  ["price", ["pricing", "cost"]],
  ["prices", ["pricing", "cost"]],
  ["charge", ["price"]],
  ["fee", ["price", "fees"]],
  ["expensive", ["price"]],
  ["cheap", ["price", "starting"]],
  ["cheapest", ["price", "starting"]],
  ["smallest", ["price", "starting"]],
  ["afford", ["price", "starting"]],
  ["quote", ["price", "estimate"]],
  ["estimate", ["price"]],
  ["plan", ["pricing", "subscription"]],
  ["monthly", ["month", "subscription"]],
  ["consultation", ["discovery", "call"]],
  ["consult", ["discovery", "call"]],
  ["meeting", ["discovery", "call"]],
  ["located", ["based", "location"]],
  ["location", ["based"]],
  ["where", ["based"]],
  ["address", ["email", "contact"]],
  ["street", ["address"]],
  ["reach", ["contact", "email"]],
  ["phone", ["contact", "email"]],
  ["mail", ["email"]],
  ["answer", ["respond", "response"]],
  ["reply", ["respond", "response"]],
  ["respond", ["response"]],
  ["hear", ["respond", "response"]],
  ["kept", ["keep", "retention"]],
  ["keep", ["kept", "retention"]],
  ["store", ["kept"]],
  ["delete", ["deletion", "delete"]],
  ["breach", ["breach", "notify"]],
  ["age", ["old", "eligibility"]],
  ["old", ["eligibility"]],
  ["liability", ["liability", "capped"]],
  ["cap", ["capped", "liability"]],
  ["limited", ["capped"]],
  ["limit", ["capped"]],
  ["minimum", ["least"]],
  ["month", ["monthly"]],
  ["hire", ["engage", "services"]],
  ["sue", ["dispute", "arbitration"]],
  ["disputes", ["dispute", "arbitration"]],
  ["lawsuit", ["dispute", "arbitration"]],
  ["law", ["governed"]],
  ["invoice", ["invoices", "payment"]],
  ["due", ["payment", "invoices"]],
  ["pay", ["payment"]],
  ["own", ["ownership", "ip"]],
  ["owns", ["own", "ip"]],
  ["ip", ["intellectual", "property", "own"]],
  ["code", ["ip", "own"]],
  ["cancel", ["notice", "termination"]],
  ["contract", ["termination"]],
  ["ends", ["termination"]],
  ["safe", ["security", "encrypted"]],
  ["secure", ["security", "encrypted"]],
  ["encrypted", ["encryption"]],
  ["train", ["training", "models"]],
  ["sell", ["sell"]],
  ["share", ["sharing", "confidential"]],
  ["access", ["role"]],
  ["long", ["timeline", "weeks"]],
  ["live", ["timeline", "weeks"]],
  ["steps", ["process"]],
  ["process", ["steps"]],
  ["work", ["process"]],
  ["agent", ["agents", "endpoint", "mcp"]],
  ["agents", ["endpoint", "mcp"]],
  ["api", ["endpoint", "mcp"]],
  ["popular", ["popular"]],
  ["industries", ["industries", "businesses"]],
  ["team", ["staff"]],
  ["solutions", ["solution"]],
  ["clients", ["industries", "businesses"]],
  ["leave", ["cancel", "notice"]],
  ["anytime", ["notice"]],
  ["turnaround", ["timeline", "weeks", "live"]],
  ["private", ["security", "confidential"]],
  ["results", ["impact"]],
  ["maintain", ["maintenance", "hosting"]],
  ["host", ["hosting"]],
  ["launch", ["hosting", "support"]],
  ["rules", ["acceptable", "use"]],
  ["allowed", ["acceptable", "use"]],
  ["rely", ["mistakes", "review"]],
  ["decisions", ["mistakes", "review"]],
  ["countries", ["international", "transfers"]],
  ["processed", ["international", "transfers"]],
  ["privacy", ["privacy"]],
  ["cookies", ["cookies"]],
  ["class", ["individually"]],
]);

/** Texting shorthand and common misspellings of short words (too short for fuzzy search). */
export const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ["u", "you"],
  ["ur", "your"],
  ["r", "are"],
  ["wat", "what"],
  ["wats", "what is"],
  ["whats", "what is"],
  ["dose", "does"],
  ["pls", "please"],
  ["plz", "please"],
  ["thx", "thanks"],
  ["abt", "about"],
  ["w/", "with"],
  ["info", "information"],
  ["biz", "business"],
  ["tech", "technical"],
]);
