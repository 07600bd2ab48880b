import {
  conversationDetailSchema,
  conversationListSchema,
  dailyActivityPointSchema,
  dashboardStatsSchema,
  insightsResponseSchema,
  leadSchema,
} from "@repo/schemas";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { day, daysAgo, seedConversation as seed } from "../../test/support/conversations";
import { readError, readJson } from "../../test/support/responses";
import { dayLabel } from "../services/analytics";

describe.each(backends)("admin analytics API on %s", (backend: Backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeEach(async () => {
    t = await buildTestApp(backend);
    auth = await t.login();
  });
  afterEach(() => t.close());

  /** A 200 answer, parsed with the shared schema the SPA reads it by. */
  const get = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
    const res = await t.json("GET", path, undefined, auth);
    expect(res.status, await res.clone().text()).toBe(200);
    return readJson(res, schema);
  };
  const dailyActivity = z.array(dailyActivityPointSchema);

  it("is admin only and validates its query", async () => {
    for (const path of [
      "/api/admin/stats",
      "/api/admin/conversations",
      "/api/admin/daily-activity",
      "/api/admin/insights",
      "/api/admin/conversations/x",
    ])
      expect((await t.json("GET", path)).status).toBe(401);
    expect((await t.json("DELETE", "/api/admin/clear-data")).status).toBe(401);

    const bad = await t.json("GET", "/api/admin/stats?dateRange=12", undefined, auth);
    expect(bad.status).toBe(400);
    expect((await readError(bad)).error).toContain("dateRange");
    const badSource = await t.json("GET", "/api/admin/stats?source=email", undefined, auth);
    expect(badSource.status).toBe(400);
    expect((await readError(badSource)).error).toContain("source");
    const badEnv = await t.json(
      "GET",
      "/api/admin/daily-activity?environment=staging",
      undefined,
      auth,
    );
    expect(badEnv.status).toBe(400);
  });

  it("answers stats, daily activity and conversations for the date range and source", async () => {
    await seed(t, {
      source: "chat",
      at: daysAgo(0),
      questions: ["What does it cost?", "Can I book a call?"],
    });
    await seed(t, {
      source: "mcp",
      env: "production",
      at: daysAgo(3),
      questions: ["what does it COST"],
    });
    await seed(t, { source: "nlweb", at: daysAgo(20), questions: ["Do you build chatbots?"] });
    await seed(t, { source: "chat", at: daysAgo(40), questions: ["Hello"] });
    await seed(t, { source: "chat", at: daysAgo(100), questions: ["Hello"] });

    const week = await get("/api/admin/stats?dateRange=7", dashboardStatsSchema);
    expect(week).toMatchObject({
      totalConversations: 2,
      questionsAsked: 3,
      averageMessagesPerConversation: 1.5,
      aiAgentQueries: 1,
      sourceDistribution: { websiteChat: 50, aiAgents: 50, directApi: 0 },
      comparison: { totalConversations: { previous: 0, changePercent: null } },
      dateRange: 7,
      from: day(6),
      to: day(0),
    });
    expect(week.popularQuestions[0]).toMatchObject({ count: 2 });
    expect(week.popularQuestions[0]?.question.toLowerCase()).toContain("what does it cost");

    const month = await get("/api/admin/stats?dateRange=30", dashboardStatsSchema);
    expect(month).toMatchObject({
      totalConversations: 3,
      questionsAsked: 4,
      // One source mapping (SPEC §2.13): the NLWeb call is the direct API, not an AI agent.
      aiAgentQueries: 1,
      sourceDistribution: { websiteChat: 33, aiAgents: 33, directApi: 33 },
      comparison: {
        totalConversations: { previous: 1, changePercent: 200 },
        questionsAsked: { previous: 1, changePercent: 300 },
      },
    });
    expect(
      (await get("/api/admin/stats?dateRange=365", dashboardStatsSchema)).totalConversations,
    ).toBe(5);
    expect(
      await get("/api/admin/stats?dateRange=7&source=mcp", dashboardStatsSchema),
    ).toMatchObject({
      totalConversations: 1,
      questionsAsked: 1,
      aiAgentQueries: 1,
    });
    expect(
      (await get("/api/admin/stats?dateRange=30&environment=production", dashboardStatsSchema))
        .totalConversations,
    ).toBe(1);
    expect(
      (
        await get(
          "/api/admin/stats?dateRange=30&environment=development&source=chat",
          dashboardStatsSchema,
        )
      ).totalConversations,
    ).toBe(1);

    const daily = await get("/api/admin/daily-activity?dateRange=7", dailyActivity);
    expect(daily).toHaveLength(7);
    expect(daily[6]).toEqual({
      date: day(0),
      label: dayLabel(day(0)),
      conversations: 1,
      questions: 2,
    });
    expect(daily[3]).toMatchObject({ date: day(3), conversations: 1 });
    expect((await get("/api/admin/daily-activity?dateRange=90", dailyActivity)).length).toBe(90);
    const none = await get(
      "/api/admin/daily-activity?dateRange=30&source=nlweb&environment=production",
      dailyActivity,
    );
    expect(none).toHaveLength(7);
    expect(none.every((p) => p.conversations === 0)).toBe(true);

    const list = await get("/api/admin/conversations?dateRange=30&limit=2", conversationListSchema);
    expect(list.conversations.map((c) => c.source)).toEqual(["chat", "mcp"]);
    expect(list.conversations[0]?.firstQuestion).toBe("What does it cost?");
    const all = await get("/api/admin/conversations?dateRange=365", conversationListSchema);
    expect(all.conversations).toHaveLength(5);

    const first = list.conversations[0];
    const detail = await get(`/api/admin/conversations/${first?.id}`, conversationDetailSchema);
    expect(detail.messageCount).toBe(4);
    expect(detail.messages.map((m) => m.isUser)).toEqual([true, false, true, false]);
    expect((await t.json("GET", "/api/admin/conversations/nope", undefined, auth)).status).toBe(
      404,
    );
  });

  it("computes insights by rules, caches them per filter and regenerates on demand", async () => {
    const empty = await get("/api/admin/insights?dateRange=7", insightsResponseSchema);
    expect(empty).toMatchObject({ insights: [], generator: "rules", cached: false });

    for (let i = 0; i < 6; i++)
      await seed(t, {
        source: i < 2 ? "mcp" : "chat",
        at: daysAgo(i % 5, 3), // 03:00 UTC: night in Denver
        questions: ["How much does a chatbot cost?", "What are your prices?"],
      });

    // The empty answer is cached for its filters until regenerated.
    expect((await get("/api/admin/insights?dateRange=7", insightsResponseSchema)).cached).toBe(
      true,
    );
    const fresh = await get(
      "/api/admin/insights?dateRange=7&forceRegenerate=true",
      insightsResponseSchema,
    );
    expect(fresh.cached).toBe(false);
    const types = fresh.insights.map((i) => i.type);
    expect(types).toContain("pricing");
    expect(types).toContain("agent_traffic");
    expect(types).toContain("after_hours");
    expect(types).toContain("faq");
    const pricing = fresh.insights.find((i) => i.type === "pricing");
    expect(pricing).toMatchObject({
      color: "red",
      priority: "high",
      title: "100% of questions are about pricing",
    });
    expect(pricing?.dataPoints[0]).toBe("12 of 12 questions mention price, cost or budget");
    expect(fresh.insights[0]?.priority).toBe("high");

    // Another filter combination has its own entry.
    const mcpOnly = await get("/api/admin/insights?dateRange=7&source=mcp", insightsResponseSchema);
    expect(mcpOnly.cached).toBe(false);
    expect((await get("/api/admin/insights?dateRange=7", insightsResponseSchema)).cached).toBe(
      true,
    );
  });

  it("clear-data removes one environment's conversations and insights, not leads", async () => {
    const dev = await seed(t, { source: "chat", at: daysAgo(1), questions: ["Hi?"] });
    const prod = await seed(t, {
      source: "chat",
      env: "production",
      at: daysAgo(1),
      questions: ["Hi?"],
    });
    const lead = await t.json("POST", "/api/leads", {
      type: "contact",
      name: "Ada",
      email: "ada@example.com",
    });
    expect(lead.status).toBe(201);
    await get("/api/admin/insights?dateRange=7", insightsResponseSchema);

    const res = await t.json(
      "DELETE",
      "/api/admin/clear-data?environment=development",
      undefined,
      auth,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      cleared: true,
      conversations: 1,
      environment: "development",
    });
    expect((await t.json("GET", `/api/admin/conversations/${dev}`, undefined, auth)).status).toBe(
      404,
    );
    expect((await t.json("GET", `/api/admin/conversations/${prod}`, undefined, auth)).status).toBe(
      200,
    );
    expect(
      (await get("/api/admin/stats?dateRange=7", dashboardStatsSchema)).totalConversations,
    ).toBe(1);
    expect((await get("/api/admin/insights?dateRange=7", insightsResponseSchema)).cached).toBe(
      false,
    );
    const leads = await get("/api/leads", z.object({ data: z.array(leadSchema) }));
    expect(leads.data).toHaveLength(1);

    const all = await t.json("DELETE", "/api/admin/clear-data", undefined, auth);
    expect(await all.json()).toMatchObject({ conversations: 1, environment: "all" });
    expect(
      (await get("/api/admin/stats?dateRange=7", dashboardStatsSchema)).totalConversations,
    ).toBe(0);
  });
});
