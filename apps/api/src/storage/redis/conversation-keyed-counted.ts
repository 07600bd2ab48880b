import type { Redis } from "ioredis";
import { newConversation } from "../records";
import type { ConversationRepository, KeyedCountedWrite } from "../types";
import type { Keys } from "./client";
import type { CreateAppendCall } from "./conversation-keyed";
import { APPEND_QUIET_BODY, CREATE_APPEND_BODY, MESSAGE_JSONS } from "./conversation-scripts";
import { kvEntryKey } from "./kv";
import { luaScript, packArgs, unpackedArgv } from "./lua";
import { countHitsTakingBack, hitOf, rateLimitKey } from "./rate-limits";

/**
 * An agent's exchange with its rate-limit hits in one step (appendKeyedCounted): the hits are
 * counted first; one over its limit takes them all back (DECR, or DEL of a counter this call
 * started) and nothing is written ("limited"): no other call runs between, so none sees them.
 * Otherwise APPEND_KEYED's writes follow (with ARGV[1] "" only its CREATE_APPEND, no entry):
 * a taken new id takes the hits back too ("conflict"). The writes run under pcall: one that
 * raises (a key of another type) leaves what it wrote before (as a script of their own would)
 * and the hits counted, drops the entry (the next exchange starts a new conversation), and the
 * failure comes back after them (id ""). A new counter's window starts right after
 * its INCR, before anything that could raise (Redis keeps a failed script's earlier writes: a
 * counter without expiry would lock its address out for good). Once written, a running one's is
 * read (given a window if found without one); returns the id, then `count` and `ttl` per hit.
 * KEYS: the kv entry (unused without one), CREATE_APPEND's keys (index, conv, msgs, daily, …),
 * then the counters. ARGV: the entry's expiry (ms) or "", the conversation key prefix, each
 * counter's window and limit (space-separated), CREATE_APPEND's ARGV packed in one, then the
 * messages' JSON.
 */
export const APPEND_KEYED_COUNTED = `
${MESSAGE_JSONS(4)}
local function append(KEYS, ARGV)
${APPEND_QUIET_BODY}
end
local function create_append(KEYS, ARGV)
${CREATE_APPEND_BODY}
end
local n = {}
for x in string.gmatch(ARGV[3], "%S+") do n[#n + 1] = x end
local hits = #n / 2
local last = #KEYS - hits
${countHitsTakingBack("last", "- 1")}
if over then
  takeBack()
  return "limited"
end
local function written(id)
  local out = {id}
  for i = 1, hits do
    local ttl
    if counts[i] == 1 then
      ttl = tonumber(n[2 * i - 1])
    else
      ttl = redis.call("PTTL", KEYS[last + i])
      if ttl < 0 then
        ttl = tonumber(n[2 * i - 1])
        redis.call("PEXPIRE", KEYS[last + i], n[2 * i - 1])
      end
    end
    out[#out + 1] = counts[i]
    out[#out + 1] = ttl
  end
  return out
end
local created = ${unpackedArgv(4)}
local keyed = ARGV[1] ~= ""
-- The recording: the id written to, or false when the new id is taken.
local function record()
  if keyed then
    local entry = redis.call("GET", KEYS[1])
    if entry then
      local ok, id = pcall(cjson.decode, entry)
      if ok and type(id) == "string" then
        local fields = tonumber(created[4])
        local keys = {ARGV[2] .. id, ARGV[2] .. id .. ":msgs", unpack(KEYS, 5, last)}
        if append(keys, {unpack(created, 5 + 2 * fields)}) then
          redis.call("PEXPIRE", KEYS[1], ARGV[1])
          return id
        end
      end
    end
  end
  if create_append({unpack(KEYS, 2, last)}, created) == 0 then return false end
  if keyed then redis.call("SET", KEYS[1], cjson.encode(created[2]), "PX", ARGV[1]) end
  return created[2]
end
local ok, id = pcall(record)
if not ok then
  -- Not recorded (a key of another type, e.g. a record that is not a hash): the hits stay
  -- counted, the failure is reported, and the entry goes, so the session's next exchange starts
  -- a new conversation (as after an entry that does not decode) instead of failing the same way.
  if keyed then redis.call("DEL", KEYS[1]) end
  local out = written("")
  out[#out + 1] = type(id) == "table" and tostring(id.err) or tostring(id)
  return out
end
if not id then
  takeBack()
  return "conflict"
end
return written(id)`;

/** ConversationRepository.appendKeyedCounted: one APPEND_KEYED_COUNTED call. */
export function redisAppendKeyedCounted(
  redis: Redis,
  key: Keys,
  createAppendCall: CreateAppendCall,
): ConversationRepository["appendKeyedCounted"] {
  const script = luaScript(redis, APPEND_KEYED_COUNTED);
  const prefix = `${key("conv")}:`;
  const rateStart = rateLimitKey(key, "");
  return async (entry, ttlMs, input, messages, tags, hits) => {
    const { keys, args, jsons } = createAppendCall(newConversation(input), messages, tags);
    // Without an entry KEYS[1] is never read: the new conversation's index stands in.
    keys.unshift(entry === null ? (keys[0] as string) : kvEntryKey(key, entry));
    let numbers = "";
    for (const h of hits) {
      keys.push(rateStart + h.key);
      numbers += `${h.windowMs} ${h.limit} `;
    }
    const out = await script(
      keys.length,
      keys,
      entry === null ? "" : String(ttlMs),
      prefix,
      numbers,
      packArgs(args),
      jsons,
    );
    if (out === "limited" || out === "conflict") return { written: false, why: out };
    const [id, ...counted] = out as [string, ...number[]];
    const now = Date.now();
    const counts = hits.map((_, i) => hitOf(counted[2 * i], counted[2 * i + 1], now));
    if (id === "") {
      const error = String(counted[2 * hits.length]);
      return { written: true, id: null, hits: counts, error } satisfies KeyedCountedWrite;
    }
    return { written: true, id, hits: counts } satisfies KeyedCountedWrite;
  };
}
