/**
 * The agent endpoint under /api/nlweb: the NLWeb `ask` (GET or POST; JSON, or server-sent
 * events with `streaming`) and the MCP server at /mcp. The manifest is `wellKnownRoutes`.
 */
import { inputString } from "@repo/schemas";
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../context";
import { newId } from "../lib/ids";
import { mcpRoutes } from "../mcp/route";
import { agentOrigin } from "../middleware/origin";
import { enforceRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordAgentExchange } from "../services/agent-conversations";
import { nlwebManifest } from "../services/nlweb";
import {
  foldNlwebMessages,
  type NlwebAsk,
  type NlwebMessage,
  nlwebAnswerWords,
  nlwebMessages,
} from "../services/nlweb-messages";

const flag = z
  .union([z.boolean(), z.literal([0, 1]), z.enum(["true", "false", "1", "0", ""])])
  .transform((v) => v === true || v === 1 || v === "true" || v === "1");

/**
 * Earlier queries: a list, or one string of comma-separated queries (NLWeb's GET form), of
 * which the latest 20 are kept, as a list may hold.
 */
const prevSchema = z
  .union([z.array(inputString().max(1000)).max(20), inputString().max(5000)])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(","))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(-20),
  );

const nlwebAskSchema = z.object({
  query: inputString().trim().min(1, "query is required").max(1000),
  prev: prevSchema.optional().default([]),
  /** The reference's name for the mode; `mode` is the older one. */
  generate_mode: z.enum(["list", "summarize", "generate"]).optional(),
  mode: z.enum(["list", "summarize", "generate"]).optional(),
  /** Streams by default, as the reference does; 0 or false for one JSON answer. */
  streaming: flag.optional().default(true),
  query_id: inputString().trim().max(100).optional(),
  decontextualized_query: inputString().trim().max(2000).optional(),
  conversation_id: inputString().trim().max(100).optional(),
  site: inputString().max(200).optional(),
});
type AskParams = z.output<typeof nlwebAskSchema>;

/** A finished stream must not be re-run: EventSource waits this long before reconnecting. */
const RECONNECT_AFTER_MS = 24 * 60 * 60_000;

/** Answers one ask as server-sent events (default) or, with streaming off, as one JSON object. */
async function ask(c: Context<AppEnv>, params: AskParams) {
  const deps = c.get("deps");
  await enforceRateLimit(c, { name: "nlweb", limit: deps.env.AGENT_RATE_LIMIT, windowMs: 60_000 });
  const queryId = params.query_id ?? newId();
  const input: NlwebAsk = {
    query: params.query,
    prev: params.prev,
    mode: params.generate_mode ?? params.mode ?? "list",
    queryId,
    ...(params.decontextualized_query
      ? { decontextualizedQuery: params.decontextualized_query }
      : {}),
  };
  const sent: NlwebMessage[] = [];
  // One conversation per NLWeb conversation_id, else per ask; never per address.
  const record = () =>
    recordAgentExchange(deps, {
      source: "nlweb",
      clientKey: params.conversation_id ? `conversation:${params.conversation_id}` : undefined,
      question: params.query,
      answer: nlwebAnswerWords(sent),
      kind: "question",
    });

  if (!params.streaming) {
    for await (const m of nlwebMessages(deps, input)) sent.push(m);
    await record();
    return c.json(foldNlwebMessages(queryId, sent), 200);
  }
  return streamSSE(c, async (stream) => {
    let first = true;
    const write = async (m: NlwebMessage) => {
      sent.push(m);
      await stream.writeSSE({
        data: JSON.stringify({ ...m, query_id: queryId }),
        ...(first ? { retry: RECONNECT_AFTER_MS } : {}),
      });
      first = false;
    };
    for await (const m of nlwebMessages(deps, input)) await write(m);
    await record();
    await write({ message_type: "complete" });
  });
}

export const nlwebRoutes = new Hono<AppEnv>()
  // Same Origin rule as MCP: no other site may make its visitors' browsers ask (and so write
  // conversations into Chat Insights).
  .use("/ask", agentOrigin)
  .get("/ask", validate("query", nlwebAskSchema), (c) => ask(c, c.req.valid("query")))
  .post("/ask", validate("json", nlwebAskSchema), (c) => ask(c, c.req.valid("json")))
  .route("/mcp", mcpRoutes);

/** Mounted on the root app (not under /api), ahead of the SPA fallback. */
export const wellKnownRoutes = new Hono<AppEnv>().get("/nlweb.json", (c) => {
  // Absolute URLs come from SITE_URL (or the one default), never from the request's Host.
  const origin = c.get("deps").brand.siteUrl.replace(/\/+$/, "");
  c.header("Cache-Control", "public, max-age=300");
  c.header("Access-Control-Allow-Origin", "*");
  return c.json(nlwebManifest(c.get("deps").brand, origin), 200);
});
