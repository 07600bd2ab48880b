import {
  analyticsQuerySchema,
  clearDataQuerySchema,
  conversationListQuerySchema,
  insightsQuerySchema,
} from "@repo/schemas";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { requireAdmin } from "../middleware/auth";
import { idParam, validate } from "../middleware/validate";
import {
  clearData,
  conversationDetail,
  dailyActivity,
  dashboardStats,
  recentConversations,
} from "../services/analytics";
import { getInsights } from "../services/insights";

/** Chat & Agent Insights (SPEC §2.13, §7), admin only; mounted at /api/admin. */
export const adminAnalyticsRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/stats", validate("query", analyticsQuerySchema), async (c) =>
    c.json(await dashboardStats(c.var.deps, c.req.valid("query")), 200),
  )
  .get("/conversations", validate("query", conversationListQuerySchema), async (c) =>
    c.json({ conversations: await recentConversations(c.var.deps, c.req.valid("query")) }, 200),
  )
  .get("/conversations/:id", validate("param", idParam), async (c) =>
    c.json(await conversationDetail(c.var.deps, c.req.valid("param").id), 200),
  )
  .get("/daily-activity", validate("query", analyticsQuerySchema), async (c) =>
    c.json(await dailyActivity(c.var.deps, c.req.valid("query")), 200),
  )
  .get("/insights", validate("query", insightsQuerySchema), async (c) => {
    const { forceRegenerate, ...query } = c.req.valid("query");
    return c.json(await getInsights(c.var.deps, query, { forceRegenerate }), 200);
  })
  .delete("/clear-data", validate("query", clearDataQuerySchema), async (c) =>
    c.json(await clearData(c.var.deps, c.req.valid("query").environment), 200),
  );
