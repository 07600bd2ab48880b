/**
 * Visitor memory: facts a visitor states in the chat (name, business type, company size,
 * interests, preferred contact time, contact details), extracted from their messages and kept
 * with the session and the visitor id so a returning visitor is recognised.
 */
import { type VisitorMemory, visitorMemorySchema } from "@repo/schemas";
import type { Deps } from "../context";

type MemoryDeps = Pick<Deps, "storage">;

/** How long a visitor's memory is kept after their last message. */
export const VISITOR_MEMORY_TTL_MS = 90 * 24 * 60 * 60 * 1000;

const visitorKey = (visitorId: string) => `chat:visitor:${visitorId}`;

// Words that follow "I'm" but are not names ("I'm looking", "I'm interested"...).
const NOT_NAMES = new Set(
  `a an the just looking interested curious wondering trying thinking here new not so very really
  sure glad happy good fine ok okay from in at with on calling writing asking also still currently
  going planning hoping ready available running owner the_owner based located married busy
  an_owner one two three four five six seven eight nine ten`.split(/\s+/),
);

const INDUSTRIES: [RegExp, string][] = [
  [/\b(restaurant|bistro|diner|pizzeria|cafe|café|coffee shop|bakery|bar|food truck)\b/i, "$1"],
  [/\b(law firm|law office|law practice|legal practice|attorney'?s? office)\b/i, "law firm"],
  [/\b(dental (practice|office|clinic)|dentist'?s? office|dental)\b/i, "dental practice"],
  [
    /\b(medical practice|medical clinic|clinic|doctor'?s? office|physical therapy|chiropractic|med ?spa)\b/i,
    "$1",
  ],
  [/\b(real estate (agency|brokerage|office|business|firm)?|realtor)\b/i, "real estate business"],
  [
    /\b(e-?commerce (store|shop|business|brand)?|online (store|shop|business)|shopify store)\b/i,
    "e-commerce business",
  ],
  [/\b(retail (store|shop|business)?|boutique|gift shop|hardware store|shop)\b/i, "$1"],
  [
    /\b(plumbing|hvac|roofing|landscaping|construction|electrical|cleaning|painting) (company|business|service|firm)\b/i,
    "$1 $2",
  ],
  [/\b(contractor|general contractor|plumber|electrician|roofer)\b/i, "$1"],
  // A trade named in a company's name ("Lopez Plumbing", "Peak Roofing").
  [/\b(plumbing|hvac|roofing|landscaping|electrical|painting)\b/i, "$1 business"],
  [/\b(bookstore|bookshop|book store|florist|flower shop|pet store|grocery|pharmacy)\b/i, "$1"],
  [/\b(manufactur(ing|er)( company| business| plant)?|factory)\b/i, "manufacturing business"],
  [
    /\b(accounting firm|bookkeeping (business|firm)|cpa firm|insurance agency|marketing agency|consulting firm|agency|salon|spa|gym|fitness studio|hotel|vet(erinary)? clinic|daycare|school)\b/i,
    "$1",
  ],
];

const OTHER_BUSINESS =
  /\b(?:i|we)\s+(?:run|own|have|operate|manage)\s+(?:a|an)\s+(?:small\s+|little\s+|local\s+)?((?:[a-z-]+\s+){0,2}(?:studio|shop|store|business|company|practice|agency|salon|clinic|firm|center|centre|school|service|brewery|winery|hotel|motel|inn|farm|garage))\b/i;

const INTEREST_PATTERNS: [RegExp, string][] = [
  [/\bchat ?bots?|website assistant|virtual assistant\b/i, "chatbots"],
  [/\blead(s| qualification| generation)?\b/i, "lead qualification"],
  [/\b(email )?marketing|social media|campaigns?\b/i, "marketing"],
  [/\bautomat(e|ion|ing)|workflows?\b/i, "automation"],
  [/\bdata analy\w*|analytics|reporting|forecast\w*\b/i, "data analysis"],
  [/\bcustomer (service|support)\b/i, "customer service"],
  [/\breviews?|reputation\b/i, "reviews"],
  [/\binventory\b/i, "inventory"],
  [/\b(appointments?|scheduling|bookings?)\b/i, "scheduling"],
  [/\bseo|generative search\b/i, "search optimization"],
];

const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/i;
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}\b/;

const titleCase = (s: string) =>
  s
    .split(/\s+/)
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(" ");

function extractName(text: string): string | undefined {
  const explicit =
    /\b(?:my name is|my name's|name is|call me|this is|i am|i'm|im)\s+(?:(?:dr|mr|mrs|ms)\.?\s+)?([A-Za-zÀ-ÿ'-]{2,20}(?:\s+[A-Z][A-Za-zÀ-ÿ'-]{1,20})?)/i.exec(
      text,
    );
  // "Jen here", "Hi, Sam here from …": a capitalised first word before "here".
  const here = /(?:^|[,.!]\s*|\b(?:hi|hello|hey)[,!]?\s+)([A-Z][a-zà-ÿ'-]{1,20}) here\b/.exec(text);
  const candidate = explicit?.[1]?.trim() ?? here?.[1];
  if (!candidate) return undefined;
  const first = candidate.split(/\s+/)[0]?.toLowerCase() ?? "";
  if (NOT_NAMES.has(first)) return undefined;
  const isExplicit = /\b(my name is|my name's|name is|call me)\b/i.test(explicit?.[0] ?? "");
  if (!explicit) return titleCase(candidate);
  // After "I'm"/"this is" only a capitalised word counts as a name ("I'm Dana", not "I'm tired").
  if (!isExplicit && !/^[A-ZÀ-Ý]/.test(candidate)) return undefined;
  // Drop a trailing word that is not capitalised ("Dana and" → "Dana").
  const words = candidate.split(/\s+/).filter((w, i) => i === 0 || /^[A-Z]/.test(w));
  return titleCase(words.join(" "));
}

/**
 * Words saying a business is someone else's: "my cousin's clinic", "a friend who runs a bakery",
 * "my buddy owns a pizzeria" (the visitor says "I own", not "owns").
 */
const SOMEONE_ELSE =
  /\b(cousin|friend|buddy|pal|mate|colleague|coworker|brother|sister|neighbou?r|dad|father|mom|mum|mother|uncle|aunt|wife|husband|son|daughter|boss|competitors?|he|she|they|someone|somebody)\b|\b(owns|runs|manages|operates|opened|started|bought)\b/i;

/**
 * The visitor's own business, not one they mention: the business word follows "I run", "we
 * are", "my", "our"… within a few words that do not start another clause ("I have no clue what
 * the shop across the street charges" is about another shop).
 */
const OWNS_WHAT_FOLLOWS =
  /(?:\b(?:i|we)\s+(?:run|own|have|manage|operate|are|am)|\bwe'?re|\bmy|\bour|\b(?:i'm|im|i am)|\bfor (?:a|an|my|our))((?:\s+[\w'-]+){0,4})\s*$/i;
const NEW_CLAUSE =
  /\b(what|which|who|whose|where|when|how|that|no|not|like|than|about|across|near|next)\b/i;

function visitorsOwn(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 80), index);
  const sentence = before.split(/[.!?;]/).pop() ?? "";
  const m = OWNS_WHAT_FOLLOWS.exec(sentence);
  if (!m) return false;
  const gap = m[1] ?? "";
  return !NEW_CLAUSE.test(gap) && !SOMEONE_ELSE.test(sentence.slice(m.index));
}

const OWNS =
  /\b(i|we)\s+(run|own|have|manage|operate|are|am)\b|\bwe'?re\b|\bmy\b|\bour\b|\b(i'm|im|i am) (a|an|the)\b|\bfor (a|an|my|our)\b/i;

/** A label's `$n` filled from a match, as `label.replace(/\$(\d)/g, …)` with the groups would. */
type LabelPart = string | number;
const labelParts = (label: string): LabelPart[] =>
  label.split(/\$(\d)/).map((part, i) => (i % 2 ? Number(part) : part));
function fillLabel(parts: LabelPart[], m: RegExpExecArray): string {
  let out = "";
  for (const part of parts) out += typeof part === "number" ? (m[part] ?? "") : part;
  return out;
}

/**
 * Each industry's pattern, and its global form and label parts made once (not for every
 * message). The plain one says first whether the industry is named at all: most messages name
 * none. The global one is read from position 0 with `exec` (as `matchAll` reads its copy): no
 * iterator, copy or replace callback per message, whose builtins ran several times slower right
 * after a garbage collection (under load, every few requests).
 */
const EVERY_INDUSTRY = INDUSTRIES.map(([re, label]) => ({
  named: re,
  every: new RegExp(re, "gi"),
  parts: labelParts(label),
}));
/**
 * Whether any industry is named: one pass over the message instead of one per industry (the
 * patterns joined, when all read letters alike; else a pattern that always matches).
 */
const ANY_INDUSTRY = INDUSTRIES.every(([re]) => re.flags === "i")
  ? new RegExp(INDUSTRIES.map(([re]) => `(?:${re.source})`).join("|"), "i")
  : /(?:)/;

function extractBusinessType(text: string, company?: string): string | undefined {
  // A company the visitor speaks for ("Jen here from Summit Roofing") is a business statement.
  if (!OWNS.test(text) && !company) return undefined;
  if (ANY_INDUSTRY.test(text)) {
    for (const { named, every, parts } of EVERY_INDUSTRY) {
      if (!named.test(text)) continue;
      every.lastIndex = 0;
      for (let m = every.exec(text); m !== null; m = every.exec(text)) {
        // Named in the company's name, or owned by the visitor; not someone else's.
        if (m[0] === "") every.lastIndex++; // (none of them matches nothing; as matchAll would)
        if (!company && !visitorsOwn(text, m.index)) continue;
        return fillLabel(parts, m).trim().toLowerCase();
      }
    }
  }
  // Any other business named by its kind of place ("I run a yoga studio", "we own a dog
  // grooming salon"): kept in the visitor's words.
  const named = OTHER_BUSINESS.exec(text)?.[1];
  return named ? named.toLowerCase() : undefined;
}

function extractCompanySize(text: string): string | undefined {
  const m =
    /\b(\d{1,5})\s*(?:-|to)?\s*(\d{1,5})?\s*(employees|people|staff|person team|people team|team members|workers|locations|techs|technicians|stylists|attorneys|lawyers|agents|drivers|nurses|dentists|doctors|therapists|chefs|cooks|servers|cleaners|installers|reps)\b/i.exec(
      text,
    ) ?? /\bteam of (\d{1,5})\b/i.exec(text);
  if (m) {
    const unit = m[3]?.toLowerCase().includes("location") ? "locations" : "employees";
    return m[2] ? `${m[1]}-${m[2]} ${unit}` : `${m[1]} ${unit}`;
  }
  if (/\b(just me|one[- ]person|solo(preneur)?|sole proprietor|by myself)\b/i.test(text)) {
    return "1 employee";
  }
  return undefined;
}

function extractContactTime(text: string): string | undefined {
  if (!/\b(best time|reach me|call me|contact me|available|prefer|good time|free)\b/i.test(text)) {
    return undefined;
  }
  const m =
    /\b((?:on\s+)?(?:weekday|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s+(?:morning|afternoon|evening)s?)?|(?:in the\s+)?(?:morning|afternoon|evening)s?|(?:after|before|around|at)\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?|\d{1,2}(?::\d{2})?\s*(?:am|pm)(?:\s*(?:-|to)\s*\d{1,2}(?::\d{2})?\s*(?:am|pm))?)\b/i.exec(
      text,
    );
  return m?.[1]?.trim().toLowerCase();
}

function extractCompany(text: string): string | undefined {
  const m =
    /\b(?:company|business|firm|shop|restaurant|practice) (?:is )?(?:called|named)\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4})/.exec(
      text,
    ) ??
    /\b(?:i work at|i'm with|i am with|we are|we're)\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4})/.exec(
      text,
    ) ??
    // "this is Maria from Lopez Plumbing", "I'm Sam at Peak Roofing": a name, then where from.
    /\b(?:[Tt]his is|[Ii]'m|[Ii] am|[Ii]m|[Ii]t's|[Mm]y name is)\s+[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?\s+(?:from|at|with|of)\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})/.exec(
      text,
    ) ??
    /\b[A-Z][\w'-]+ here,?\s+(?:from|at|with)\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,3})/.exec(
      text,
    );
  return m?.[1]?.trim();
}

