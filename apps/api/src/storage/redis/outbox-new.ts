import { appEnvironmentSchema, type OutboxMessage } from "@repo/schemas";
import type { Redis } from "ioredis";
import { type LuaScript, packArgs } from "./lua";

/**
 * New lead notices, one list entry each (outbox:new LIST, oldest first). A public lead's owner's
 * notice is written with the lead as ONE entry (RPUSH) instead of a hash, two index entries and a
 * count (four calls in the lead's script): it is queued, untried and due at once, so until the
 * mail worker claims it, its place in the list is its due time and its creation, and the list's
 * length is its count. A claim takes it from the head and only then writes it as any other
 * message (a hash with its changing fields, in the due and creation indexes, counted as sending).
 *
 * An entry is a JSON array of strings: id, creation (ms), lead id, environment, creation (ISO),
 * to, subject. Lookups by id (the admin's retry of a still-queued notice, `get`) scan the list
 * (`findEntry`): rare, and the list is short while the worker runs. Entries no version
 * writes are never sent, never shown, and stop nothing: claims set them aside (ENTRY).
 */
export const newNoticeEntry = (m: OutboxMessage): string =>
  packArgs([m.id, String(m.dueAt), m.ref as string, m.environment, m.createdAt, m.to, m.subject]);

/** An entry's fields, when it is an entry as `newNoticeEntry` writes it (extra fields let be). */
function entryFields(entry: string): string[] | null {
  let fields: unknown;
  try {
    fields = JSON.parse(entry);
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length < 7) return null;
  for (let i = 0; i < 7; i++) if (typeof fields[i] !== "string") return null;
  return fields as string[];
}

/** A creation in ms and as an ISO time, as ENTRY checks them. */
const WHOLE_MS = /^\d{1,15}$/;
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/**
 * A list entry as the message it stands for: queued, untried, due when created; null for an
 * entry no version writes (the claim sets such entries aside, see ENTRY).
 */
export function entryMessage(entry: string): OutboxMessage | null {
  const fields = entryFields(entry);
  if (!fields) return null;
  const [id, created, leadId, environment, createdAt, to, subject] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const env = appEnvironmentSchema.safeParse(environment);
  const dueAt = Date.parse(createdAt);
  if (!id || !WHOLE_MS.test(created) || !ISO_TIME.test(createdAt)) return null;
  if (!env.success || !Number.isFinite(dueAt)) return null;
  return {
    id,
    kind: "lead",
    to,
    subject,
    template: { name: "lead", leadId },
    ref: leadId,
    environment: env.data,
    status: "queued",
    attempts: 0,
    dueAt,
    createdAt,
    updatedAt: createdAt,
  };
}

/** How many entries that are not entries a claim sets aside at most (bounds its time). */
const BAD_PASSED = 1000;

/** How many entries set aside (`outbox:bad`) are kept: the newest, for someone to look at. */
const BAD_KEPT = 100;

/**
 * Lua: `entry(e)`, the fields of a list entry, or nil for one no version writes (not JSON, not
 * an array of at least 7 strings, no id, a creation that is not whole ms or not an ISO time, an
 * unknown environment),
 * which a script checks BEFORE it writes anything, so that no entry can make it fail halfway;
 * `aside(bad, counts, e)` moves such an entry to the capped list of entries set aside (counted as `bad`
 * in the counts hash, which the outbox's figures do not show). `count` and `aside` cannot fail (pcall):
 * a hand-edited count or set-aside list must not stop a script halfway, after it removed an entry.
 */
const ENTRY = `
local function entry(e)
  local ok, m = pcall(cjson.decode, e)
  if not ok or type(m) ~= 'table' then return nil end
  for i = 1, 7 do if type(m[i]) ~= 'string' then return nil end end
  if m[1] == '' or #m[2] > 15 or not string.find(m[2], '^%d+$') then return nil end
  if not string.find(m[5], '^%d%d%d%d%-%d%d%-%d%dT%d%d:%d%d') then return nil end
  if m[4] ~= 'production' and m[4] ~= 'development' then return nil end
  return m
end
local function count(counts, field, by)
  redis.pcall('HINCRBY', counts, field, by)
end
local function aside(bad, counts, e)
  redis.pcall('RPUSH', bad, e)
  redis.pcall('LTRIM', bad, -${BAD_KEPT}, -1)
  count(counts, 'bad', 1)
end`;

