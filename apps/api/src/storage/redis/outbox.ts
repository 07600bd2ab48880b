import type { OutboxMessage, OutboxStatus } from "@repo/schemas";
import { outboxStatusSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import { outboxFixedPart } from "../records";
import type { OutboxRepository } from "../types";
import type { Keys } from "./client";

/**
 * Claims due messages in one script, so two processes on one Redis never claim the same one.
 * KEYS: due ZSET, counts HASH. ARGV: now, leaseUntil, limit, at, message key prefix.
 */
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, id in ipairs(ids) do
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
end
return out`;

/**
 * Moves one message between statuses when its status is one of the allowed ones.
 * KEYS: message HASH, due ZSET, counts HASH. ARGV: id, allowed (",a,b,"), new status,
 * dueAt ('' = leaves the due set), then field/value pairs to set.
 */
const TRANSITION = `
local st = redis.call('HGET', KEYS[1], 'status')
if not st or not string.find(ARGV[2], ',' .. st .. ',', 1, true) then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[3], unpack(ARGV, 5))
if ARGV[4] == '' then redis.call('ZREM', KEYS[2], ARGV[1])
else redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1]) end
if st ~= ARGV[3] then
  redis.call('HINCRBY', KEYS[3], st, -1)
  redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
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
  if redis.call('HGET', k, 'status') == 'sent' then
    redis.call('DEL', k)
    redis.call('ZREM', KEYS[1], id)
    redis.call('HINCRBY', KEYS[2], 'sent', -1)
    n = n + 1
  end
