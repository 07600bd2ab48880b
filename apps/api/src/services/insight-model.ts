/**
 * Insights written by the configured LLM: structured output, validated, and every number
 * checked against the facts (a title citing an invented figure drops the insight).
 */
import {
  type AiInsight,
  aiInsightSchema,
  insightColorSchema,
  insightPrioritySchema,
} from "@repo/schemas";
import { z } from "zod";
import type { Deps } from "../context";
import { percent as pct } from "./analytics";
import type { InsightFacts } from "./insight-facts";

/** What the model must answer: the §3 shape, without limits the structured output cannot express. */
const llmOutputSchema = z.object({
  insights: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      recommendation: z.string(),
      impact: z.string(),
      color: insightColorSchema,
      priority: insightPrioritySchema,
      confidence: z.number(),
      dataPoints: z.array(z.string()),
      actionItems: z.array(z.string()),
    }),
  ),
});

const numbersIn = (text: string) =>
  (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => Number(n.replace(/,/g, "")));

/** Every number the facts contain (and simple derived percentages), for the grounding check. */
function allowedNumbers(f: InsightFacts): Set<number> {
  const out = new Set<number>();
  const walk = (v: unknown) => {
    if (typeof v === "number") out.add(v);
    else if (typeof v === "string") for (const n of numbersIn(v)) out.add(n);
    else if (v && typeof v === "object") for (const x of Object.values(v)) walk(x);
  };
  walk(f);
  const q = f.current.questions;
  for (const n of Object.values(f.topics)) out.add(pct(n, q));
  out.add(pct(f.current.agentConversations, f.current.conversations));
  out.add(pct(f.current.websiteChatConversations, f.current.conversations));
  for (const [a, b] of [
    [f.current.conversations, f.previous.conversations],
    [f.current.questions, f.previous.questions],
    [f.current.agentQuestions, f.previous.agentQuestions],
  ] as const)
    if (b) out.add(Math.abs(Math.round(((a - b) / b) * 100)));
  return out;
}

const SYSTEM_PROMPT = `You analyse the visitor chat and AI-agent traffic of a small AI consultancy's website and write strategic insights for its owner.
Use only the figures in the facts JSON. Never invent, estimate or extrapolate numbers: every number you write must appear in the facts (percentages given there may be quoted).
Write 2 to 5 insights, most important first. dataPoints quote facts; actionItems are short concrete steps.
color: red = urgent problem, yellow = opportunity needing attention, green = something working, blue = information/trend, gray = other. confidence is 0-100 and reflects how much data backs the finding.`;

/** Insights from the LLM, validated; data points citing numbers absent from the facts are dropped. */
export async function llmInsights(
  llm: NonNullable<Deps["llm"]>,
  f: InsightFacts,
): Promise<AiInsight[]> {
  const completion = await llm.client.chat.completions.parse({
    model: llm.model,
    temperature: 0.2,
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      { role: "user", content: `Facts:\n${JSON.stringify(f, null, 2)}` },
    ],
    response_format: (await import("openai/helpers/zod")).zodResponseFormat(
      llmOutputSchema,
      "insights",
    ),
  });
  const parsed = completion.choices[0]?.message.parsed;
  if (!parsed) throw new Error("the model returned no structured insights");
  const allowed = allowedNumbers(f);
  const grounded = (text: string) => numbersIn(text).every((n) => allowed.has(n));
  return parsed.insights
    .filter((i) => grounded(i.title))
    .slice(0, 8)
    .map((i) =>
      aiInsightSchema.parse({
        ...i,
        type: i.type.slice(0, 60) || "insight",
        title: i.title.slice(0, 160),
        recommendation: i.recommendation.slice(0, 1000),
        impact: i.impact.slice(0, 400),
        confidence: Math.max(0, Math.min(100, Math.round(i.confidence))),
        dataPoints: i.dataPoints
          .filter(grounded)
          .map((d) => d.slice(0, 300))
          .slice(0, 8),
        actionItems: i.actionItems.map((d) => d.slice(0, 300)).slice(0, 8),
      }),
    );
}
