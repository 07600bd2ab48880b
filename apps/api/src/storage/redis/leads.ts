import type { AppEnvironment, Lead, LeadStatus, OutboxMessage } from "@repo/schemas";
import { appEnvironmentSchema, leadStatusSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import { outboxFixedPart } from "../records";
import { decodeStored, readable } from "../stored-json";
import type { LeadCounts, LeadRepository } from "../types";
import { AtomicWrites } from "./atomic";
import { type Keys, withLock } from "./client";
import { luaScript } from "./lua";
import { isNewLeadNotice, outboxKeys, queueOutbox } from "./outbox";
import { newNoticeEntry } from "./outbox-new";
import { COUNT_HIT, hitOf, rateLimitKey } from "./rate-limits";

/** The commands that store a new lead and count it, for any atomic write (a booking's too). */
export function queueLead(tx: AtomicWrites, key: Keys, lead: Lead): AtomicWrites {
  return tx
    .set(key("lead", lead.id), JSON.stringify(lead))
    .zadd(key("leads", "index"), Date.parse(lead.createdAt), lead.id)
    .hincrby(key("leads", "counts", lead.environment), lead.status, 1);
}

/**
 * A public submission in one step: counts its rate-limit hit and, within the limit, stores the
 * lead with the same commands, in the same order, as `queueLead`, and queues its emails: a new
 * lead notice (see `isNewLeadNotice`) as one entry of the new notices' list (outbox-new.ts), any
 * other message as `queueOutbox` writes it (field names written here, so the call carries values
 * only; each costs our client and Redis). KEYS: counter, lead, leads index, the environment's
 * lead counts, new notices list, then, with other messages, outbox due, all and counts and one
 * per message. ARGV: window ms, limit, lead JSON, its creation (ms), id, status, the number of
 * list entries, the entries, then per other message: fixed part (JSON), status, attempts,
 * dueAt, updatedAt, creation (ms), id. Returns {count, ms left, 1 when stored}.
 */
const COUNTED_LEAD = `${COUNT_HIT}
if count > tonumber(ARGV[2]) then return {count, ttl, 0} end
redis.call("SET", KEYS[2], ARGV[3])
redis.call("ZADD", KEYS[3], ARGV[4], ARGV[5])
redis.call("HINCRBY", KEYS[4], ARGV[6], 1)
local listed = tonumber(ARGV[7])
if listed > 0 then redis.call("RPUSH", KEYS[5], unpack(ARGV, 8, 7 + listed)) end
local a = 8 + listed
for k = 9, #KEYS do
  local status, due, id = ARGV[a + 1], ARGV[a + 3], ARGV[a + 6]
  redis.call("HSET", KEYS[k], "data", ARGV[a], "status", status, "attempts", ARGV[a + 2],
    "dueAt", due, "updatedAt", ARGV[a + 4])
  if status == "queued" or status == "sending" then redis.call("ZADD", KEYS[6], due, id) end
  redis.call("ZADD", KEYS[7], ARGV[a + 5], id)
  redis.call("HINCRBY", KEYS[8], status, 1)
  a = a + 7
end
return {count, ttl, 1}`;

/**
 * lead:{id} JSON; leads:index ZSET by creation time; leads:counts:{env} HASH status → count,
 * kept in the same transaction as each write. A new lead and its emails are written in one
 * script (AtomicWrites); a public submission's, with its rate-limit hit, in COUNTED_LEAD.
 */
export function createRedisLeads(redis: Redis, key: Keys): LeadRepository {
  const leadKey = (id: string) => key("lead", id);
  const index = key("leads", "index");
  const countsKey = (env: AppEnvironment) => key("leads", "counts", env);
  const outbox = outboxKeys(key);
  const countedLead = luaScript(redis, COUNTED_LEAD);

  const read = async (ids: string[]): Promise<Lead[]> => {
    const out: Lead[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500).map(leadKey);
      const docs = await redis.mget(...chunk);
      out.push(
        ...readable(
          docs,
          (json, j) => json && decodeStored<Lead>(json, "lead", ids[i + j] as string),
        ),
      );
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
    async createCounted(lead, messages, { key: k, windowMs, limit }) {
      const keys = [rateLimitKey(key, k), leadKey(lead.id), index, countsKey(lead.environment)];
      keys.push(outbox.fresh);
      const listed: string[] = [];
      const others: OutboxMessage[] = [];
      for (const m of messages)
        if (isNewLeadNotice(m)) listed.push(newNoticeEntry(m));
        else others.push(m);
      const values: (string | number)[] = [windowMs, limit, JSON.stringify(lead)];
      values.push(Date.parse(lead.createdAt), lead.id, lead.status, listed.length, ...listed);
      if (others.length) keys.push(outbox.due, outbox.all, outbox.counts);
      for (const m of others) {
        keys.push(outbox.message(m.id));
        values.push(JSON.stringify(outboxFixedPart(m)), m.status, m.attempts, m.dueAt);
        values.push(m.updatedAt, Date.parse(m.createdAt), m.id);
      }
      const [count, ttl, ran] = (await countedLead(keys.length, keys, values)) as number[];
      return { hit: hitOf(count, ttl), stored: Number(ran) === 1 };
    },
    async get(id) {
      const json = await redis.get(leadKey(id));
      return (json && decodeStored<Lead>(json, "lead", id)) || null;
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
        // Not decoding: not found, and nothing written over what is stored.
        const before = json && decodeStored<Lead>(json, "lead", id);
        if (!before) return null;
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
