import type { ConversationMessage } from "@repo/schemas";
import type { Redis } from "ioredis";
import type { ConversationRepository, HeldWrite } from "../types";
import type { Keys } from "./client";
import type { Combo } from "./conversation-keys";
import { APPEND_QUIET_BODY, MESSAGE_JSONS } from "./conversation-scripts";
import { kvEntryKey } from "./kv";
import { luaScript, unpackedArgv } from "./lua";
import { countHitsTakingBack, hitOf, rateLimitKey } from "./rate-limits";

/**
 * A held message's storage in one step (ConversationRepository.addMessagesIfHeld): the kv
 * entry must still be the text held ("changed"), then the hits are counted; one over its limit
 * ("limited"), or APPEND finding no conversation ("gone"), takes the counts back (DECR, or DEL
 * of a counter this call started) and nothing else is written: no other call runs between, so
 * none sees them. Counted before APPEND instead of read first and counted after: two calls
 * fewer on the common path. A new counter's window starts (PEXPIRE) right after its INCR,
 * before anything that could raise: Redis does not roll back a script failing partway, and a
 * counter left without expiry would refuse its address or session for good. Once written, a
 * running counter's window is read (one found without expiry gets a window, as countHit heals
 * it) and the entry's expiry renewed. Returns `count` and `ttl` per hit once written.
 * KEYS: APPEND's keys (conv, msgs, daily, …, bucket keys), then the entry, then the counters.
 * ARGV: the text held, the numbers (the renewal in ms, then each counter's window and limit,
 * space-separated), APPEND's ARGV packed in one (packArgs), then the messages' JSON.
 */
export const APPEND_IF_HELD = `
${MESSAGE_JSONS(3)}
local held, numbers = ARGV[1], ARGV[2]
local n = {}
for x in string.gmatch(numbers, "%S+") do n[#n + 1] = x end
local hits = (#n - 1) / 2
local entry = #KEYS - hits
if redis.call("GET", KEYS[entry]) ~= held then return "changed" end
${countHitsTakingBack("entry", "+ 0")}
if over then
  takeBack()
  return "limited"
end
local ARGV = ${unpackedArgv(3)}
local function append()
${APPEND_QUIET_BODY}
end
if not append() then
  takeBack()
  return "gone"
end
local out = {}
for i = 1, hits do
  local ttl
  if counts[i] == 1 then
    ttl = tonumber(n[2 * i])
  else
    ttl = redis.call("PTTL", KEYS[entry + i])
    if ttl < 0 then
      ttl = tonumber(n[2 * i])
      redis.call("PEXPIRE", KEYS[entry + i], n[2 * i])
    end
  end
  out[#out + 1] = counts[i]
  out[#out + 1] = ttl
end
redis.call("PEXPIRE", KEYS[entry], n[1])
return out`;

/** APPEND's call for one conversation (conversations.ts: its keys, packed ARGV and JSON). */
type AppendArgs = (
  id: string,
  combo: Combo,
  messages: ConversationMessage[],
  tags: string[],
) => readonly [number, string[], string, string[]];

/** ConversationRepository.addMessagesIfHeld: one APPEND_IF_HELD call on the record named. */
export function redisAddMessagesIfHeld(
  redis: Redis,
  key: Keys,
  appendArgs: AppendArgs,
  onRecord: <T>(id: string, gone: T, write: (combo: Combo) => Promise<T>) => Promise<T>,
): ConversationRepository["addMessagesIfHeld"] {
  const script = luaScript(redis, APPEND_IF_HELD);
  const rateStart = rateLimitKey(key, "");
  const gone: HeldWrite = { written: false, why: "gone" };
  return (id, messages, tags, held, hits) =>
    onRecord(id, gone, async (combo) => {
      const [numKeys, keys, packed, jsons] = appendArgs(id, combo, messages, tags);
      keys.push(kvEntryKey(key, held.key));
      let numbers = String(held.ttlMs);
      for (const h of hits) {
        keys.push(rateStart + h.key);
        numbers += ` ${h.windowMs} ${h.limit}`;
      }
      const out = await script(numKeys + 1 + hits.length, keys, held.json, numbers, packed, jsons);
      if (out === "gone") return gone;
      if (out === "changed" || out === "limited") return { written: false, why: out };
      const counted = out as number[];
      const now = Date.now();
      return {
        written: true,
        hits: hits.map((_, i) => hitOf(counted[2 * i], counted[2 * i + 1], now)),
      };
    });
}
