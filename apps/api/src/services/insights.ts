/**
 * "AI-Powered Strategic Insights": facts gathered from the analytics aggregates, turned into
 * insights by the configured LLM (structured output, validated, numbers checked against the
 * facts) or, without one, by rules. Cached per filter combination in `storage.kv`.
 */
import {
  type AiInsight,
  type AnalyticsQuery,
  aiInsightSchema,
  type InsightsResponse,
  insightColorSchema,
  insightPrioritySchema,
} from "@repo/schemas";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import type { Deps } from "../context";
import {
  agentConversations,
  agentQueries,
  INSIGHTS_CACHE_PREFIX,
  type PeriodTotals,
  percent as pct,
  perConversation,
  periodOf,
  periodTotals,
  scopeOf,
} from "./analytics";
import { isOpenAt } from "./business-hours";

type InsightDeps = Pick<Deps, "storage" | "clock" | "env" | "llm" | "logger" | "businessHours">;

/** Cached insights are regenerated at the latest after this (or on forceRegenerate). */
export const INSIGHTS_TTL_MS = 6 * 60 * 60 * 1000;

/** What the insights may speak of: only figures from the aggregates. */
export interface InsightFacts {
  filters: { source: string; environment: string; dateRange: number };
  period: { from: string; to: string };
  current: PeriodSummary;
  previous: PeriodSummary;
  topQuestions: { question: string; count: number }[];
  /** Questions per topic in the period ("other" = none of the known topics). */
  topics: Record<string, number>;
  /** Questions asked outside business hours (BUSINESS_HOURS), and their share in percent. */
  afterHours: { questions: number; sharePercent: number; businessHours: string };
}

interface PeriodSummary {
  conversations: number;
  questions: number;
  questionsPerConversation: number;
  websiteChatConversations: number;
  agentConversations: number;
  agentQuestions: number;
}

const summary = (t: PeriodTotals): PeriodSummary => ({
  conversations: t.conversations,
  questions: t.questions,
  questionsPerConversation: perConversation(t),
  websiteChatConversations: t.bySource.chat.conversations,
  agentConversations: agentConversations(t),
  agentQuestions: agentQueries(t),
});

export async function gatherFacts(deps: InsightDeps, q: AnalyticsQuery): Promise<InsightFacts> {
  const p = periodOf(deps.clock, q.dateRange);
  const scope = scopeOf(q, p.fromDay, p.toDay);
  const [totals, topQuestions, topics, hourly] = await Promise.all([
    periodTotals(deps, q, p),
    deps.storage.conversations.popularQuestions(scope, 10),
    deps.storage.conversations.topicCounts(scope),
    deps.storage.conversations.hourlyQuestions(scope),
  ]);
  const hours = deps.businessHours;
  let after = 0;
  let all = 0;
  for (const h of hourly) {
    all += h.questions;
    if (!isOpenAt(hours, new Date(`${h.hour}:30:00.000Z`))) after += h.questions;
  }
  return {
    filters: { source: q.source, environment: q.environment, dateRange: q.dateRange },
    period: { from: p.fromDay, to: p.toDay },
    current: summary(totals.current),
    previous: summary(totals.previous),
    topQuestions,
    topics,
    afterHours: { questions: after, sharePercent: pct(after, all), businessHours: hours.label },
  };
}

/** Confidence grows with the number of questions behind a finding. */
const confidenceFor = (n: number) => Math.min(95, Math.round(55 + Math.sqrt(n) * 4));