const NEEDS =
  /\b(missed calls?|missing calls|calls after hours|after[- ]hours|losing leads|missing leads|lost leads|follow[- ]ups?|no[- ]shows?|bad reviews|reviews|paperwork|invoices|inventory|stock[- ]outs?|repeat customers|customers (?:stop|don't) coming back)\b/gi;

/** Problems stated as the visitor's own ("we keep missing calls", "our problem is reviews"). */
function extractNeeds(text: string): string[] | undefined {
  if (
    !/\b(we|i|our|my)\b.{0,40}\b(keep|miss|missing|lose|losing|problem|struggl|need|trouble|too many|hard)/i.test(
      text,
    )
  ) {
    return undefined;
  }
  const named = text.match(NEEDS);
  if (!named) return undefined;
  // Each once, in the order first named (a plain loop: see EVERY_INDUSTRY).
  const found: string[] = [];
  for (const need of named) {
    const lower = need.toLowerCase();
    if (!found.includes(lower)) found.push(lower);
  }
  return found;
}

/** "in Orem" says where more surely than "from Lopez Plumbing" (a company, not a town). */
const TOWN = [
  /\b(?:based in|located in|out of)\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)/,
  /\bin\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)/,
  /\bfrom\s+([A-Z][a-z]+(?:\s[A-Z][a-z]+)?)/,
];