end
return n`;

export interface RedisOutboxKeys {
  message: (id: string) => string;
  due: string;
  all: string;
  counts: string;
}

export const outboxKeys = (key: Keys): RedisOutboxKeys => ({
  message: (id) => key("outbox", "msg", id),
  due: key("outbox", "due"),
  all: key("outbox", "all"),
  counts: key("outbox", "counts"),
});

/** Where queueing commands go: a MULTI, or AtomicWrites (see atomic.ts). */
export interface OutboxQueueTarget {
  hset(key: string, fields: Record<string, string | number>): unknown;
  zadd(key: string, score: number, member: string): unknown;
  hincrby(key: string, field: string, by: number): unknown;
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
 * due when created, no body. Such a message (one per lead, the bulk of the outbox) is stored
 * as a few short fields instead of a JSON copy of its fixed part: every other value follows
 * from them (`toMessage`), and Redis keeps a hash of short fields in one compact block (a
 * listpack) rather than a table of separately allocated entries. Once sending starts, the
 * scripts add the changing fields beside them as for any message.
 */
export function isNewLeadNotice(m: OutboxMessage): boolean {
  const t = m.template;
  if (m.kind !== "lead" || !t || !("leadId" in t) || m.ref !== t.leadId) return false;
  if (m.status !== "queued" || m.attempts !== 0 || m.updatedAt !== m.createdAt) return false;
  if (m.dueAt !== Date.parse(m.createdAt) || Object.keys(t).length !== 2) return false;
  for (const field in m) if (!NEW_NOTICE_FIELDS.has(field)) return false;
  return true;
}

/**
 * The stored fields of a new lead notice, in the order COUNTED_LEAD (leads.ts) writes them.
 * `status` is stored, as for every message, for the claim and transition scripts.
 */
const noticeFields = (m: OutboxMessage) => ({
  lead: m.ref as string,
  to: m.to,
  subject: m.subject,
  env: m.environment,
  at: m.createdAt,
  status: m.status,
});

/** Adds the commands that queue `messages` to a MULTI (a lead and its emails share one). */
export function queueOutbox<T extends OutboxQueueTarget>(
  tx: T,
  keys: RedisOutboxKeys,
  messages: OutboxMessage[],
): T {
  for (const m of messages) {
    tx.hset(
      keys.message(m.id),
      isNewLeadNotice(m)
        ? noticeFields(m)
        : {
            data: JSON.stringify(outboxFixedPart(m)),
            status: m.status,
            attempts: m.attempts,
            dueAt: m.dueAt,
            updatedAt: m.updatedAt,
          },
    );
    if (m.status === "queued" || m.status === "sending") tx.zadd(keys.due, m.dueAt, m.id);
    tx.zadd(keys.all, Date.parse(m.createdAt), m.id);
    tx.hincrby(keys.counts, m.status, 1);
  }
  return tx;
}

/** The fixed part of a new lead notice stored as fields (`noticeFields`), or null. */
const noticeOf = (id: string, h: Record<string, string>) => {
  if (h.lead === undefined || h.at === undefined) return null;
  return {
    id,
    kind: "lead" as const,
    to: h.to ?? "",
    subject: h.subject ?? "",
    template: { name: "lead" as const, leadId: h.lead },
    ref: h.lead,
    environment: h.env as OutboxMessage["environment"],
    createdAt: h.at,
  };
};

/**
 * A stored message: its fixed part as JSON (`data`), or a lead notice's fields; the changing
 * fields beside it, which a new notice has not written yet (it is queued, untried, due at its
 * creation, unchanged since).
 */
const toMessage = (id: string, h: Record<string, string>): OutboxMessage | null => {
  const fixed = h.data ? (JSON.parse(h.data) as OutboxMessage) : noticeOf(id, h);
  if (!fixed) return null;
  return {
    ...fixed,
    status: h.status as OutboxStatus,
    attempts: Number(h.attempts ?? 0),
    dueAt: h.dueAt === undefined ? Date.parse(fixed.createdAt) : Number(h.dueAt),
    updatedAt: h.updatedAt ?? (h.data ? "" : fixed.createdAt),
    ...(h.lastError ? { lastError: h.lastError } : {}),
    ...(h.sentAt ? { sentAt: h.sentAt } : {}),
  };
};

/**
 * outbox:msg:{id} HASH (a JSON fixed part and the changing fields, or a new lead notice's short
 * fields: see `isNewLeadNotice`); outbox:due ZSET by next attempt; outbox:all ZSET by creation.
 */
export function createRedisOutbox(redis: Redis, key: Keys): OutboxRepository {
  const keys = outboxKeys(key);
  const read = async (ids: string[]) => {
    if (!ids.length) return [];
    const tx = redis.pipeline();
    for (const id of ids) tx.hgetall(keys.message(id));
    const rows = (await tx.exec()) ?? [];
    return rows
      .map(([, h], i) => toMessage(ids[i] as string, h as Record<string, string>))
      .filter((m): m is OutboxMessage => m !== null);
  };
  const get = async (id: string) => toMessage(id, await redis.hgetall(keys.message(id)));
  const transition = (
    id: string,
    allowed: OutboxStatus[],
    to: OutboxStatus,
    dueAt: number | null,
    fields: string[],
  ) =>
    redis.eval(
      TRANSITION,
      3,
      keys.message(id),
      keys.due,
      keys.counts,
      id,
      `,${allowed.join(",")},`,
      to,
      dueAt === null ? "" : String(dueAt),
      ...fields,
    );

  return {
    async enqueue(messages) {
      await queueOutbox(redis.multi(), keys, messages).exec();
    },
    get,
    async claimDue(now, leaseMs, limit) {
      const at = new Date(now).toISOString();
      const ids = (await redis.eval(
        CLAIM,
        2,
        keys.due,
        keys.counts,
        now,
        now + leaseMs,
        limit,
        at,
        keys.message(""),
      )) as string[];
      return read(ids);
    },
    async markSent(id, at) {
      await transition(id, ["sending", "queued", "failed"], "sent", null, [
        "sentAt",
        at,
        "updatedAt",
        at,
        "lastError",
        "",
      ]);
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
      const done = await transition(id, ["queued", "failed"], "queued", now, [
        "dueAt",
        String(now),
        "updatedAt",
        at,
      ]);
      return done ? get(id) : null;
    },
    async list(limit) {
      return read(await redis.zrevrange(keys.all, 0, limit - 1));
    },
    async pruneSent(before) {
      return (await redis.eval(
        PRUNE_SENT,
        2,
        keys.all,
        keys.counts,
        Date.parse(before),
        1000,
        keys.message(""),
      )) as number;
    },
    async counts() {
      const hash = await redis.hgetall(keys.counts);
      return Object.fromEntries(
        outboxStatusSchema.options.map((s) => [s, Math.max(0, Number(hash[s] ?? 0))]),
      ) as Record<OutboxStatus, number>;
    },
  };
}