/** Insights computed from the facts without an LLM. */
export function ruleInsights(f: InsightFacts): AiInsight[] {
  const out: AiInsight[] = [];
  const { current: cur, previous: prev } = f;
  if (!cur.conversations && !cur.questions) return out;
  const q = cur.questions;
  const topic = (name: string) => f.topics[name] ?? 0;

  const pricingShare = pct(topic("pricing"), q);
  if (q && pricingShare >= 15) {
    out.push({
      type: "pricing",
      title: `${pricingShare}% of questions are about pricing`,
      recommendation:
        "Visitors want to know what things cost before they book. Show typical price ranges and what is included on the pricing page, and let the assistant link to it.",
      impact: "Clear pricing removes the most common reason to hesitate before a discovery call.",
      color: pricingShare >= 30 ? "red" : "yellow",
      priority: pricingShare >= 30 ? "high" : "medium",
      confidence: confidenceFor(topic("pricing")),
      dataPoints: [
        `${topic("pricing")} of ${q} questions mention price, cost or budget`,
        `Pricing share: ${pricingShare}%`,
      ],
      actionItems: [
        "Add example price ranges to the pricing page",
        "Answer 'how much does it cost' directly in the assistant's knowledge",
      ],
    });
  }

  const bookingShare = pct(topic("booking"), q);
  if (q && bookingShare >= 10) {
    out.push({
      type: "booking",
      title: "Visitors are ready to book",
      recommendation:
        "A notable share of questions ask about calls, meetings or availability. Keep the free 30-minute discovery call one click away in chat answers.",
      impact: "Shortening the path from question to booked call converts intent while it is fresh.",
      color: "green",
      priority: bookingShare >= 25 ? "high" : "medium",
      confidence: confidenceFor(topic("booking")),
      dataPoints: [`${topic("booking")} booking questions (${bookingShare}% of ${q})`],
      actionItems: [
        "Offer the booking link after the second answer",
        "Follow up on chat leads within 24 hours",
      ],
    });
  }

  const otherShare = pct(topic("other"), q);
  if (q >= 5 && otherShare >= 30) {
    out.push({
      type: "content_gap",
      title: "Many questions fall outside your service topics",
      recommendation:
        "Review the most asked questions that match none of your services and add short answers or pages for the recurring ones.",
      impact: "Unanswered topics are lost leads; covering them keeps visitors in the conversation.",
      color: "yellow",
      priority: otherShare >= 50 ? "high" : "medium",
      confidence: confidenceFor(topic("other")),
      dataPoints: [`${topic("other")} of ${q} questions (${otherShare}%) match no known topic`],
      actionItems: ["Read the popular questions list", "Add answers for the top unmatched themes"],
    });
  }

  if (cur.agentQuestions > 0) {
    const growth = prev.agentQuestions
      ? Math.round(((cur.agentQuestions - prev.agentQuestions) / prev.agentQuestions) * 100)
      : null;
    const agentShare = pct(cur.agentConversations, cur.conversations);
    if (growth === null || growth >= 20 || agentShare >= 25) {
      out.push({
        type: "agent_traffic",
        title:
          growth === null
            ? "AI agents have started querying your site"
            : growth >= 20
              ? `AI agent queries up ${growth}%`
              : `AI agents bring ${agentShare}% of conversations`,
        recommendation:
          "Assistants acting for buyers are discovering you through the agent endpoint. Keep the facts they read (services, pricing, booking) current and complete.",
        impact: "Being the answer AI assistants give is the new search ranking.",
        color: "blue",
        priority: agentShare >= 25 ? "high" : "medium",
        confidence: confidenceFor(cur.agentQuestions),
        dataPoints: [
          `${cur.agentQuestions} agent queries this period, ${prev.agentQuestions} the period before`,
          `${cur.agentConversations} of ${cur.conversations} conversations came from AI agents (${agentShare}%)`,
        ],
        actionItems: ["Review the agent information page", "Check which tools agents call most"],
      });
    }
  }

  if (q >= 5 && f.afterHours.sharePercent >= 25) {
    out.push({
      type: "after_hours",
      title: `${f.afterHours.sharePercent}% of questions arrive after hours`,
      recommendation: `Many visitors ask outside business hours (${f.afterHours.businessHours}). Make sure the assistant captures contact details and offers booking so nothing waits until morning.`,
      impact: "Answering instantly at night wins leads that would otherwise go to a competitor.",
      color: f.afterHours.sharePercent >= 40 ? "red" : "yellow",
      priority: f.afterHours.sharePercent >= 40 ? "high" : "medium",
      confidence: confidenceFor(f.afterHours.questions),
      dataPoints: [`${f.afterHours.questions} of ${q} questions outside business hours`],
      actionItems: [
        "Enable lead capture in after-hours chats",
        "Send a morning digest of night leads",
      ],
    });
  }

  const top = f.topQuestions[0];
  if (top && top.count >= 3) {
    out.push({
      type: "faq",
      title: "Turn the most asked question into content",
      recommendation: `"${top.question}" was asked ${top.count} times. Answer it on the site and in a short blog post.`,
      impact:
        "Answering recurring questions up front saves visitors a step and feeds search and AI answers.",
      color: "blue",
      priority: "low",
      confidence: confidenceFor(top.count),
      dataPoints: f.topQuestions.slice(0, 3).map((x) => `"${x.question}": ${x.count}x`),
      actionItems: ["Add an FAQ entry", "Draft a blog post on the topic"],
    });
  }

  if (cur.conversations >= 10) {
    const depth = cur.questionsPerConversation;
    if (depth < 1.5 || depth >= 4) {
      const shallow = depth < 1.5;
      out.push({
        type: "engagement",
        title: shallow ? "Conversations end quickly" : "Visitors engage deeply",
        recommendation: shallow
          ? "Most visitors ask a single question and leave. End answers with a relevant follow-up question or a next step."
          : "Visitors ask several questions per visit. Offer a discovery call once they have asked a few.",
        impact: shallow
          ? "Longer conversations build trust and produce more leads."
          : "Engaged visitors are the warmest leads you have.",
        color: shallow ? "yellow" : "green",
        priority: shallow ? "medium" : "low",
        confidence: confidenceFor(cur.conversations),
        dataPoints: [
          `${depth} questions per conversation (previous period: ${prev.questionsPerConversation})`,
        ],
        actionItems: shallow
          ? ["Add follow-up suggestions to answers"]
          : ["Offer booking after the third question"],
      });
    }
  }

  const prio = { high: 0, medium: 1, low: 2 } as const;
  return out.sort((a, b) => prio[a.priority] - prio[b.priority] || b.confidence - a.confidence);
}

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
    response_format: zodResponseFormat(llmOutputSchema, "insights"),
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

