/** Full-text index (MiniSearch) over the site's passages: the assistant's, MCP's and NLWeb's retrieval. */
import { type Brand, type Passage, toPassages } from "@repo/site-content";
import MiniSearch from "minisearch";
import { RecentCache } from "../lib/recent-cache";
import { normalise } from "./front-desk/word-forms";
import { termSearch } from "./term-results";

/** One retrieved passage with its relevance; the passage fields are also spread on the hit. */
export interface KnowledgeHit extends Passage {
  passage: Passage;
  score: number;
}

const STOP_WORDS = new Set(
  `a an the and or but if then so of to in on at by for with from as is are was were be been being
  do does did doing have has had having i me my we our us you your yours he she it its they them
  their this that these those what which who whom whose when where why how can could would should
  will shall may might must about into over under again further than too very just also any some
  there here not no nor only own same such both each few more most other all am s t don
  please tell know want need like get got let lets hi hello hey thanks thank ok okay`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Query-side synonyms: the words visitors use mapped onto the words the site uses.
 * Every key is matched after normalisation (see `normalise`). A Map, not an object literal: a
 * visitor's word such as "constructor" must not find an Object.prototype member.
 */
const SYNONYMS = new Map<string, string[]>(
  Object.entries({
    cost: ["pricing", "price"],
    costs: ["pricing", "price"],
    price: ["pricing"],
    prices: ["pricing"],
    expensive: ["pricing", "price"],
    cheap: ["pricing", "price"],
    fee: ["pricing", "price"],
    fees: ["pricing", "price"],
    charge: ["pricing", "price"],
    quote: ["pricing", "estimate"],
    budget: ["pricing", "price"],
    afford: ["pricing"],
    much: ["pricing"],
    bot: ["chatbot", "assistant"],
    bots: ["chatbot", "assistant"],
    chatbot: ["chatbots", "assistant"],
    chat: ["chatbots", "assistant"],
    appointment: ["book", "call"],
    meeting: ["book", "call"],
    consultation: ["discovery", "call"],
    consult: ["discovery", "call"],
    schedule: ["book", "call"],
    demo: ["discovery", "call"],
    talk: ["call"],
    phone: ["call"],
    email: ["email"],
    reply: ["respond", "response"],
    respond: ["response"],
    fast: ["response", "respond"],
    quickly: ["response", "respond"],
    located: ["based", "utah"],
    location: ["based", "utah"],
    where: ["based"],
    office: ["based"],
    secure: ["security", "encrypted"],
    safe: ["security", "encrypted"],
    privacy: ["privacy", "data"],
    gdpr: ["privacy", "data"],
    leads: ["lead", "qualification"],
    seo: ["search", "generative"],
    chatgpt: ["generative", "search"],
    ai: ["ai"],
    reviews: ["review", "reputation"],
    inventory: ["inventory", "stock"],
    invoices: ["invoices", "financial"],
    accounting: ["financial"],
    books: ["financial"],
    steps: ["process"],
    work: ["process"],
    long: ["timeline", "weeks"],
    refund: ["payment", "cancel"],
    cancel: ["cancelled", "notice"],
    contract: ["cancel", "notice"],
    ownership: ["own", "ip"],
    owns: ["own", "ip"],
    code: ["own", "ip"],
  }),
);

function indexTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (STOP_WORDS.has(t) || t.length < 2) return null;
  return normalise(t);
}

function queryTerm(term: string): string | string[] | null {
  const t = term.toLowerCase();
  const extra = SYNONYMS.get(t) ?? SYNONYMS.get(normalise(t));
  if (STOP_WORDS.has(t) || t.length < 2) return extra ? extra.map(normalise) : null;
  const base = normalise(t);
  return extra ? [base, ...extra.map(normalise)] : base;
}

/** A query word's terms, once per word (visitors' words repeat; normalising one costs ~1 µs). */
const queryTerms = new RecentCache<string[]>(5000);
const termsOfWordUncached = (word: string) => {
  const terms = queryTerm(word);
  return terms === null ? [] : typeof terms === "string" ? [terms] : terms;
};
const termsOfWord = (word: string) => queryTerms.get(word, termsOfWordUncached);

/** Legal passages are long and wordy; they should win only when the question is about them. */
const LEGAL = /^(terms|privacy)-/;
const LEGAL_QUERY =
  /\b(terms|privacy|policy|legal|gdpr|cookie|retention|retain|keep|kept|stored|store my|delete|deletion|cookies|rights|liability|arbitration|law|breach|confidential|age|18)\b/i;

/** How many searched terms keep their scores over the pages. */
export const TERM_RESULTS_KEPT = 1000;

export interface KnowledgeIndex {
  passages: readonly Passage[];
  /** The passages that best answer a question, best first (at most `limit`, default 5). */
  search(query: string, limit?: number): KnowledgeHit[];
}

/** What the assistant, agents and the blog agent know about the site: its brand and index. */
export interface SiteKnowledge {
  brand: Brand;
  knowledge: KnowledgeIndex;
}

/** Builds an index over the passages of one brand (company name, email, booking URL, site URL). */
export function createKnowledgeIndex(brand: Brand): KnowledgeIndex {
  const passages = toPassages(brand);
  const byId = new Map(passages.map((p) => [p.id, p]));
  const prefix = (term: string) => term.length >= 5;
  const fuzzy = (term: string) => (term.length >= 6 ? 0.2 : false);
  const index = new MiniSearch<Passage>({
    fields: ["title", "text"],
    storeFields: ["id"],
    processTerm: indexTerm,
    searchOptions: {
      boost: { title: 2.5 },
      prefix,
      fuzzy,
      processTerm: queryTerm,
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  const terms = termSearch(index, TERM_RESULTS_KEPT);
  const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

  function rank(text: string, limit: number): KnowledgeHit[] {
    const legal = LEGAL_QUERY.test(text);
    // What `index.search(text)` finds, each term scored once: a term's scores depend on
    // whether legal passages are held back for this question.
    const results = terms.search(
      [tokenize(text).flatMap(termsOfWord).filter(Boolean)],
      (t) => ({ prefix: prefix(t), fuzzy: fuzzy(t), context: legal ? "legal" : "" }),
      { boostDocument: (id) => (LEGAL.test(String(id)) && !legal ? 0.35 : 1) },
      { limit },
    );
    const hits: KnowledgeHit[] = [];
    for (const r of results) {
      const passage = byId.get(String(r.id));
      if (passage) hits.push({ ...passage, passage, score: r.score });
    }
    return hits;
  }

  return {
    passages,
    search(query, limit = 5) {
      const text = query.slice(0, 1000);
      if (!text.trim()) return [];
      return rank(text, limit);
    },
  };
}
