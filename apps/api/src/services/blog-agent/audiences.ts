import type { company } from "@repo/site-content";

type IndustryName = (typeof company.industries)[number];

/** Who a post is written for: the words the body uses for its readers and their world. */
export interface Audience {
  /** One of the site's industries; null for small businesses in general or one we do not list. */
  industry: IndustryName | null;
  /** For titles: "Law Firms", "Bakeries", "Small Businesses". */
  label: string;
  /** The field, for a market round-up: "Legal", "Restaurant". */
  sector: string;
  /** The people reading: "law firm owners". */
  readers: string;
  /** Their customers: "clients", "guests", "patients". */
  customers: string;
  /** Questions those customers ask again and again. */
  routine: string;
  /** When the team is too busy to answer. */
  busy: string;
  /** The booking or sale the business lives on. */
  booking: string;
  /** Site solutions (ids) that fit this industry best, for when the topic names none. */
  solutions: string[];
}

interface Profile extends Omit<Audience, "label"> {
  label: string;
  /** Nouns that name these readers in a brief. */
  nouns: RegExp;
}

const PROFILES: Profile[] = [
  {
    industry: "Restaurants",
    nouns:
      /\b(restaurants?|restaurant owners?|caf[eé]s?|bistros?|diners?|eater(y|ies)|hospitality|pizzerias?|pizza (places?|shops?|parlou?rs?)|coffee shops?|food trucks?)\b/i,
    label: "Restaurants",
    sector: "Restaurant",
    readers: "restaurant owners",
    customers: "guests",
    routine: "opening hours, menus, allergens and table availability",
    busy: "the dinner rush",
    booking: "reservation",
    solutions: ["website-concierge", "ai-review-reputation-guard"],
  },
  {
    industry: "Law firms",
    nouns:
      /\b(law (firms?|offices?|practices?)|lawyers?|attorneys?|legal practices?|solicitors?)\b/i,
    label: "Law Firms",
    sector: "Legal",
    readers: "law firm owners",
    customers: "clients",
    routine: "fees, practice areas, documents to bring and next steps",
    busy: "court days and client meetings",
    booking: "consultation",
    solutions: ["smart-lead-qualifier", "ai-document-data-assistant"],
  },
  {
    industry: "Medical practices",
    nouns:
      /\b(medical (practices?|offices?)|dental (practices?|offices?)|clinics?|clinic owners?|dental|dentists?|doctors?|physicians?|physiotherap\w*|healthcare)\b/i,
    label: "Medical Practices",
    sector: "Healthcare",
    readers: "practice owners",
    customers: "patients",
    routine: "opening hours, insurance, directions and appointment changes",
    busy: "a full waiting room",
    booking: "appointment",
    solutions: ["website-concierge", "ai-team-operations-booster"],
  },
  {
    industry: "E-commerce",
    nouns:
      /\b(e-?commerce( founders?| stores?)?|online (stores?|shops?|shopping|sellers?)|shopify)\b/i,
    label: "Online Stores",
    sector: "E-Commerce",
    readers: "online store owners",
    customers: "shoppers",
    routine: "shipping times, returns, sizes and order status",
    busy: "a sale weekend",
    booking: "order",
    solutions: ["ai-email-marketing-pro", "ai-driven-customer-loyalty"],
  },
  {
    industry: "Retail",
    nouns: /\b(retail(ers?)?|shops?|shop owners?|stores?|store owners?)\b/i,
    label: "Retailers",
    sector: "Retail",
    readers: "shop owners",
    customers: "customers",
    routine: "stock, opening hours, returns and special orders",
    busy: "a busy Saturday",
    booking: "sale",
    solutions: ["smart-inventory-predictor", "ai-driven-customer-loyalty"],
  },
  {
    industry: "Contractors",
    nouns:
      /\b(contractors?|roofers?|plumb(ers?|ing)|electricians?|builders?|hvac|landscapers?|trades(people)?)\b/i,
    label: "Contractors",
    sector: "Contractor",
    readers: "contractors",
    customers: "homeowners",
    routine: "availability, rough costs, service areas and when someone can come out",
    busy: "a full day on site",
    booking: "job",
    solutions: ["smart-lead-qualifier", "website-concierge"],
  },
  {
    industry: "Professional services",
    nouns:
      /\b(accountants?|accounting( firms?)?|bookkeep\w*|consultanc(y|ies)|consultants?|agenc(y|ies)|professional services?)\b/i,
    label: "Professional Services Firms",
    sector: "Professional Services",
    readers: "firm owners",
    customers: "clients",
    routine: "services, deadlines, documents needed and engagement terms",
    busy: "deadline season",
    booking: "engagement",
    solutions: ["ai-document-data-assistant", "ai-financial-overview-assistant"],
  },
  {
    industry: "Manufacturing",
    nouns: /\b(manufactur\w*|factor(y|ies)|fabricators?|machine shops?)\b/i,
    label: "Manufacturers",
    sector: "Manufacturing",
    readers: "manufacturers",
    customers: "buyers",
    routine: "lead times, order status, specifications and quotes",
    busy: "a production push",
    booking: "order",
    solutions: ["smart-inventory-predictor", "ai-document-data-assistant"],
  },
  {
    industry: "Real estate",
    nouns:
      /\b(real estate( agents?| agenc(y|ies)| brokers?)?|realtors?|brokers?|property (managers?|management)|landlords?)\b/i,
    label: "Real Estate Agents",
    sector: "Real Estate",
    readers: "agents",
    customers: "buyers and tenants",
    routine: "viewings, availability, prices and next steps",
    busy: "a weekend of showings",
    booking: "viewing",
    solutions: ["smart-lead-qualifier", "website-concierge"],
  },
];

