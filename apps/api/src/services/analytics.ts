/**
 * Chat & Agent Insights figures (SPEC §2.13, §3). Every figure is read from the aggregates
 * the conversation repository keeps as messages are written; nothing here scans
 * conversations, so a year costs about what a week does.
 */

import type {
  AnalyticsQuery,
  AppEnvironment,
  ClearDataResponse,
  ConversationDetail,
  ConversationListQuery,
  ConversationSource,
  ConversationSummary,
  DailyActivityPoint,
  DashboardStats,
  EnvironmentFilter,
  StatComparison,
} from "@repo/schemas";
import type { Deps } from "../context";
import { dayFromNumber, dayNumber, dayOf, daysBetween } from "../lib/analytics-keys";
import { AppError } from "../lib/errors";
import type { AnalyticsScope, DailyCountRow } from "../storage";
import { conversationMemory } from "./chat-session";

type AnalyticsDeps = Pick<Deps, "storage" | "clock">;

export const POPULAR_QUESTIONS_LIMIT = 10;
/** Prefix of cached insights in `storage.kv` (one entry per filter combination). */
export const INSIGHTS_CACHE_PREFIX = "insights:";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const dayLabel = (day: string) =>
  `${MONTHS[Number(day.slice(5, 7)) - 1]} ${Number(day.slice(8, 10))}`;

/** The period of the filter (ending today, UTC) and the one of equal length before it. */
export function periodOf(clock: Deps["clock"], dateRange: number) {
  const today = dayNumber(dayOf(clock().toISOString()));
  return {
    fromDay: dayFromNumber(today - dateRange + 1),
    toDay: dayFromNumber(today),
    prevFromDay: dayFromNumber(today - 2 * dateRange + 1),
    prevToDay: dayFromNumber(today - dateRange),
  };
}

export function scopeOf(
  q: Pick<AnalyticsQuery, "source" | "environment">,
  fromDay: string,
  toDay: string,
): AnalyticsScope {
  return {
    fromDay,
    toDay,
    ...(q.environment !== "all" ? { environment: q.environment } : {}),
    ...(q.source !== "all" ? { source: q.source } : {}),
  };
}

export interface PeriodTotals {
  conversations: number;
  questions: number;
  messages: number;
  bySource: Record<ConversationSource, { conversations: number; questions: number }>;
}

export function totalsOf(rows: DailyCountRow[]): PeriodTotals {
  const t: PeriodTotals = {
    conversations: 0,
    questions: 0,
    messages: 0,
    bySource: {
      chat: { conversations: 0, questions: 0 },
      mcp: { conversations: 0, questions: 0 },
      nlweb: { conversations: 0, questions: 0 },
    },
  };
  for (const r of rows) {
    t.conversations += r.conversations;
    t.questions += r.questions;
    t.messages += r.messages;
    t.bySource[r.source].conversations += r.conversations;
    t.bySource[r.source].questions += r.questions;
  }
  return t;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;
export const perConversation = (t: PeriodTotals) =>
  t.conversations ? round1(t.questions / t.conversations) : 0;
/** SPEC §2.13: AI agents are the MCP clients; NLWeb calls count as the direct API. */
export const agentQueries = (t: PeriodTotals) => t.bySource.mcp.questions;
export const percent = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 100) : 0;
export const agentConversations = (t: PeriodTotals) => t.bySource.mcp.conversations;

export function compare(current: number, previous: number): StatComparison {
  return {
    previous,
    changePercent: previous ? Math.round(((current - previous) / previous) * 100) : null,
  };
}

/** Current and previous period totals in one read of the daily counters. */
export async function periodTotals(
  deps: AnalyticsDeps,
  q: AnalyticsQuery,
  p: ReturnType<typeof periodOf>,
) {
  const rows = await deps.storage.conversations.dailyCounts(scopeOf(q, p.prevFromDay, p.toDay));
  return {
    current: totalsOf(rows.filter((r) => r.day >= p.fromDay)),
    previous: totalsOf(rows.filter((r) => r.day < p.fromDay)),
  };
}

