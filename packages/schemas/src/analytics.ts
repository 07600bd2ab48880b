import { z } from "zod";
import { visitorMemorySchema } from "./chat";
import { environmentFilterSchema, inputString } from "./common";
import { conversationMessageSchema, conversationSchema } from "./conversations";

/** Dashboard source filter (SPEC §2.13): chat = Website Chat, mcp = AI Agents, nlweb = Direct API. */
export const analyticsSourceFilterSchema = z.enum(["all", "chat", "mcp", "nlweb"]);
export type AnalyticsSourceFilter = z.infer<typeof analyticsSourceFilterSchema>;

export const DATE_RANGES = [7, 30, 90, 365] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/** 7, 30, 90 or 365 days, from a query string or a number. */
export const dateRangeSchema = z.coerce
  .number()
  .refine((n): n is DateRange => (DATE_RANGES as readonly number[]).includes(n), {
    message: "Must be one of 7, 30, 90, 365",
  })
  .transform((n) => n as DateRange);

/** `?source&environment&dateRange` of every dashboard call. */
export const analyticsQuerySchema = z.object({
  source: analyticsSourceFilterSchema.default("all"),
  environment: environmentFilterSchema.default("all"),
  dateRange: dateRangeSchema.default(30),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;

export const conversationListQuerySchema = analyticsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

export const insightsQuerySchema = analyticsQuerySchema.extend({
  forceRegenerate: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
});
export type InsightsQuery = z.output<typeof insightsQuerySchema>;

/** `DELETE /api/admin/clear-data`: the environment to clear (both when all or omitted). */
export const clearDataQuerySchema = analyticsQuerySchema.partial();

export const questionCountSchema = z.object({ question: inputString(), count: z.number() });
export type PopularQuestion = z.infer<typeof questionCountSchema>;

/** One card's value in the previous period of the same length ("vs prev N days"). */
export const statComparisonSchema = z.object({
  previous: z.number(),
  /** Rounded percent change; null when the previous period had nothing to compare with. */
  changePercent: z.number().nullable(),
});
export type StatComparison = z.infer<typeof statComparisonSchema>;

/** SPEC §3 Dashboard stats, plus the comparison with the previous period. */
export const dashboardStatsSchema = z.object({
  totalConversations: z.number(),
  questionsAsked: z.number(),
  /** Questions per conversation, one decimal. */
  averageMessagesPerConversation: z.number(),
  /** Questions asked by AI agents (MCP; NLWeb calls are the direct API). */
  aiAgentQueries: z.number(),
  /** Rounded percentages of conversations: chat, mcp and nlweb (SPEC §2.13). */
  sourceDistribution: z.object({
    websiteChat: z.number(),
    aiAgents: z.number(),
    directApi: z.number(),
  }),
  /** Conversations per source. */
  bySource: z.object({ chat: z.number(), mcp: z.number(), nlweb: z.number() }),
  popularQuestions: z.array(questionCountSchema),
  comparison: z.object({
    totalConversations: statComparisonSchema,
    questionsAsked: statComparisonSchema,
    averageMessagesPerConversation: statComparisonSchema,
    aiAgentQueries: statComparisonSchema,
  }),
  dateRange: z.number(),
  /** Inclusive UTC days of the period. */
  from: inputString(),
  to: inputString(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** SPEC §3 Daily activity point. */
export const dailyActivityPointSchema = z.object({
  /** `YYYY-MM-DD` (UTC). */
  date: inputString(),
  /** Short label, e.g. "Nov 22". */
  label: inputString(),
  conversations: z.number(),
  questions: z.number(),
});
export type DailyActivityPoint = z.infer<typeof dailyActivityPointSchema>;

/** SPEC §3 Conversation summary, as listed on the dashboard. */
export const conversationSummarySchema = conversationSchema;
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
});

/** SPEC §3 Conversation detail. */
export const conversationDetailSchema = conversationSchema.extend({
  messages: z.array(conversationMessageSchema),
  /** What the visitor told the assistant in this conversation (website chat only). */
  memory: visitorMemorySchema.optional(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const insightColorSchema = z.enum(["red", "yellow", "green", "blue", "gray"]);
export const insightPrioritySchema = z.enum(["high", "medium", "low"]);

/** SPEC §3 AI insight. Also the structured output an LLM must produce. */
export const aiInsightSchema = z.object({
  type: inputString().min(1).max(60),
  title: inputString().min(1).max(160),
  recommendation: inputString().min(1).max(1000),
  impact: inputString().min(1).max(400),
  color: insightColorSchema,
  priority: insightPrioritySchema,
  /** Percent, 0–100. */
  confidence: z.number().min(0).max(100),
  dataPoints: z.array(inputString().max(300)).max(8),
  actionItems: z.array(inputString().max(300)).max(8),
});
export type AiInsight = z.infer<typeof aiInsightSchema>;

export const insightsResponseSchema = z.object({
  insights: z.array(aiInsightSchema),
  generatedAt: inputString(),
  /** "rules" or the model label. */
  generator: inputString(),
  cached: z.boolean(),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;

export const clearDataResponseSchema = z.object({
  cleared: z.boolean(),
  conversations: z.number(),
  environment: environmentFilterSchema,
});
export type ClearDataResponse = z.infer<typeof clearDataResponseSchema>;