/** The town after a business statement ("a pizzeria in Provo", "based in Ogden"). */
function extractLocation(text: string, company?: string): string | undefined {
  // Only said of a business: a town in any other message is not the visitor's.
  if (
    !company &&
    !/\b(run|own|have|manage|operate|business|company|shop|store|practice|firm|we're|we are|i'm|i am)\b/i.test(
      text,
    )
  ) {
    return undefined;
  }
  for (const re of TOWN) {
    const town = re.exec(text)?.[1];
    if (town && !company?.startsWith(town)) return town;
  }
  return undefined;
}

/** The facts stated in one visitor message (only the ones present). */
export function extractMemory(text: string): VisitorMemory {
  const found: VisitorMemory = {};
  const name = extractName(text);
  if (name) found.name = name;
  // (No address without an "@": the pattern is not run over every question.)
  const email = text.includes("@") ? EMAIL.exec(text)?.[0] : undefined;
  if (email) found.email = email.toLowerCase();
  const phone = PHONE.exec(text)?.[0];
  if (phone) found.phone = phone.trim();
  const company = extractCompany(text);
  const businessType = extractBusinessType(text, company);
  if (businessType) found.businessType = businessType;
  const companySize = extractCompanySize(text);
  if (companySize) found.companySize = companySize;
  const preferredContactTime = extractContactTime(text);
  if (preferredContactTime) found.preferredContactTime = preferredContactTime;
  if (company) found.company = company;
  const location = extractLocation(text, company);
  if (location) found.location = location;
  const needs = extractNeeds(text);
  if (needs) found.needs = needs;
  // Interests only where a wish is stated: the patterns run only then.
  if (/\b(interest|want|need|looking|help|could|would|like|improve|struggl)/i.test(text)) {
    const interests: string[] = [];
    for (const [re, label] of INTEREST_PATTERNS) if (re.test(text)) interests.push(label);
    if (interests.length) found.interests = interests;
  }
  return found;
}

