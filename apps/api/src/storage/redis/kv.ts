import type { Redis } from "ioredis";
import type { KeyValueStore } from "../types";
import type { Keys } from "./client";

/** kv:{key} JSON with an optional PX expiry. */
export function createRedisKv(redis: Redis, key: Keys): KeyValueStore {
  const kvKey = (k: string) => key("kv", k);
  return {
    async get<T>(k: string) {
      const json = await redis.get(kvKey(k));
      return json ? (JSON.parse(json) as T) : null;
    },
    async set(k, value, ttlMs) {
      if (ttlMs) await redis.set(kvKey(k), JSON.stringify(value), "PX", ttlMs);
      else await redis.set(kvKey(k), JSON.stringify(value));
    },
    async setIfAbsent(k, value, ttlMs) {
      const ok = ttlMs
        ? await redis.set(kvKey(k), JSON.stringify(value), "PX", ttlMs, "NX")
        : await redis.set(kvKey(k), JSON.stringify(value), "NX");
      return ok === "OK";
    },
    async delete(k) {
      await redis.del(kvKey(k));
    },
    async deleteByPrefix(prefix) {
      const pattern = `${kvKey(prefix).replace(/[*?[\]\\]/g, "\\$&")}*`;
      let cursor = "0";
      let removed = 0;
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500);
        cursor = next;
        if (keys.length) removed += await redis.del(...keys);
      } while (cursor !== "0");
      return removed;
    },
  };
}
