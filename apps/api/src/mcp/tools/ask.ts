/** The ask tool: questions about the company answered from the site's knowledge. */
import { inputString } from "@repo/schemas";
import { z } from "zod";
import { answerQuestion } from "../../ai/assistant";
import { extractMemory } from "../../services/memory";
import { defineTool } from "../define-tool";

export const askTool = defineTool({
  name: "ask",
  title: "Ask about the company",
  description:
    "Answers a question about the company from its website: services, solutions, pricing, process, the free discovery call, privacy and terms. Returns the answer and the pages it comes from.",
  input: z.object({
    query: inputString()
      .trim()
      .min(1, "query is required")
      .max(1000)
      .describe("A question about the company, its services, pricing, process or policies"),
  }),
  output: z.object({
    answer: z.string(),
    sources: z.array(z.object({ title: z.string(), url: z.string(), score: z.number() })),
  }),
  annotations: { readOnlyHint: true, openWorldHint: false },
  answersFirst: true,
  async run({ query }, ctx) {
    // An agent often says who it asks for ("for a 10-person dental practice"): that is the
    // memory a recommendation reads.
    const result = await answerQuestion(ctx.deps, {
      question: query,
      channel: "mcp",
      memory: extractMemory(query),
    });
    return {
      answer: result.text,
      sources: result.sources.map((s) => ({ title: s.title, url: s.url, score: s.score })),
      topics: result.topics,
    };
  },
  text: (r) => r.answer,
  record: ({ query }, r) => ({
    question: query,
    answer: r.answer,
    // The assistant's answer is cleaned for the site's links already.
    answerCleaned: true,
    tags: r.topics,
    kind: "question",
  }),
});