/**
 * Merges new facts over old ones; interests accumulate. Returns the merge and what changed: a
 * new object when anything did, else `current` itself (most messages state nothing new).
 */
export function mergeMemory(
  current: VisitorMemory,
  found: VisitorMemory,
): { memory: VisitorMemory; changed: (keyof VisitorMemory)[] } {
  let memory = current;
  const changed: (keyof VisitorMemory)[] = [];
  for (const [key, value] of Object.entries(found) as [keyof VisitorMemory, unknown][]) {
    if (key === "interests" || key === "needs") {
      const before = current[key] ?? [];
      const added = (value as string[]).filter((v) => !before.includes(v));
      if (added.length) {
        if (memory === current) memory = { ...current };
        memory[key] = [...before, ...added].slice(-10);
        changed.push(key);
      }
    } else if (typeof value === "string" && value !== current[key]) {
      if (memory === current) memory = { ...current };
      (memory as Record<string, unknown>)[key] = value;
      changed.push(key);
    }
  }
  return { memory, changed };
}

export const hasMemory = (m: VisitorMemory) => Object.values(m).some((v) => v !== undefined);

/** The remembered facts of a visitor (empty when unknown). */
export async function loadVisitorMemory(
  deps: MemoryDeps,
  visitorId: string,
): Promise<VisitorMemory> {
  // Memory of another shape is none: the visitor is greeted as new, and the next fact replaces it.
  return (await deps.storage.kv.read(visitorKey(visitorId), visitorMemorySchema)) ?? {};
}

export async function saveVisitorMemory(
  deps: MemoryDeps,
  visitorId: string,
  memory: VisitorMemory,
): Promise<void> {
  await deps.storage.kv.set(visitorKey(visitorId), memory, VISITOR_MEMORY_TTL_MS);
}
