import type { OutboxMessage } from "@repo/schemas";
import type { Redis } from "ioredis";
import { packArgs } from "./lua";

/**
 * New lead notices, one list entry each (outbox:new LIST, oldest first). A public lead's owner's
 * notice is written with the lead as ONE entry (RPUSH) instead of a hash, two index entries and a
 * count (four calls in the lead's script): it is queued, untried and due at once, so until the
 * mail worker claims it, its place in the list is its due time and its creation, and the list's
 * length is its count. A claim takes it from the head and only then writes it as any other
 * message (a hash with its changing fields, in the due and creation indexes, counted as sending).
 *
 * An entry is a JSON array of strings: id, creation (ms), lead id, environment, creation (ISO),
 * to, subject. Lookups by id (the admin's retry of a still-queued notice, `get`) scan the list:
 * rare, and the list is short while the worker runs.
 */
export const newNoticeEntry = (m: OutboxMessage): string =>
  packArgs([m.id, String(m.dueAt), m.ref as string, m.environment, m.createdAt, m.to, m.subject]);

/** A list entry as the message it stands for: queued, untried, due when created. */
export function entryMessage(entry: string): OutboxMessage {
  const [id, , leadId, environment, createdAt, to, subject] = JSON.parse(entry) as string[];
  return {
    id: id as string,
    kind: "lead",
    to: to as string,
    subject: subject as string,
    template: { name: "lead", leadId: leadId as string },
    ref: leadId as string,
    environment: environment as OutboxMessage["environment"],
    status: "queued",
    attempts: 0,
    dueAt: Date.parse(createdAt as string),
    createdAt: createdAt as string,
    updatedAt: createdAt as string,
  };
}

/** The creation (ms) an entry was listed under. */
export const entryCreated = (entry: string): number => Number((JSON.parse(entry) as string[])[1]);

/** The hash fields of a notice taken from the list (as `noticeOf` in outbox.ts reads them). */
const NOTICE_HSET = `'lead', m[3], 'env', m[4], 'at', m[5], 'to', m[6], 'subject', m[7]`;

/**
 * Claims due messages, oldest due first across the due index and the new notices' list, in one
 * script, so two processes on one Redis never claim the same one.
 * KEYS: due ZSET, counts HASH, new LIST, all ZSET. ARGV: now, leaseUntil, limit, at, message key
 * prefix.
 */
export const CLAIM = `
local now, limit = tonumber(ARGV[1]), tonumber(ARGV[3])
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, limit)
local fresh = {}
for _, e in ipairs(redis.call('LRANGE', KEYS[3], 0, limit - 1)) do fresh[#fresh + 1] = cjson.decode(e) end
local out, d, f = {}, 1, 1
while #out < limit and (due[d] or fresh[f]) do
  local m = fresh[f]
  if m and tonumber(m[2]) > now then
    -- Not due yet (its writer's clock ahead of this one's): it waits, queued, in the due index.
    f = f + 1
    redis.call('HSET', ARGV[5] .. m[1], ${NOTICE_HSET}, 'status', 'queued')
    redis.call('ZADD', KEYS[1], m[2], m[1])
    redis.call('ZADD', KEYS[4], m[2], m[1])
    redis.call('HINCRBY', KEYS[2], 'queued', 1)
  elseif due[d] and (not m or tonumber(due[d + 1]) <= tonumber(m[2])) then
    local id = due[d]
    d = d + 2
    local k = ARGV[5] .. id
    local st = redis.call('HGET', k, 'status')
    if st == 'queued' or st == 'sending' then
      redis.call('HSET', k, 'status', 'sending', 'dueAt', ARGV[2], 'updatedAt', ARGV[4])
      redis.call('HINCRBY', k, 'attempts', 1)
      redis.call('ZADD', KEYS[1], ARGV[2], id)
      if st ~= 'sending' then
        redis.call('HINCRBY', KEYS[2], st, -1)
        redis.call('HINCRBY', KEYS[2], 'sending', 1)
      end
      out[#out + 1] = id
    else
      redis.call('ZREM', KEYS[1], id)
    end
  else
    f = f + 1
    redis.call('HSET', ARGV[5] .. m[1], ${NOTICE_HSET},
      'status', 'sending', 'attempts', 1, 'dueAt', ARGV[2], 'updatedAt', ARGV[4])
    redis.call('ZADD', KEYS[1], ARGV[2], m[1])
    redis.call('ZADD', KEYS[4], m[2], m[1])
    redis.call('HINCRBY', KEYS[2], 'sending', 1)
    out[#out + 1] = m[1]
  end
end
if f > 1 then redis.call('LTRIM', KEYS[3], f - 1, -1) end
return out`;

/**
 * Moves one entry out of the list into the layout of any queued message (before a transition
 * the list cannot hold: a retry due later, a notice marked sent before its claim). 0 when the
 * entry has left the list meanwhile (claimed: it is a hash now).
 * KEYS: new LIST, message HASH, due ZSET, all ZSET, counts HASH. ARGV: the entry.
 */
export const MATERIALIZE = `
if redis.call('LREM', KEYS[1], 1, ARGV[1]) == 0 then return 0 end
local m = cjson.decode(ARGV[1])
redis.call('HSET', KEYS[2], ${NOTICE_HSET}, 'status', 'queued')
redis.call('ZADD', KEYS[3], m[2], m[1])
redis.call('ZADD', KEYS[4], m[2], m[1])
redis.call('HINCRBY', KEYS[5], 'queued', 1)
return 1`;

const SCAN_CHUNK = 2000;

/**
 * The list entry of message `id`, or null. Scans from the tail (the newest), by negative index:
 * entries pushed or claimed meanwhile do not shift the ones not yet read. Not atomic: a caller
 * that finds nothing reads the message's hash again (a claim may have moved it there).
 */
export async function findEntry(redis: Redis, list: string, id: string): Promise<string | null> {
  const prefix = `[${JSON.stringify(id)},`;
  for (let end = -1; ; end -= SCAN_CHUNK) {
    const chunk = await redis.lrange(list, end - SCAN_CHUNK + 1, end);
    const hit = chunk.find((e) => e.startsWith(prefix));
    if (hit) return hit;
    if (chunk.length < SCAN_CHUNK) return null;
  }
}
