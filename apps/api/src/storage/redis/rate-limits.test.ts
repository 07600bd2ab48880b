import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectRedis, keyspace } from "./client";
import { createRedisRateLimits } from "./rate-limits";

describe("Redis rate-limit windows", () => {
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  const prefix = `test:${crypto.randomUUID()}:`;
  beforeAll(async () => {
    redis = await connectRedis(inject("redisUrl"));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("starts the window with the first hit, keeps it for later hits, and starts anew after it", async () => {
    const limits = createRedisRateLimits(redis, keyspace(prefix));
    const before = Date.now();
    const first = await limits.hit("visitor", 300);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 300);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 300);
    await Bun.sleep(120);
    const second = await limits.hit("visitor", 300);
    expect(second.count).toBe(2);
    // The same window: a later hit does not push its end back.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(40);
    expect(await limits.peek("visitor")).toMatchObject({ count: 2 });
    await Bun.sleep(Math.max(0, first.resetAt - Date.now()) + 30);
    expect(await limits.peek("visitor")).toBeNull();
    const third = await limits.hit("visitor", 300);
    expect(third.count).toBe(1);
    expect(third.resetAt).toBeGreaterThan(first.resetAt + 100);
  });
});