export const insightsCacheKey = (q: AnalyticsQuery) =>
  `${INSIGHTS_CACHE_PREFIX}${q.source}:${q.environment}:${q.dateRange}`;

type Cached = Omit<InsightsResponse, "cached">;

/** Cached insights for this filter combination, or freshly generated ones. */
export async function getInsights(
  deps: InsightDeps,
  q: AnalyticsQuery,
  opts: { forceRegenerate?: boolean } = {},
): Promise<InsightsResponse> {
  const key = insightsCacheKey(q);
  if (!opts.forceRegenerate) {
    const hit = await deps.storage.kv.get<Cached>(key);
    if (hit) return { ...hit, cached: true };
  }
  const facts = await gatherFacts(deps, q);
  let generator = "rules";
  let insights: AiInsight[];
  if (deps.llm && (facts.current.conversations || facts.current.questions)) {
    try {
      insights = await llmInsights(deps.llm, facts);
      // Every insight cited a number not in the figures: say nothing made up, use the rules.
      if (!insights.length) throw new Error("no grounded insight in the model's answer");
      generator = deps.llm.label;
    } catch (error) {
      deps.logger.warn({ err: error }, "insights: LLM failed, using rules");
      insights = ruleInsights(facts);
    }
  } else {
    insights = ruleInsights(facts);
  }
  const value: Cached = { insights, generatedAt: deps.clock().toISOString(), generator };
  await deps.storage.kv.set(key, value, INSIGHTS_TTL_MS);
  return { ...value, cached: false };
}
