import type { AppEnvironment, Lead, LeadStatus, OutboxMessage } from "@repo/schemas";
import { appEnvironmentSchema, leadStatusSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import type { LeadCounts, LeadRepository } from "../types";
import { AtomicWrites } from "./atomic";
import { type Keys, withLock } from "./client";
import { outboxKeys, queueOutbox } from "./outbox";
import { rateLimitKey } from "./rate-limits";

/** The commands that store a new lead and count it, for any atomic write (a booking's too). */
export function queueLead(tx: AtomicWrites, key: Keys, lead: Lead): AtomicWrites {
  return tx
    .set(key("lead", lead.id), JSON.stringify(lead))
    .zadd(key("leads", "index"), Date.parse(lead.createdAt), lead.id)
    .hincrby(key("leads", "counts", lead.environment), lead.status, 1);
}

/**
 * lead:{id} JSON; leads:index ZSET by creation time; leads:counts:{env} HASH status → count,
 * kept in the same transaction as each write. A new lead and its emails (and a public
 * submission's rate-limit hit) are written in one script (AtomicWrites).
 */
export function createRedisLeads(redis: Redis, key: Keys): LeadRepository {
  const leadKey = (id: string) => key("lead", id);
  const index = key("leads", "index");
  const countsKey = (env: AppEnvironment) => key("leads", "counts", env);
  const outbox = outboxKeys(key);

  const read = async (ids: string[]): Promise<Lead[]> => {
    const out: Lead[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500).map(leadKey);
      for (const json of await redis.mget(...chunk)) if (json) out.push(JSON.parse(json) as Lead);
    }
    return out;
  };

  const writes = (lead: Lead, messages: OutboxMessage[]) =>
    queueOutbox(queueLead(new AtomicWrites(redis), key, lead), outbox, messages);

  return {
    async create(lead, messages = []) {
      await writes(lead, messages).exec();
      return lead;
    },
    createCounted(lead, messages, { key: k, windowMs, limit }) {
      return writes(lead, messages).execCounted(rateLimitKey(key, k), windowMs, limit);
    },
    async get(id) {
      const json = await redis.get(leadKey(id));
      return json ? (JSON.parse(json) as Lead) : null;
    },
    async list(filter) {
      const ids = await redis.zrevrange(index, 0, -1);
      return (await read(ids)).filter(
        (l) =>
          (!filter.status || l.status === filter.status) &&
          (!filter.type || l.type === filter.type) &&
          (!filter.environment || l.environment === filter.environment),
      );
    },
    async update(id, change) {
      return withLock(redis, key("lock", "lead", id), async () => {
        const json = await redis.get(leadKey(id));
        if (!json) return null;
        const before = JSON.parse(json) as Lead;
        const after = change(before);
        const tx = redis.multi().set(leadKey(id), JSON.stringify(after));
        if (before.status !== after.status) {
          tx.hincrby(countsKey(before.environment), before.status, -1);
          tx.hincrby(countsKey(after.environment), after.status, 1);
        }
        await tx.exec();
        return after;
      });
    },
    async counts(environment): Promise<LeadCounts> {
      const envs = environment ? [environment] : appEnvironmentSchema.options;
      const byStatus = Object.fromEntries(leadStatusSchema.options.map((s) => [s, 0])) as Record<
        LeadStatus,
        number
      >;
      for (const env of envs) {
        const hash = await redis.hgetall(countsKey(env));
        for (const status of leadStatusSchema.options)
          byStatus[status] += Number(hash[status] ?? 0);
      }
      const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
      return { total, byStatus };
    },
  };
}