const GENERAL: Omit<Profile, "nouns"> = {
  industry: null,
  label: "Small Businesses",
  sector: "Small Business",
  readers: "small business owners",
  customers: "customers",
  routine: "opening hours, prices, availability and next steps",
  busy: "the busiest hours of the day",
  booking: "booking",
  solutions: ["website-concierge", "ai-team-operations-booster"],
};

const GENERAL_NOUNS =
  /\b(small (and medium[- ]sized )?(businesses|business owners|companies|firms)|smbs?|local businesses|business owners)\b/i;

const strip = ({ nouns: _n, ...rest }: Profile | (typeof GENERAL & { nouns?: RegExp })) => rest;

/** Words before "owners" that name no trade ("the owners", "business owners"). */
const NOT_A_TRADE = new Set(
  "the our their your its his her my for of and or small local busy independent business company site website".split(
    " ",
  ),
);

/** The first "<trade> owners" in `text` before `before`, when no profile knows the trade. */
function namedOwners(text: string, before: number): (Audience & { phrase: string }) | null {
  for (const m of text.matchAll(/\b([a-z][\w-]*)\s+owners?\b/gi)) {
    if (m.index >= before) break;
    const trade = (m[1] ?? "").toLowerCase();
    if (NOT_A_TRADE.has(trade) || PROFILES.some((p) => p.nouns.test(trade))) continue;
    if (GENERAL_NOUNS.test(m[0])) continue;
    return { ...otherAudience(`${trade} owners`), phrase: m[0].toLowerCase() };
  }
  return null;
}

/** The audience a text names, with the words it used (for the title): null when it names none. */
export function findAudience(text: string): (Audience & { phrase: string }) | null {
  let best: { profile: Profile; index: number; phrase: string } | null = null;
  for (const profile of PROFILES) {
    const m = profile.nouns.exec(text);
    if (m && (!best || m.index < best.index))
      best = { profile, index: m.index, phrase: m[0].toLowerCase() };
  }
  // "bakery owners with one or two shops": owners of a trade the site has no profile for,
  // named before a trade it has one for, are the readers.
  const owners = namedOwners(text, best?.index ?? text.length);
  if (owners) return owners;
  if (best) {
    const profile = strip(best.profile);
    // A trade named by its people ("plumbers", "dentists"): the post speaks to them by that
    // name, with the rest of the industry's profile.
    if (/^[a-z]+(er|ist|ian|or)s$/.test(best.phrase) && best.phrase !== profile.readers) {
      const label = best.phrase.charAt(0).toUpperCase() + best.phrase.slice(1);
      return { ...profile, label, readers: best.phrase, phrase: best.phrase };
    }
    return { ...profile, phrase: best.phrase };
  }
  const general = GENERAL_NOUNS.exec(text);
  return general ? { ...strip(GENERAL as Profile), phrase: general[0].toLowerCase() } : null;
}

/**
 * Readers the site lists no profile for ("bakeries", "gym owners"): the general profile under
 * their name.
 */
export function otherAudience(plural: string): Audience {
  const title = (text: string) => text.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
  const label = title(plural);
  // "gym owners" are the readers; their field is "gym".
  const field = plural.replace(/\s+(owners|businesses|companies|shops|teams)$/i, "");
  const one = field.replace(/ies$/i, "y").replace(/s$/i, "");
  const readers = field === plural ? `${one} owners` : plural;
  return { ...strip(GENERAL as Profile), label, sector: title(one), readers };
}

export const generalAudience = (): Audience => strip(GENERAL as Profile);

/** Any audience noun: what the topic reader cuts out of a topic ("for small law offices"). */
export const AUDIENCE_NOUNS = new RegExp(
  [...PROFILES.map((p) => p.nouns.source), GENERAL_NOUNS.source].join("|"),
  "i",
);
