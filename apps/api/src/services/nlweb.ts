/**
 * NLWeb ask: site passages as schema.org results (list), plus an answer from the shared
 * assistant (summarize / generate); and the /.well-known/nlweb.json manifest.
 */
import type { VisitorMemory } from "@repo/schemas";
import type { Brand, Passage } from "@repo/site-content";
import { faq, organizationJsonLd, serviceJsonLd, services, solutions } from "@repo/site-content";
import { answerQuestion } from "../ai/assistant";
import type { KnowledgeHit, SiteKnowledge } from "../ai/knowledge";
import type { Deps } from "../context";
import { MCP_TOOLS } from "../mcp/server";
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
  if (p.id === "company") return organizationJsonLd(brand);
  const service = services.find((s) => `service-${s.slug}` === p.id);
  if (service) return serviceJsonLd(service, brand);
  const solution = solutions.find((s) => `solution-${s.id}` === p.id);
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

/** The ranked results for a query; earlier queries give context to a short follow-up. */
export function nlwebResults(
  { brand, knowledge }: SiteKnowledge,
  input: Pick<NlwebAskInput, "query" | "prev">,
): NlwebResult[] {
  let hits = knowledge.search(input.query, MAX_RESULTS);
  const last = input.prev.at(-1);
  if (!hits.length && last) hits = knowledge.search(`${last} ${input.query}`, MAX_RESULTS);
  return hits.map((h) => toResult(h, brand));
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
