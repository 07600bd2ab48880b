import type { Redis } from "ioredis";
import { decodeStored, decodeStoredAs } from "../stored-json";
import type { KeyValueStore } from "../types";
import type { Keys } from "./client";
import { luaScript, NUMBERS_ARGV } from "./lua";
import { countHit, hitOf, rateLimitKey } from "./rate-limits";

/**
 * Counts each hit as a rate-limit hit does (rate-limits.ts), then reads the value: `count`
 * and `ttl` per hit, then the value (nil when absent). When the renewal (ms) is not 0 and every
 * count is within its limit (-1: none), the value's expiry is renewed. KEYS[1] the value, then
 * the counters; ARGV[1] the numbers (NUMBERS_ARGV): the renewal, then each counter's window
 * (ms) and limit.
 */
const GET_COUNTED = `${NUMBERS_ARGV}
local out = {}
local within = true
for i = 2, #KEYS do
  ${countHit("KEYS[i]", "ARGV[2 * i - 2]")}
  out[#out + 1] = count
  out[#out + 1] = ttl
  local limit = tonumber(ARGV[2 * i - 1])
  if limit >= 0 and count > limit then within = false end
end
local value = redis.call("GET", KEYS[1])
out[#out + 1] = value
if value and within and ARGV[1] ~= "0" then redis.call("PEXPIRE", KEYS[1], ARGV[1]) end
return out`;

/** The Redis key of the key-value entry `k`: kv:{key}, JSON with an optional PX expiry. */
export const kvEntryKey = (key: Keys, k: string) => key("kv", k);

export function createRedisKv(redis: Redis, key: Keys): KeyValueStore {
  // The names' beginnings built once: a chat message names its session and two counters.
  const kvStart = kvEntryKey(key, "");
  const rateStart = rateLimitKey(key, "");
  const kvKey = (k: string) => kvStart + k;
  const getCounted = luaScript(redis, GET_COUNTED);
  return {
    async get(k) {
      const json = await redis.get(kvKey(k));
      return json ? (decodeStored(json, "kv", k, "any") ?? null) : null;
    },
    async read(k, schema) {
      const json = await redis.get(kvKey(k));
      return json ? (decodeStoredAs(json, "kv", k, schema) ?? null) : null;
    },
    async has(k) {
      return (await redis.exists(kvKey(k))) === 1;
    },
    async getCounted<T>(
      k: string,
      hits: { key: string; windowMs: number; limit?: number }[],
      renewMs?: number,
    ) {
      const keys = [kvKey(k)];
      let numbers = String(renewMs ?? 0);
      for (const h of hits) {
        keys.push(rateStart + h.key);
        numbers += ` ${h.windowMs} ${h.limit ?? -1}`;
      }
      const out = (await getCounted(keys.length, keys, numbers)) as (number | string | null)[];
      const now = Date.now();
      const counted = hits.map((_, i) => hitOf(out[2 * i], out[2 * i + 1], now));
      const json = out[2 * hits.length];
      if (typeof json !== "string") return { value: null, hits: counted, json: null };
      // An entry that does not decode to an object is absent (a chat session: expired).
      const value = decodeStored<T>(json, "kv", k, "object");
      if (value === undefined) return { value: null, hits: counted, json: null };
      return { value, hits: counted, json };
    },
    async set(k, value, ttlMs) {
      if (ttlMs) await redis.set(kvKey(k), JSON.stringify(value), "PX", ttlMs);
      else await redis.set(kvKey(k), JSON.stringify(value));
    },
    async touch(k, ttlMs) {
      await redis.pexpire(kvKey(k), ttlMs);
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
