import type { Redis } from "ioredis";
import type { RateLimitStore } from "../types";
import type { Keys } from "./client";
import { luaScript } from "./lua";

/**
 * Counts one hit in one step: starts the window (the key's expiry) if there is none, adds one,
 * and leaves `count` and `ttl` (the milliseconds left). KEYS[1] counter; ARGV[1] window ms.
 * Shared with the scripts that count a hit together with a write (atomic.ts).
 */
export const COUNT_HIT = `
redis.call("SET", KEYS[1], 0, "PX", ARGV[1], "NX")
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])`;

const HIT = `${COUNT_HIT}
return {count, ttl}`;

/** The counter of a rate limit's key. */
export const rateLimitKey = (key: Keys, k: string) => key("rate", k);

/** rate:{key} counter whose expiry is the window. */
export function createRedisRateLimits(redis: Redis, key: Keys): RateLimitStore {
  const counter = (k: string) => rateLimitKey(key, k);
  const hit = luaScript(redis, HIT);
  return {
    async hit(k, windowMs) {
      const [count, ttl] = (await hit(1, counter(k), windowMs)) as [number, number];
      return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) };
    },
    async peek(k) {
      const [count, ttl] = await Promise.all([redis.get(counter(k)), redis.pttl(counter(k))]);
      if (count === null || ttl < 0) return null;
      return { count: Number(count), resetAt: Date.now() + ttl };
    },
    async reset(k) {
      await redis.del(counter(k));
    },
  };
}