/** The hash fields of a notice taken from the list (as `noticeOf` in outbox.ts reads them). */
const NOTICE_HSET = `'lead', m[3], 'env', m[4], 'at', m[5], 'to', m[6], 'subject', m[7]`;

/**
 * Claims due messages, oldest due first across the due index and the new notices' list, in one
 * script, so two processes on one Redis never claim the same one. Every entry read from the list
 * is checked first; one that is not an entry is set aside as the claim passes it. An entry whose
 * message already has a hash (its id queued twice) is consumed without a second send; one whose
 * message's key holds another type is set aside. A due message whose stored attempts are not a
 * whole number (no version writes that) is marked failed with a reason, checked before any write.
 * KEYS: due ZSET, counts HASH, new LIST, all ZSET, set-aside LIST. ARGV: now, leaseUntil, limit,
 * at, message key prefix.
 */
export const CLAIM = `${ENTRY}
local now, limit = tonumber(ARGV[1]), tonumber(ARGV[3])
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'WITHSCORES', 'LIMIT', 0, limit)
local raw, fresh, read = {}, {}, 0
-- The list's next entries, each checked as it is read, before anything is written from it.
local function more()
  for _, e in ipairs(redis.call('LRANGE', KEYS[3], read, read + limit - 1)) do
    read = read + 1
    raw[read], fresh[read] = e, entry(e) or false
  end
end
more()
local out, d, f = {}, 1, 1
-- Past entries that are not entries (at most ${BAD_PASSED} a claim), reading on behind them.
local function pass()
  while raw[f] and not fresh[f] and f <= ${BAD_PASSED} do
    aside(KEYS[5], KEYS[2], raw[f])
    f = f + 1
    if f > read then more() end
  end
end
pass()
while #out < limit and (due[d] or fresh[f]) do
  local m = fresh[f]
  local held = m and redis.call('TYPE', ARGV[5] .. m[1]).ok
  if held == 'hash' then
    -- Queued twice: the message is already written (claimed, or waiting in the due index).
    f = f + 1
  elseif m and held ~= 'none' then
    -- Its message's key holds another type: set aside (counted), never consumed unseen.
    aside(KEYS[5], KEYS[2], raw[f])
    f = f + 1
  elseif m and tonumber(m[2]) > now then
    -- Not due yet (its writer's clock ahead of this one's): it waits, queued, in the due index.
    f = f + 1
    redis.call('HSET', ARGV[5] .. m[1], ${NOTICE_HSET}, 'status', 'queued')
    redis.call('ZADD', KEYS[1], m[2], m[1])
    redis.call('ZADD', KEYS[4], m[2], m[1])
    count(KEYS[2], 'queued', 1)
  elseif due[d] and (not m or tonumber(due[d + 1]) <= tonumber(m[2])) then
    local id = due[d]
    d = d + 2
    local k = ARGV[5] .. id
    -- pcall: a key of another type under a message's name is dropped from the index, not fatal.
    local got = redis.pcall('HMGET', k, 'status', 'attempts')
    local st, tries = false, false
    if type(got) == 'table' and not got.err then st, tries = got[1], got[2] or '0' end
    local live = st == 'queued' or st == 'sending'
    if live and not (string.find(tries, '^%d+$') and #tries <= 12) then
      -- Attempts that are not a whole number (a hand edit): failed, out of the due index, shown.
      redis.call('HSET', k, 'status', 'failed', 'lastError', 'stored attempts are not a whole number',
        'updatedAt', ARGV[4])
      redis.call('ZREM', KEYS[1], id)
      count(KEYS[2], st, -1)
      count(KEYS[2], 'failed', 1)
    elseif live then
      redis.call('HSET', k, 'status', 'sending', 'attempts', tostring(tonumber(tries) + 1),
        'dueAt', ARGV[2], 'updatedAt', ARGV[4])
      redis.call('ZADD', KEYS[1], ARGV[2], id)
      if st ~= 'sending' then
        count(KEYS[2], st, -1)
        count(KEYS[2], 'sending', 1)
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
    count(KEYS[2], 'sending', 1)
    out[#out + 1] = m[1]
  end
  pass()
end
if f > 1 then redis.call('LTRIM', KEYS[3], f - 1, -1) end
return out`;

