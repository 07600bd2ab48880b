/**
 * "AI-Powered Strategic Insights": facts gathered from the analytics aggregates
 * (insight-facts.ts), turned into insights by the configured LLM (insight-model.ts) or,
 * without one or when it fails, by rules (insight-rules.ts). Cached per filter combination
 * in `storage.kv`.
 */
import {
  type AiInsight,
  type AnalyticsQuery,
  type InsightsResponse,
  insightsResponseSchema,
} from "@repo/schemas";
import { INSIGHTS_CACHE_PREFIX } from "./analytics";
import { gatherFacts, type InsightDeps } from "./insight-facts";
import { llmInsights } from "./insight-model";
import { ruleInsights, unansweredInsight } from "./insight-rules";

/** Cached insights are regenerated at the latest after this (or on forceRegenerate). */
export const INSIGHTS_TTL_MS = 6 * 60 * 60 * 1000;

export const insightsCacheKey = (q: AnalyticsQuery) =>
  `${INSIGHTS_CACHE_PREFIX}${q.source}:${q.environment}:${q.dateRange}`;

type Cached = Omit<InsightsResponse, "cached">;
const cachedSchema = insightsResponseSchema.omit({ cached: true });

/** Cached insights for this filter combination, or freshly generated ones. */
export async function getInsights(
  deps: InsightDeps,
  q: AnalyticsQuery,
  opts: { forceRegenerate?: boolean } = {},
): Promise<InsightsResponse> {
  const key = insightsCacheKey(q);
  if (!opts.forceRegenerate) {
    const hit = await deps.storage.kv.read(key, cachedSchema);
    // Any other stored value (a hand edit, an older layout) is no cache: generated again.
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
      // The questions left unanswered are listed as they are, whatever the model made of them.
      const unanswered = unansweredInsight(facts);
      if (unanswered) insights = [...insights.filter((i) => i.type !== "unanswered"), unanswered];
      generator = deps.llm.label;
    } catch (error) {
      deps.logger.warn({ err: error }, "insights: LLM failed, using rules");
      insights = ruleInsights(facts);
    }
  } else {
    insights = ruleInsights(facts);
  }
  const value: Cached = { insights, generatedAt: deps.clock().toISOString(), generator };
  // Checked as the reader reads it, so the two cannot drift apart unseen: a value it would
  // refuse is served but not stored, and the warning names the field that does not fit.
  const fits = cachedSchema.safeParse(value);
  if (fits.success) await deps.storage.kv.set(key, value, INSIGHTS_TTL_MS);
  else deps.logger.warn({ err: fits.error }, "insights: not of the cache's shape, not cached");
  return { ...value, cached: false };
}
