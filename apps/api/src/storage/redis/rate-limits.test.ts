import { describe, expect, it } from "vitest";
import { sharedRedis } from "../../../test/support/shared-redis";
import { keyspace } from "./client";
import { createRedisRateLimits } from "./rate-limits";

describe("Redis rate-limit windows", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  it("starts the window with the first hit, keeps it for later hits, and starts anew after it", async () => {
    const limits = createRedisRateLimits(shared.client, keyspace(prefix));
    const before = Date.now();
    const first = await limits.hit("visitor", 1000);
    expect(first.count).toBe(1);
    expect(first.resetAt).toBeGreaterThanOrEqual(before + 1000);
    expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 1000);
    await Bun.sleep(500);
    const second = await limits.hit("visitor", 1000);
    expect(second.count).toBe(2);
    // The same window: a later hit does not push its end back (it would by ~500 ms); the slack
    // is for round trips on a busy machine.
    expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(250);
    expect(await limits.peek("visitor")).toMatchObject({ count: 2 });
    await Bun.sleep(Math.max(0, first.resetAt - Date.now()) + 30);
    expect(await limits.peek("visitor")).toBeNull();
    const third = await limits.hit("visitor", 1000);
    expect(third.count).toBe(1);
    expect(third.resetAt).toBeGreaterThan(first.resetAt + 500);
  });
});