export async function dashboardStats(
  deps: AnalyticsDeps,
  q: AnalyticsQuery,
): Promise<DashboardStats> {
  const period = periodOf(deps.clock, q.dateRange);
  const [{ current, previous }, popularQuestions] = await Promise.all([
    periodTotals(deps, q, period),
    deps.storage.conversations.popularQuestions(
      scopeOf(q, period.fromDay, period.toDay),
      POPULAR_QUESTIONS_LIMIT,
    ),
  ]);
  return {
    totalConversations: current.conversations,
    questionsAsked: current.questions,
    averageMessagesPerConversation: perConversation(current),
    aiAgentQueries: agentQueries(current),
    sourceDistribution: {
      websiteChat: percent(current.bySource.chat.conversations, current.conversations),
      aiAgents: percent(agentConversations(current), current.conversations),
      directApi: percent(current.bySource.nlweb.conversations, current.conversations),
    },
    bySource: {
      chat: current.bySource.chat.conversations,
      mcp: current.bySource.mcp.conversations,
      nlweb: current.bySource.nlweb.conversations,
    },
    popularQuestions,
    comparison: {
      totalConversations: compare(current.conversations, previous.conversations),
      questionsAsked: compare(current.questions, previous.questions),
      averageMessagesPerConversation: compare(perConversation(current), perConversation(previous)),
      aiAgentQueries: compare(agentQueries(current), agentQueries(previous)),
    },
    dateRange: q.dateRange,
    from: period.fromDay,
    to: period.toDay,
  };
}

/** One point per day of the period; seven zero days when there is no activity at all. */
export async function dailyActivity(
  deps: AnalyticsDeps,
  q: AnalyticsQuery,
): Promise<DailyActivityPoint[]> {
  const p = periodOf(deps.clock, q.dateRange);
  const rows = await deps.storage.conversations.dailyCounts(scopeOf(q, p.fromDay, p.toDay));
  if (!rows.length) {
    return daysBetween(dayFromNumber(dayNumber(p.toDay) - 6), p.toDay).map((date) => ({
      date,
      label: dayLabel(date),
      conversations: 0,
      questions: 0,
    }));
  }
  const byDay = new Map<string, { conversations: number; questions: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { conversations: 0, questions: 0 };
    d.conversations += r.conversations;
    d.questions += r.questions;
    byDay.set(r.day, d);
  }
  return daysBetween(p.fromDay, p.toDay).map((date) => ({
    date,
    label: dayLabel(date),
    conversations: byDay.get(date)?.conversations ?? 0,
    questions: byDay.get(date)?.questions ?? 0,
  }));
}

/** The newest conversations started in the period. */
export async function recentConversations(
  deps: AnalyticsDeps,
  q: ConversationListQuery,
): Promise<ConversationSummary[]> {
  const p = periodOf(deps.clock, q.dateRange);
  return deps.storage.conversations.list({
    ...(q.environment !== "all" ? { environment: q.environment } : {}),
    ...(q.source !== "all" ? { source: q.source } : {}),
    from: `${p.fromDay}T00:00:00.000Z`,
    to: `${p.toDay}T23:59:59.999Z`,
    limit: q.limit,
  });
}

export async function conversationDetail(
  deps: AnalyticsDeps,
  id: string,
): Promise<ConversationDetail> {
  const conversation = await deps.storage.conversations.get(id);
  if (!conversation) throw new AppError("not_found", "Conversation not found");
  const messages = await deps.storage.conversations.messages(id);
  const memory =
    conversation.source === "chat" ? await conversationMemory(deps, conversation) : undefined;
  return { ...conversation, messages, ...(memory ? { memory } : {}) };
}

/**
 * Deletes conversations, messages and aggregates of one environment (or both) and every
 * cached insight; leads and bookings stay.
 */
export async function clearData(
  deps: AnalyticsDeps,
  environment: EnvironmentFilter = "all",
): Promise<ClearDataResponse> {
  const env: AppEnvironment | undefined = environment === "all" ? undefined : environment;
  const conversations = await deps.storage.conversations.clear(env);
  await deps.storage.kv.deleteByPrefix(INSIGHTS_CACHE_PREFIX);
  return { cleared: true, conversations, environment };
}
