/**
 * The messages of one NLWeb ask, in the order the reference implementation (microsoft/NLWeb)
 * sends them: api_version, decontextualized_query (when earlier queries changed the query),
 * result_batch or no_results, then summary {message} (summarize) or nlws {answer, items}
 * (generate). Streamed, each is one data-only SSE message, then `complete`; not streamed, they
 * fold into one JSON object the way the reference folds them.
 */
import type { Deps } from "../context";
import { type NlwebMode, type NlwebResult, nlwebAnswerText, nlwebResults } from "./nlweb";

export const NLWEB_API_VERSION = "0.54";

export interface NlwebAsk {
  query: string;
  prev: string[];
  mode: NlwebMode;
  queryId: string;
  /** Given by the client: then the server does not decontextualize. */
  decontextualizedQuery?: string;
}

export type NlwebMessage = { message_type: string } & Record<string, unknown>;

/** A follow-up that leans on what came before ("and how long is it?"). */
const FOLLOW_UP =
  /^(and|also|so|but|what about|how about)\b|\b(it|its|that|this|those|these|they|them|their|one|ones)\b/i;

/** The query made to stand alone, using the earlier queries when it leans on them. */
export function decontextualize(query: string, prev: string[]): string {
  const earlier = prev.slice(-2);
  if (!earlier.length) return query;
  if (!FOLLOW_UP.test(query) && query.split(/\s+/).length > 3) return query;
  return `${query} (following: ${earlier.join("; ")})`;
}

export async function* nlwebMessages(
  deps: Pick<Deps, "llm" | "logger" | "env" | "brand" | "knowledge">,
  ask: NlwebAsk,
): AsyncGenerator<NlwebMessage> {
  yield { message_type: "api_version", api_version: NLWEB_API_VERSION };
  const query = ask.decontextualizedQuery ?? decontextualize(ask.query, ask.prev);
  if (query !== ask.query) {
    yield {
      message_type: "decontextualized_query",
      decontextualized_query: query,
      original_query: ask.query,
    };
  }
  // The search and the answer read a follow-up with the earlier queries themselves; the
  // decontextualized form above is for the client (its "(following: …)" would only add words
  // the facts do not have, and lose the results the follow-up finds).
  const read = { query: ask.decontextualizedQuery ?? ask.query, prev: ask.prev };
  const results: NlwebResult[] = nlwebResults(deps, read);
  yield results.length
    ? { message_type: "result_batch", results }
    : { message_type: "no_results", message: "No results were found" };
  if (ask.mode === "list") return;
  const text = await nlwebAnswerText(deps, { ...ask, ...read });
  yield ask.mode === "summarize"
    ? { message_type: "summary", message: text }
    : { message_type: "nlws", answer: text, items: results };
}

/** The non-streaming answer: result batches appended to `results`, other messages by type. */
export function foldNlwebMessages(queryId: string, messages: NlwebMessage[]) {
  const out: Record<string, unknown> & { results: NlwebResult[] } = {
    query_id: queryId,
    results: [],
  };
  for (const { message_type, ...rest } of messages) {
    if (message_type === "api_version") continue;
    if (message_type === "result_batch") out.results.push(...(rest.results as NlwebResult[]));
    else out[message_type] = rest;
  }
  return out;
}

/** What the exchange answered, in words, for the conversation record. */
export function nlwebAnswerWords(messages: NlwebMessage[]): string {
  for (const m of messages) {
    if (m.message_type === "summary") return String(m.message);
    if (m.message_type === "nlws") return String(m.answer);
  }
  const batch = messages.find((m) => m.message_type === "result_batch");
  const results = (batch?.results ?? []) as NlwebResult[];
  return results.length
    ? `${results.length} results: ${results.map((r) => r.name).join("; ")}`
    : "No results were found";
}
