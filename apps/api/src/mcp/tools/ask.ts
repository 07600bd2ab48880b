/** The ask tool: questions about the company answered from the site's knowledge. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { inputString } from "@repo/schemas";
import { z } from "zod";
import { answerQuestion } from "../../ai/assistant";
import type { McpContext } from "../context";
import { ok, runTool } from "../result";

const askInput = {
  query: inputString()
    .trim()
    .min(1, "query is required")
    .max(1000)
    .describe("A question about the company, its services, pricing, process or policies"),
};

const askOutput = {
  answer: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string(), score: z.number() })),
};

export function registerAskTool(server: McpServer, ctx: McpContext): void {
  server.registerTool(
    "ask",
    {
      title: "Ask about the company",
      description:
        "Answers a question about the company from its website: services, solutions, pricing, process, the free discovery call, privacy and terms. Returns the answer and the pages it comes from.",
      inputSchema: askInput,
      outputSchema: askOutput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query }) =>
      runTool(
        async () => {
          await ctx.limit("ask");
          const result = await answerQuestion(ctx.deps, { question: query, channel: "mcp" });
          const data = {
            answer: result.text,
            sources: result.sources.map((s) => ({ title: s.title, url: s.url, score: s.score })),
          };
          await ctx.record({ question: query, answer: result.text, tags: result.topics });
          return ok(data, result.text);
        },
        (error) => ctx.deps.logger.error({ err: error, tool: "ask" }, "MCP tool failed"),
      ),
  );
}
