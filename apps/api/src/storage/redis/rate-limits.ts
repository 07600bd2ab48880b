import type { Redis } from "ioredis";
import type { RateLimitStore } from "../types";
import type { Keys } from "./client";

/** rate:{key} counter whose expiry is the window. */
export function createRedisRateLimits(redis: Redis, key: Keys): RateLimitStore {
  const counter = (k: string) => key("rate", k);
  return {
    async hit(k, windowMs) {
      const res = await redis
        .multi()
        .set(counter(k), 0, "PX", windowMs, "NX")
        .incr(counter(k))
        .pttl(counter(k))
        .exec();
      const count = Number(res?.[1]?.[1] ?? 1);
      const ttl = Number(res?.[2]?.[1] ?? windowMs);
      return { count, resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(k) {
      await redis.del(counter(k));
    },
  };
}
