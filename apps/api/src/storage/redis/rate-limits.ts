import type { Redis } from "ioredis";
import type { RateLimitHit, RateLimitStore } from "../types";
import type { Keys } from "./client";
import { luaScript, NUMBERS_ARGV } from "./lua";

/**
 * Counts one hit in one step: adds one, starts the window (the key's expiry) with the first
 * hit, and leaves `count` and `ttl` (the milliseconds left) in locals. Two commands a hit: the
 * first hit's window is the whole window, a later one's is read. `counter` and `windowMs` are
 * Lua expressions (default KEYS[1] and ARGV[1]). Shared with the scripts that count hits
 * together with a write (a lead, leads.ts) or a read (kv.ts). PEXPIRE gets the window as sent
 * (text), not the Lua number, which Redis would write out with sprintf again. A counter found
 * without expiry (a script that failed partway once left it so) gets a fresh window instead of
 * refusing its key for good: the PTTL is read anyway, so the common path costs nothing more.
 */
export const countHit = (counter = "KEYS[1]", windowMs = "ARGV[1]") => `
local count = redis.call("INCR", ${counter})
local ttl
if count == 1 then
  ttl = tonumber(${windowMs})
  redis.call("PEXPIRE", ${counter}, ${windowMs})
else
  ttl = redis.call("PTTL", ${counter})
  if ttl < 0 then
    ttl = tonumber(${windowMs})
    redis.call("PEXPIRE", ${counter}, ${windowMs})
  end
end`;
export const COUNT_HIT = countHit();

/**
 * Counts every hit of a step that writes only when all are within their limits: each counter
 * KEYS[base + i] is added one (its window started right after its first hit, so a script that
 * fails later leaves no counter without expiry) and `over` says whether any passed its limit;
 * `takeBack()` undoes them all (DECR, or DEL of a counter this step started). Expects `hits`
 * and `n` (the numbers) as locals; hit i's window is n[2 * i + shift] and its limit the next.
 */
export const countHitsTakingBack = (base: string, shift: string) => `
local counts, over = {}, false
for i = 1, hits do
  counts[i] = redis.call("INCR", KEYS[${base} + i])
  if counts[i] == 1 then redis.call("PEXPIRE", KEYS[${base} + i], n[2 * i ${shift}]) end
  if counts[i] > tonumber(n[2 * i ${shift} + 1]) then over = true end
end
local function takeBack()
  for i = 1, hits do
    if counts[i] == 1 then redis.call("DEL", KEYS[${base} + i])
    else redis.call("DECR", KEYS[${base} + i]) end
  end
end`;

/** A counted hit as callers see it: the count, and when its window ends (from the ms left). */
export const hitOf = (count: unknown, ttl: unknown, now = Date.now()): RateLimitHit => ({
  count: Number(count),
  resetAt: now + Math.max(Number(ttl), 0),
});

const HIT = `${COUNT_HIT}
return {count, ttl}`;

/**
 * Counts each hit as HIT does, in order, and stops after the first over its limit: `count` and
 * `ttl` per hit counted. KEYS the counters; ARGV[1] each counter's window (ms), then its limit
 * (NUMBERS_ARGV).
 */
const HIT_IN_ORDER = `${NUMBERS_ARGV}
local out = {}
for i = 1, #KEYS do
  ${countHit("KEYS[i]", "ARGV[2 * i - 1]")}
  out[#out + 1] = count
  out[#out + 1] = ttl
  if count > tonumber(ARGV[2 * i]) then break end
end
return out`;

/** The counter of a rate limit's key. */
export const rateLimitKey = (key: Keys, k: string) => key("rate", k);

/** rate:{key} counter whose expiry is the window. */
export function createRedisRateLimits(redis: Redis, key: Keys): RateLimitStore {
  const start = rateLimitKey(key, "");
  const counter = (k: string) => start + k;
  const hit = luaScript(redis, HIT);
  const hitInOrder = luaScript(redis, HIT_IN_ORDER);
  return {
    async hit(k, windowMs) {
      const [count, ttl] = (await hit(1, counter(k), windowMs)) as [number, number];
      return hitOf(count, ttl);
    },
    async hitInOrder(hits) {
      const keys: string[] = [];
      let numbers = "";
      for (const h of hits) {
        keys.push(counter(h.key));
        numbers += `${h.windowMs} ${h.limit} `;
      }
      const out = (await hitInOrder(keys.length, keys, numbers)) as number[];
      const now = Date.now();
      return Array.from({ length: out.length / 2 }, (_, i) =>
        hitOf(out[2 * i], out[2 * i + 1], now),
      );
    },
    async peek(k) {
      const [count, ttl] = await Promise.all([redis.get(counter(k)), redis.pttl(counter(k))]);
      if (count === null || ttl < 0) return null;
      return hitOf(count, ttl);
    },
    async reset(k) {
      await redis.del(counter(k));
    },
  };
}
