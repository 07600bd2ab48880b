/** The facts insights may speak of: only figures from the analytics aggregates. */
import type { AnalyticsQuery } from "@repo/schemas";
import type { Deps } from "../context";
import {
  agentConversations,
  agentQueries,
  type PeriodTotals,
  percent as pct,
  perConversation,
  periodOf,
  periodTotals,
  scopeOf,
} from "./analytics";
import { isOpenAt } from "./business-hours";
import { type Unanswered, unansweredQuestions } from "./unanswered";

export type InsightDeps = Pick<
  Deps,
  "storage" | "clock" | "env" | "llm" | "logger" | "businessHours"
>;

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
  /** Questions the assistant said it could not answer (see unanswered.ts). */
  unanswered: Unanswered;
}

export interface PeriodSummary {
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
  const [totals, topQuestions, topics, hourly, unanswered] = await Promise.all([
    periodTotals(deps, q, p),
    deps.storage.conversations.popularQuestions(scope, 10),
    deps.storage.conversations.topicCounts(scope),
    deps.storage.conversations.hourlyQuestions(scope),
    unansweredQuestions(deps, q),
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
    unanswered,
  };
}
