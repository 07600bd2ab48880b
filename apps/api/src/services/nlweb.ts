/**
 * NLWeb ask: the front desk's facts as schema.org results (list), plus an answer from the
 * shared assistant (summarize / generate); and the /.well-known/nlweb.json manifest.
 */
import type { VisitorMemory } from "@repo/schemas";
import type { Brand, Passage } from "@repo/site-content";
import { faq, organizationJsonLd, serviceJsonLd, services, solutions } from "@repo/site-content";
import { answerQuestion } from "../ai/assistant";
import type { FactHit } from "../ai/front-desk/fact-index";
import { followUpReading } from "../ai/front-desk/follow-up";
import type { KnowledgeHit, SiteKnowledge } from "../ai/knowledge";
import { factIndexFor, factSources } from "../ai/responder";
import type { Deps } from "../context";
import { MCP_TOOLS } from "../mcp/tool-table";
import { extractMemory, mergeMemory } from "./memory";

export type NlwebMode = "list" | "summarize" | "generate";

export interface NlwebAskInput {
  query: string;
  prev: string[];
  mode: NlwebMode;
  queryId?: string;
}

export interface NlwebResult {
  url: string;
  name: string;
  site: string;
  score: number;
  description: string;
  schema_object: Record<string, unknown>;
}

/** The JSON answer of the ask route (streaming off), shaped as the reference folds it. */
export interface NlwebAnswer {
  query_id: string;
  results: NlwebResult[];
  /** summarize mode. */
  summary?: { message: string };
  /** generate mode. */
  nlws?: { answer: string; items: NlwebResult[] };
  /** When earlier queries (`prev`) changed the query. */
  decontextualized_query?: { decontextualized_query: string; original_query: string };
  no_results?: { message: string };
}

const MAX_RESULTS = 8;

/** The schema.org object for a passage, from site-content's builders where there is one. */
export function schemaObjectFor(p: Passage, brand: Brand): Record<string, unknown> {
  if (p.id === "company" || p.id === "company-about") return organizationJsonLd(brand);
  const service = services.find((s) => `service-${s.slug}` === p.id);
  if (service) return serviceJsonLd(service, brand);
  // Passage ids ("solution-…") and the front desk's fact ids (the solution's own id).
  const solution = solutions.find((s) => `solution-${s.id}` === p.id || s.id === p.id);
  if (solution) {
    return {
      "@context": "https://schema.org",
      "@type": "Service",
      name: solution.title,
      description: solution.description,
      url: p.url,
      provider: { "@id": `${brand.siteUrl}/#organization` },
    };
  }
  const item = faq.find((f) => `faq-${f.id}` === p.id);
  if (item) {
    return {
      "@context": "https://schema.org",
      "@type": "Question",
      name: p.title,
      acceptedAnswer: { "@type": "Answer", text: p.text },
    };
  }
  return {
    "@context": "https://schema.org",
    "@type": p.schemaType,
    name: p.title,
    description: p.text,
    url: p.url,
  };
}

const toResult = (hit: KnowledgeHit, brand: Brand): NlwebResult => ({
  url: hit.url,
  name: hit.title,
  site: new URL(brand.siteUrl).host,
  score: Math.round(hit.score * 100) / 100,
  description: hit.text.length > 400 ? `${hit.text.slice(0, 397)}...` : hit.text,
  schema_object: schemaObjectFor(hit.passage, brand),
});

/**
 * A fact worth listing: it covers at least half of what the query is about, through a word as
 * the agent wrote it or two words of the same meaning (the front desk's gate, a little wider).
 */
const relevant = (h: FactHit) =>
  h.coverage >= 0.5 && (h.direct > 0 || Math.round(h.coverage * h.words) >= 2);

/**
 * The ranked results for a query, from the same fact search the front desk answers from (typos,
 * synonyms, the query's kind); earlier queries give context to a short follow-up.
 */
export function nlwebResults(
  { brand }: Pick<SiteKnowledge, "brand">,
  input: Pick<NlwebAskInput, "query" | "prev">,
): NlwebResult[] {
  const index = factIndexFor(brand);
  const find = (q: string) => {
    const hits = index.search(q, MAX_RESULTS).filter(relevant);
    const best = hits[0]?.coverage ?? 0;
    // Facts about as relevant as the best (one word less at most); one result per section.
    const seen = new Set<string>();
    return hits.filter((h) => {
      const key = `${h.fact.url} ${h.fact.title}`;
      if (h.coverage < best - 0.34 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  };
  // "And how long is it?" lists what the earlier query was about, not every duration.
  let hits = find(followUpReading(index, input.query, input.prev) ?? input.query);
  const last = input.prev.at(-1);
  if (!hits.length && last) hits = find(`${last} ${input.query}`);
  return factSources(brand, hits).map((h) => toResult(h, brand));
}

/** The answer text for summarize / generate, from the shared assistant. */
export async function nlwebAnswerText(
  deps: Pick<Deps, "llm" | "logger" | "env" | "brand" | "knowledge">,
  input: NlwebAskInput,
): Promise<string> {
  const result = await answerQuestion(deps, {
    question: input.query,
    channel: "nlweb",
    history: input.prev.map((text) => ({ isUser: true, text })),
    // Who the agent asks for ("a dental practice"), from this query and the earlier ones.
    memory: [...input.prev, input.query].reduce<VisitorMemory>(
      (memory, text) => mergeMemory(memory, extractMemory(text)).memory,
      {},
    ),
  });
  return result.text;
}

/** `/.well-known/nlweb.json`: where agents find the ask endpoint, MCP and its tools. */
export function nlwebManifest(brand: Brand, origin: string) {
  return {
    name: brand.companyName,
    description: `NLWeb and MCP endpoints of ${brand.companyName}: ask about the company and book its free 30-minute AI discovery call.`,
    site: `${brand.siteUrl}/`,
    contact: brand.email,
    nlweb: {
      ask: `${origin}/api/nlweb/ask`,
      methods: ["GET", "POST"],
      modes: ["list", "summarize", "generate"],
      streaming: true,
      streamingDefault: true,
      parameters: [
        "query",
        "prev",
        "generate_mode",
        "mode",
        "streaming",
        "query_id",
        "decontextualized_query",
        "conversation_id",
      ],
    },
    mcp: {
      url: `${origin}/api/nlweb/mcp`,
      transport: "streamable-http",
      tools: [...MCP_TOOLS],
      resources: ["company://facts", "company://services"],
      prompts: ["book_consultation"],
    },
    documentation: `${brand.siteUrl}/ai`,
    llms_txt: `${brand.siteUrl}/llms.txt`,
  };
}
