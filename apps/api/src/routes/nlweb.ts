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
import { clientIp } from "../middleware/client-ip";
import { requireAllowedOrigin } from "../middleware/origin";
import { enforceRateLimit } from "../middleware/rate-limit";
import { validate } from "../middleware/validate";
import { recordAgentExchange } from "../services/agent-conversations";
import {
  type NlwebAskInput,
  nlwebAnswerText,
  nlwebManifest,
  nlwebResults,
} from "../services/nlweb";

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", ""])])
  .transform((v) => v === true || v === "true" || v === "1");

/** Earlier queries: a list, or one string of comma-separated queries (NLWeb's GET form). */
const prevSchema = z
  .union([z.array(inputString().max(1000)).max(20), inputString().max(5000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean));

const nlwebAskSchema = z.object({
  query: inputString().trim().min(1, "query is required").max(1000),
  prev: prevSchema.optional().default([]),
  mode: z.enum(["list", "summarize", "generate"]).optional().default("list"),
  streaming: flag.optional().default(false),
  query_id: inputString().trim().max(100).optional(),
  site: inputString().max(200).optional(),
});
type AskParams = z.output<typeof nlwebAskSchema>;

/** Answers one ask as JSON, or as server-sent events when `streaming` is set. */
async function ask(c: Context<AppEnv>, params: AskParams) {
  const { deps } = c.var;
  await enforceRateLimit(c, { name: "nlweb", limit: deps.env.AGENT_RATE_LIMIT, windowMs: 60_000 });
  const queryId = params.query_id ?? newId();
  const input: NlwebAskInput = {
    query: params.query,
    prev: params.prev,
    mode: params.mode,
    queryId,
  };
  const results = nlwebResults(deps, input);
  const record = (text: string | undefined) =>
    recordAgentExchange(deps, {
      source: "nlweb",
      clientKey: `${clientIp(c)}|${c.req.header("user-agent") ?? ""}`,
      question: params.query,
      answer: text ?? `${results.length} results: ${results.map((r) => r.name).join("; ")}`,
    });

  const streaming = params.streaming || /text\/event-stream/.test(c.req.header("accept") ?? "");
  if (!streaming) {
    const text = input.mode === "list" ? undefined : await nlwebAnswerText(deps, input);
    await record(text);
    return c.json(
      {
        query_id: queryId,
        results,
        ...(input.mode === "summarize" ? { summary: text } : {}),
        ...(input.mode === "generate" ? { answer: text } : {}),
      },
      200,
    );
  }

  return streamSSE(c, async (stream) => {
    const send = (type: string, data: Record<string, unknown>) =>
      stream.writeSSE({
        event: type,
        data: JSON.stringify({ message_type: type, query_id: queryId, ...data }),
      });
    await send("result", { results });
    let text: string | undefined;
    if (input.mode !== "list") {
      text = await nlwebAnswerText(deps, input);
      if (input.mode === "summarize") await send("summary", { message: text });
      else await send("nlws", { answer: text, items: results });
    }
    await record(text);
    await send("complete", {});
  });
}

export const nlwebRoutes = new Hono<AppEnv>()
  // Same Origin rule as MCP: no other site may make its visitors' browsers ask (and so write
  // conversations into Chat Insights).
  .use("/ask", requireAllowedOrigin)
  .get("/ask", validate("query", nlwebAskSchema), (c) => ask(c, c.req.valid("query")))
  .post("/ask", validate("json", nlwebAskSchema), (c) => ask(c, c.req.valid("json")))
  .route("/mcp", mcpRoutes);

/** Mounted on the root app (not under /api), ahead of the SPA fallback. */
export const wellKnownRoutes = new Hono<AppEnv>().get("/nlweb.json", (c) => {
  const origin = c.var.deps.env.SITE_URL?.replace(/\/+$/, "") ?? new URL(c.req.url).origin;
  c.header("Cache-Control", "public, max-age=300");
  c.header("Access-Control-Allow-Origin", "*");
  return c.json(nlwebManifest(c.var.deps.brand, origin), 200);
});
