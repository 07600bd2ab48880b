import { dashboardStatsSchema, insightsResponseSchema } from "@repo/schemas";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

const STATS = "/api/admin/stats?source=all&environment=all&dateRange=30";

/**
 * The dashboard with Redis aggregates damaged by hand: a count stored as text, a question block
 * of another type. Each figure such a key holds counts as none; the page and the others stand
 * (before: totals of null, and a 503 for good once a block key was not a sorted set). SQLite
 * keeps its counts in INTEGER columns of its own tables, so only Redis is damaged this way.
 */
describe("the admin dashboard with damaged Redis aggregates", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let redis: Redis;
  beforeAll(async () => {
    t = await buildTestApp("redis");
    auth = await t.login();
    redis = new Redis(inject("redisUrl"));
    for (const message of ["What do you offer?", "How much does a chatbot cost?"]) {
      const session = await t.json("POST", "/api/chat/session", {});
      const { sessionId } = (await session.json()) as { sessionId: string };
      const res = await t.json("POST", "/api/chat/message", { sessionId, message });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  /** This app's aggregate keys of one kind (`daily`, `hourly`, `topics`, `q`). */
  const keysOf = async (kind: string) => redis.keys(`${t.redisPrefix}an:${kind}:*`);
  const stats = async () =>
    readJson(await t.json("GET", STATS, undefined, auth), dashboardStatsSchema);

  it("counts stored as text count as none; the other figures stand", async () => {
    const before = await stats();
    expect(before.totalConversations).toBe(2);
    expect(before.questionsAsked).toBe(2);
    const [daily] = await keysOf("daily");
    const day = new Date().toISOString().slice(0, 10);
    await redis.hset(daily as string, `${day}|c`, "two");
    for (const kind of ["hourly", "topics"])
      for (const k of await keysOf(kind)) {
        const [field] = await redis.hkeys(k);
        await redis.hset(k, field as string, "lots");
      }

    const after = await stats();
    expect(after.totalConversations).toBe(0);
    expect(after.questionsAsked).toBe(2);
    expect(after.popularQuestions).toHaveLength(2);
    const insights = await t.json("GET", "/api/admin/insights?dateRange=30", undefined, auth);
    await readJson(insights, insightsResponseSchema);
  });

  it("a question block of another type counts as none; the page and the other figures stand", async () => {
    // Today's block of days is the one a 30-day range reads for today's questions.
    const today = (await keysOf("q")).filter((k) => k.includes(":0:"));
    expect(today.length).toBeGreaterThan(0);
    for (const k of today) {
      await redis.del(k);
      await redis.set(k, "not a sorted set");
    }

    const after = await stats();
    expect(after.popularQuestions).toEqual([]);
    expect(after.questionsAsked).toBe(2);
    const insights = await t.json("GET", "/api/admin/insights?dateRange=30", undefined, auth);
    await readJson(insights, insightsResponseSchema);
  });
});