/**
 * Lua: `find(list, prefix)`, the newest entry of the list that starts with `prefix` (its id's,
 * `["id",`), read from the tail in chunks inside one script: atomic, but Redis serves nothing
 * else meanwhile (~1.3 µs an entry), so only `findEntry`'s last resort.
 */
const FIND = `
local function find(list, prefix)
  local n = #prefix
  for last = -1, -redis.call('LLEN', list), -1000 do
    local chunk = redis.call('LRANGE', list, last - 999, last)
    for i = #chunk, 1, -1 do
      if string.sub(chunk[i], 1, n) == prefix then return chunk[i] end
    end
  end
  return nil
end`;

/** The prefix of the entries of message `id` (`find`'s second argument). */
const entryPrefix = (id: string) => `[${JSON.stringify(id)},`;

/** The list entry of a message, or false. KEYS: new LIST. ARGV: the entries' prefix. */
export const FIND_ENTRY = `${FIND}
return find(KEYS[1], ARGV[1]) or false`;

/**
 * Moves an entry out of the list into the layout of any queued message (before a transition
 * the list cannot hold: a retry due later, a notice marked sent before its claim), checked first,
 * removed only then, each removal counted (`findEntry` reads the count). 1 when moved; 0 when
 * the entry has left the list meanwhile (claimed: it is a hash now) or its message has a hash
 * (queued twice: the claim consumes the copy); -1 when the entry was not one (set aside). Every
 * write that can fail runs before the LREM (the removal counted first: a count with no removal
 * only restarts a lookup once), none after it, so a failure never loses the entry.
 * KEYS: new LIST, message HASH, due ZSET, all ZSET, counts HASH, set-aside LIST, removals
 * counter. ARGV: the entry.
 */
export const MATERIALIZE = `${ENTRY}
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local m = entry(ARGV[1])
for i = 3, 4 do
  local t = redis.call('TYPE', KEYS[i]).ok
  if t ~= 'zset' and t ~= 'none' then return redis.error_reply('WRONGTYPE ' .. KEYS[i]) end
end
redis.call('INCR', KEYS[7])
if redis.call('LREM', KEYS[1], 1, ARGV[1]) == 0 then return 0 end
if not m then aside(KEYS[6], KEYS[5], ARGV[1]) return -1 end
redis.call('HSET', KEYS[2], ${NOTICE_HSET}, 'status', 'queued')
redis.call('ZADD', KEYS[3], m[2], m[1])
redis.call('ZADD', KEYS[4], m[2], m[1])
count(KEYS[5], 'queued', 1)
return 1`;

const SCAN_CHUNK = 2000;
/** Scans restarted (entries removed while one read) before the atomic scan is used instead. */
const SCAN_TRIES = 3;

/**
 * The list entry of message `id`, or null: the list read from the tail (the newest) in chunks
 * by negative index, each with the count of entries removed from inside the list (MATERIALIZE).
 * Pushes and claims (from the head) shift no entry into the part already read; a removal can, so
 * a scan that saw one restarts, and after SCAN_TRIES the list is read in one script (FIND_ENTRY,
 * `findAtOnce`). Not atomic
 * with what the caller does next: a caller that finds nothing reads the message's hash again (a
 * claim may have moved it there).
 */
export async function findEntry(
  redis: Redis,
  keys: { list: string; removals: string; findAtOnce: LuaScript },
  id: string,
): Promise<string | null> {
  const { list, removals } = keys;
  const prefix = entryPrefix(id);
  for (let tries = 0; tries < SCAN_TRIES; tries++) {
    let seen: string | null | undefined;
    for (let end = -1; ; end -= SCAN_CHUNK) {
      const [[, chunk], [, count]] = (await redis
        .multi()
        .lrange(list, end - SCAN_CHUNK + 1, end)
        .get(removals)
        .exec()) as [[unknown, string[]], [unknown, string | null]];
      const hit = chunk.find((e) => e.startsWith(prefix));
      if (hit) return hit;
      if (seen !== undefined && count !== seen) break;
      seen = count;
      if (chunk.length < SCAN_CHUNK) return null;
    }
  }
  return ((await keys.findAtOnce(1, list, prefix)) as string | null) ?? null;
}
