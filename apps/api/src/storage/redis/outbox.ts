import type { OutboxMessage, OutboxStatus } from "@repo/schemas";
import { outboxStatusSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import { outboxFixedPart } from "../records";
import { UNREADABLE_MESSAGE } from "../stored-json";
import type { OutboxRepository } from "../types";
import type { Keys } from "./client";
import { luaScript } from "./lua";
import { toMessage, wrongType } from "./outbox-hash";
import {
  CLAIM,
  entryMessage,
  FIND_ENTRY,
  findEntry,
  MATERIALIZE,
  newNoticeEntry,
} from "./outbox-new";

/**
 * Moves one message between statuses when its status is one of the allowed ones.
 * KEYS: message HASH, due ZSET, counts HASH. ARGV: id, allowed (",a,b,"), new status,
 * dueAt ('' = leaves the due set), then field/value pairs to set. -1 when there is no such hash
 * (or the key holds another type: pcall). The counts are figures only: a hand-edited count that is
 * not a number is left as it is (pcall) rather than failing a transition already written.
 */
const TRANSITION = `
local st = redis.pcall('HGET', KEYS[1], 'status')
if type(st) ~= 'string' then return -1 end
if not string.find(ARGV[2], ',' .. st .. ',', 1, true) then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[3], unpack(ARGV, 5))
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[1])
else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1]) end
if st ~= ARGV[3] then
  redis.pcall('HINCRBY', KEYS[3], st, -1)
  redis.pcall('HINCRBY', KEYS[3], ARGV[3], 1)
end
return 1`;

/**
 * Deletes sent messages created before a time, oldest first, at most ARGV[2] per call.
 * KEYS: all ZSET, counts HASH. ARGV: before (epoch ms), limit, message key prefix.
 */
const PRUNE_SENT = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local n = 0
for _, id in ipairs(ids) do
  local k = ARGV[3] .. id
  if redis.pcall('HGET', k, 'status') == 'sent' then
    redis.call('DEL', k)
    redis.call('ZREM', KEYS[1], id)
    redis.pcall('HINCRBY', KEYS[2], 'sent', -1)
    n = n + 1
  end
end
return n`;

export interface RedisOutboxKeys {
  message: (id: string) => string;
  due: string;
  all: string;
  counts: string;
  /** New lead notices, one entry each (outbox-new.ts). */
  fresh: string;
  /** The newest entries of `fresh` that were not entries (outbox-new.ts, ENTRY), set aside. */
  bad: string;
  /** How many entries were removed from inside `fresh` (outbox-new.ts, findEntry). */
  removals: string;
}

export const outboxKeys = (key: Keys): RedisOutboxKeys => ({
  message: (id) => key("outbox", "msg", id),
  due: key("outbox", "due"),
  all: key("outbox", "all"),
  counts: key("outbox", "counts"),
  fresh: key("outbox", "new"),
  bad: key("outbox", "bad"),
  removals: key("outbox", "new-removals"),
});

/** Where queueing commands go: a MULTI, or AtomicWrites (see atomic.ts). */
export interface OutboxQueueTarget {
  hset(key: string, fields: Record<string, string | number>): unknown;
  zadd(key: string, score: number, member: string): unknown;
  hincrby(key: string, field: string, by: number): unknown;
  rpush(key: string, value: string): unknown;
}

/** The fields of an owner's notice of a lead as it is queued (see `isNewLeadNotice`). */
const NEW_NOTICE_FIELDS = new Set([
  "id",
  "kind",
  "to",
  "subject",
  "template",
  "ref",
  "environment",
  "status",
  "attempts",
  "dueAt",
  "createdAt",
  "updatedAt",
]);

/**
 * An owner's notice of a lead as `leadNotice` queues it: nothing sent, tried or changed yet,
 * due when created, no body. Such a message (one per lead, the bulk of the outbox) is queued as
 * one entry of the new notices' list (outbox-new.ts); a claim writes it as a few short fields
 * instead of a JSON copy of its fixed part (every other value follows from them, `toMessage`,
 * and Redis keeps a hash of short fields in one compact block, a listpack), beside which the
 * scripts keep the changing fields as for any message. Earlier versions queued it as that hash.
 */
export function isNewLeadNotice(m: OutboxMessage): boolean {
  const t = m.template;
  if (m.kind !== "lead" || !t || !("leadId" in t) || m.ref !== t.leadId) return false;
  if (m.status !== "queued" || m.attempts !== 0 || m.updatedAt !== m.createdAt) return false;
  if (m.dueAt !== Date.parse(m.createdAt) || Object.keys(t).length !== 2) return false;
  for (const field in m) if (!NEW_NOTICE_FIELDS.has(field)) return false;
  return true;
}

/** Adds the commands that queue `messages` to a MULTI (a lead and its emails share one). */
export function queueOutbox<T extends OutboxQueueTarget>(
  tx: T,
  keys: RedisOutboxKeys,
  messages: OutboxMessage[],
): T {
  for (const m of messages) {
    if (isNewLeadNotice(m)) {
      tx.rpush(keys.fresh, newNoticeEntry(m));
      continue;
    }
    tx.hset(keys.message(m.id), {
      data: JSON.stringify(outboxFixedPart(m)),
      status: m.status,
      attempts: m.attempts,
      dueAt: m.dueAt,
      updatedAt: m.updatedAt,
    });
    if (m.status === "queued" || m.status === "sending") tx.zadd(keys.due, m.dueAt, m.id);
    tx.zadd(keys.all, Date.parse(m.createdAt), m.id);
    tx.hincrby(keys.counts, m.status, 1);
  }
  return tx;
}

/**
 * outbox:msg:{id} HASH (a JSON fixed part and the changing fields, or a lead notice's short
 * fields: see `isNewLeadNotice`); outbox:due ZSET by next attempt; outbox:all ZSET by creation;
 * outbox:new LIST, the new lead notices not claimed yet (outbox-new.ts). Both layouts are read.
 */
export function createRedisOutbox(redis: Redis, key: Keys): OutboxRepository {
  const keys = outboxKeys(key);
  const claim = luaScript(redis, CLAIM);
  const transitionScript = luaScript(redis, TRANSITION);
  const materialize = luaScript(redis, MATERIALIZE);
  const prune = luaScript(redis, PRUNE_SENT);
  const read = async (ids: string[]) => {
    if (!ids.length) return [];
    const tx = redis.pipeline();
    for (const id of ids) tx.hgetall(keys.message(id));
    const rows = (await tx.exec()) ?? [];
    return rows
      .map(([error, h], i) => {
        if (error && !wrongType(error)) throw error;
        return error ? null : toMessage(ids[i] as string, h as Record<string, string>);
      })
      .filter((m): m is OutboxMessage => m !== null);
  };
  const hashed = async (id: string) => {
    const h = await redis.hgetall(keys.message(id)).catch((error) => {
      if (wrongType(error)) return {};
      throw error;
    });
    return toMessage(id, h);
  };
  const scan = {
    list: keys.fresh,
    removals: keys.removals,
    findAtOnce: luaScript(redis, FIND_ENTRY),
  };
  const listed = (id: string) => findEntry(redis, scan, id);
  const get = async (id: string) => {
    const found = await hashed(id);
    if (found) return found;
    const entry = await listed(id);
    // Not listed (or not an entry): a claim may have made it a hash meanwhile.
    return (entry && entryMessage(entry)) || hashed(id);
  };
  /**
   * Moves a listed new notice to a hash (MATERIALIZE). Not listed, or MATERIALIZE's 0 (claimed
   * meanwhile, or a hash already): the transition runs again on its hash, which finds it or not;
   * -1 (an entry that was not one, set aside) is no message.
   */
  const unlist = async (id: string) => {
    const entry = await listed(id);
    if (!entry) return true;
    const m = keys.message(id);
    const k = [keys.fresh, m, keys.due, keys.all, keys.counts, keys.bad, keys.removals];
    return (await materialize(7, k, entry)) !== -1;
  };
  /** The transition on the message's hash, first made from its list entry if it has none. */
  const transition = async (
    id: string,
    allowed: OutboxStatus[],
    to: OutboxStatus,
    dueAt: number | null,
    fields: string[],
  ): Promise<boolean> => {
    const args = [id, `,${allowed.join(",")},`, to, dueAt === null ? "" : String(dueAt)];
    const run = () =>
      transitionScript(3, keys.message(id), keys.due, keys.counts, args, fields) as Promise<number>;
    const done = await run();
    if (done !== -1) return done === 1;
    return allowed.includes("queued") && (await unlist(id)) && (await run()) === 1;
  };

  return {
    async enqueue(messages) {
      await queueOutbox(redis.multi(), keys, messages).exec();
    },
    get,
    async claimDue(now, leaseMs, limit) {
      const at = new Date(now).toISOString();
      const lease = now + leaseMs;
      const k = [keys.due, keys.counts, keys.fresh, keys.all, keys.bad];
      const ids = (await claim(5, k, [now, lease, limit, at, keys.message("")])) as string[];
      const claimed = await read(ids);
      if (claimed.length === ids.length) return claimed;
      // A claimed message that does not decode is never sent and never retried: failed.
      const readable = new Set(claimed.map((m) => m.id));
      for (const id of ids)
        if (!readable.has(id))
          await transition(id, ["sending"], "failed", null, [
            "dueAt",
            "0",
            "lastError",
            UNREADABLE_MESSAGE,
            "updatedAt",
            at,
          ]);
      return claimed;
    },
    async markSent(id, at) {
      const fields = ["sentAt", at, "updatedAt", at, "lastError", ""];
      await transition(id, ["sending", "queued", "failed"], "sent", null, fields);
    },
    async markFailed(id, error, at, retryAt) {
      await transition(id, ["sending"], retryAt === null ? "failed" : "queued", retryAt, [
        "dueAt",
        String(retryAt ?? 0),
        "lastError",
        error,
        "updatedAt",
        at,
      ]);
    },
    async retry(id, now, at) {
      // A message that does not decode could never be sent: not requeued (its fixed part never
      // changes once stored, so checking it first leaves no gap).
      if (!(await get(id))) return null;
      // A fresh set of attempts, as a new message has (see the mail worker's age limit), and no
      // error until one of them fails ("" reads as none).
      const fields = [
        "dueAt",
        String(now),
        "updatedAt",
        at,
        "attempts",
        "0",
        "retriedAt",
        at,
        "lastError",
        "",
      ];
      return (await transition(id, ["queued", "failed"], "queued", now, fields)) ? get(id) : null;
    },
    async list(limit) {
      // One snapshot of both indexes: a claim moving a notice between them is seen once.
      const [[, all], [, fresh]] = (await redis
        .multi()
        .zrevrange(keys.all, 0, limit - 1, "WITHSCORES")
        .lrange(keys.fresh, -limit, -1)
        .exec()) as [[unknown, string[]], [unknown, string[]]];
      // Newest first (a stable sort: among equal times, the list's later entries, then the index's order).
      // Entries that are not entries are left out (the next claim sets them aside), and so is a
      // second copy of a notice (queued twice: the claim consumes it).
      const rows: { at: number; id?: string; listed?: OutboxMessage }[] = [];
      const shown = new Set<string>();
      for (let i = 0; i < all.length; i += 2) shown.add(all[i] as string);
      for (const entry of fresh.reverse()) {
        const listed = entryMessage(entry);
        if (!listed || shown.has(listed.id)) continue;
        shown.add(listed.id);
        rows.push({ listed, at: listed.dueAt });
      }
      for (let i = 0; i < all.length; i += 2) rows.push({ id: all[i], at: Number(all[i + 1]) });
      const newest = rows.sort((a, b) => b.at - a.at).slice(0, limit);
      const hashes = await read(newest.flatMap((r) => (r.id ? [r.id] : [])));
      const byId = new Map(hashes.map((m) => [m.id, m]));
      return newest.flatMap((r) => {
        const m = r.listed ?? byId.get(r.id as string);
        return m ? [m] : [];
      });
    },
    async pruneSent(before) {
      const args = [Date.parse(before), 1000, keys.message("")];
      return (await prune(2, keys.all, keys.counts, args)) as number;
    },
    async setAside() {
      return Number((await redis.hget(keys.counts, "bad")) ?? 0);
    },
    async counts() {
      const [[, hash], [, fresh]] = (await redis
        .multi()
        .hgetall(keys.counts)
        .llen(keys.fresh)
        .exec()) as [[unknown, Record<string, string>], [unknown, number]];
      const stored = (s: OutboxStatus) => Number(hash[s] ?? 0) + (s === "queued" ? fresh : 0);
      return Object.fromEntries(
        outboxStatusSchema.options.map((s) => [s, Math.max(0, stored(s))]),
      ) as Record<OutboxStatus, number>;
    },
  };
}
