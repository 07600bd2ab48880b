import type {
  AppEnvironment,
  Conversation,
  ConversationMessage,
  ConversationSource,
} from "@repo/schemas";
import { appEnvironmentSchema, conversationSourceSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import {
  bucketsOfDay,
  coverDays,
  dayOf,
  daysBetween,
  displayQuestion,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../../lib/analytics-keys";
import { newConversation } from "../records";
import type { AnalyticsScope, ConversationRepository, DailyCountRow } from "../types";
import { type Keys, withLock } from "./client";

/** ZUNIONSTORE of KEYS[2..] into KEYS[1], its top ARGV[1] with scores, then the temp key goes. */
const TOP_OF_UNION = `
redis.call("ZUNIONSTORE", KEYS[1], #KEYS - 1, unpack(KEYS, 2))
local top = redis.call("ZRANGE", KEYS[1], 0, tonumber(ARGV[1]) - 1, "REV", "WITHSCORES")
redis.call("DEL", KEYS[1])
return top`;

type Combo = { env: AppEnvironment; source: ConversationSource };

const combos = (scope: { environment?: AppEnvironment; source?: ConversationSource }): Combo[] =>
  (scope.environment ? [scope.environment] : appEnvironmentSchema.options).flatMap((env) =>
    (scope.source ? [scope.source] : conversationSourceSchema.options).map((source) => ({
      env,
      source,
    })),
  );

const toConversation = (h: Record<string, string>): Conversation | null => {
  if (!h.id || !h.environment || !h.source || !h.startedAt) return null;
  return {
    id: h.id,
    source: h.source as ConversationSource,
    environment: h.environment as AppEnvironment,
    startedAt: h.startedAt,
    updatedAt: h.updatedAt ?? h.startedAt,
    messageCount: Number(h.messageCount ?? 0),
    questionCount: Number(h.questionCount ?? 0),
    tags: h.tags ? (JSON.parse(h.tags) as string[]) : [],
    ...(h.firstQuestion !== undefined ? { firstQuestion: h.firstQuestion } : {}),
    ...(h.visitorId !== undefined ? { visitorId: h.visitorId } : {}),
    ...(h.leadId !== undefined ? { leadId: h.leadId } : {}),
  };
};

/**
 * conv:{id} HASH, conv:{id}:msgs LIST, conv:idx:{env}:{source} ZSET by start time.
 * Aggregates, written in the same MULTI as each message:
 * an:daily:{env}:{source} HASH `{day}|c|q|m`; an:hourly:{env}:{source} HASH `{hour}`;
 * an:topics:{env}:{source} HASH `{day}|{topic}`; an:q:{env}:{source}:{level}:{bucket} ZSET
 * normalised question → count (blocks of days, see coverDays); an:qtext:{env} HASH norm → text.
 */
export function createRedisConversations(redis: Redis, key: Keys): ConversationRepository {
  const convKey = (id: string) => key("conv", id);
  const msgsKey = (id: string) => key("conv", id, "msgs");
  const indexKey = (c: Combo) => key("conv", "idx", c.env, c.source);
  const dailyKey = (c: Combo) => key("an", "daily", c.env, c.source);
  const hourlyKey = (c: Combo) => key("an", "hourly", c.env, c.source);
  const topicsKey = (c: Combo) => key("an", "topics", c.env, c.source);
  const questionsKey = (c: Combo, level: number, bucket: number) =>
    key("an", "q", c.env, c.source, String(level), String(bucket));
  const textKey = (env: AppEnvironment) => key("an", "qtext", env);

  const readMany = async (ids: string[]): Promise<Conversation[]> => {
    const pipe = redis.pipeline();
    for (const id of ids) pipe.hgetall(convKey(id));
    const res = (await pipe.exec()) ?? [];
    return res
      .map(([, h]) => toConversation((h ?? {}) as Record<string, string>))
      .filter((c): c is Conversation => c !== null);
  };

  const scanDelete = async (pattern: string) => {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
      cursor = next;
      if (keys.length) await redis.unlink(...keys);
    } while (cursor !== "0");
  };

  return {
    async create(input) {
      const conversation = newConversation(input);
      const combo = { env: input.environment, source: input.source };
      const fields: Record<string, string> = {
        id: conversation.id,
        source: conversation.source,
        environment: conversation.environment,
        startedAt: conversation.startedAt,
        updatedAt: conversation.updatedAt,
        messageCount: "0",
        questionCount: "0",
        tags: JSON.stringify(conversation.tags),
      };
      if (input.visitorId) fields.visitorId = input.visitorId;
      await redis
        .multi()
        .hset(convKey(input.id), fields)
        .zadd(indexKey(combo), Date.parse(input.startedAt), input.id)
        .hincrby(dailyKey(combo), `${dayOf(input.startedAt)}|c`, 1)
        .exec();
      return conversation;
    },

    async appendMessage(id, message) {
      const [env, source, updatedAt] = await redis.hmget(
        convKey(id),
        "environment",
        "source",
        "updatedAt",
      );
      if (!env || !source) return null;
      const combo = { env: env as AppEnvironment, source: source as ConversationSource };
      const day = dayOf(message.timestamp);
      const tx = redis
        .multi()
        .rpush(msgsKey(id), JSON.stringify(message))
        .hincrby(convKey(id), "messageCount", 1)
        .hincrby(dailyKey(combo), `${day}|m`, 1);
      if (!updatedAt || message.timestamp > updatedAt)
        tx.hset(convKey(id), "updatedAt", message.timestamp);
      if (message.isUser) {
        tx.hincrby(convKey(id), "questionCount", 1)
          .hsetnx(convKey(id), "firstQuestion", message.text.slice(0, 500))
          .hincrby(dailyKey(combo), `${day}|q`, 1)
          .hincrby(hourlyKey(combo), hourOf(message.timestamp), 1);
        for (const topic of questionTopics(message.text))
          tx.hincrby(topicsKey(combo), `${day}|${topic}`, 1);
        const norm = normalizeQuestion(message.text);
        if (norm) {
          tx.hsetnx(textKey(combo.env), norm, displayQuestion(message.text));
          for (const b of bucketsOfDay(day))
            tx.zincrby(questionsKey(combo, b.level, b.bucket), 1, norm);
        }
      }
      tx.hgetall(convKey(id));
      const res = (await tx.exec()) ?? [];
      const last = res[res.length - 1]?.[1] as Record<string, string> | undefined;
      return last ? toConversation(last) : null;
    },

    async addTags(id, tags) {
      await withLock(redis, key("lock", "conv", id), async () => {
        const current = await redis.hget(convKey(id), "tags");
        if (current === null) return;
        const merged = [...new Set([...(JSON.parse(current) as string[]), ...tags])];
        await redis.hset(convKey(id), "tags", JSON.stringify(merged));
      });
    },

    async setLead(id, leadId) {
      if (await redis.exists(convKey(id))) await redis.hset(convKey(id), "leadId", leadId);
    },

    async get(id) {
      return toConversation(await redis.hgetall(convKey(id)));
    },

    async messages(id, limit) {
      const list = await redis.lrange(msgsKey(id), limit === undefined ? 0 : -limit, -1);
      return limit === 0 ? [] : list.map((m) => JSON.parse(m) as ConversationMessage);
    },

    async list(filter) {
      const max = filter.to ? Date.parse(filter.to) : "+inf";
      const min = filter.from ? Date.parse(filter.from) : "-inf";
      const pipe = redis.pipeline();
      for (const c of combos(filter))
        pipe.zrevrangebyscore(indexKey(c), max, min, "WITHSCORES", "LIMIT", 0, filter.limit);
      const hits: { id: string; at: number }[] = [];
      for (const [, r] of (await pipe.exec()) ?? []) {
        const flat = (r ?? []) as string[];
        for (let i = 0; i + 1 < flat.length; i += 2)
          hits.push({ id: flat[i] as string, at: Number(flat[i + 1]) });
      }
      hits.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      return readMany(hits.slice(0, filter.limit).map((h) => h.id));
    },

    async dailyCounts(scope: AnalyticsScope) {
      const days = daysBetween(scope.fromDay, scope.toDay);
      if (!days.length) return [];
      const fields = days.flatMap((d) => [`${d}|c`, `${d}|q`, `${d}|m`]);
      const list = combos(scope);
      const pipe = redis.pipeline();
      for (const c of list) pipe.hmget(dailyKey(c), ...fields);
      const res = (await pipe.exec()) ?? [];
      const rows = new Map<string, DailyCountRow>();
      list.forEach((c, ci) => {
        const values = (res[ci]?.[1] ?? []) as (string | null)[];
        days.forEach((day, di) => {
          const conv = Number(values[di * 3] ?? 0);
          const q = Number(values[di * 3 + 1] ?? 0);
          const m = Number(values[di * 3 + 2] ?? 0);
          if (!conv && !q && !m) return;
          const k = `${day}|${c.source}`;
          const row = rows.get(k) ?? {
            day,
            source: c.source,
            conversations: 0,
            questions: 0,
            messages: 0,
          };
          row.conversations += conv;
          row.questions += q;
          row.messages += m;
          rows.set(k, row);
        });
      });
      return [...rows.values()].sort((a, b) =>
        a.day === b.day ? a.source.localeCompare(b.source) : a.day < b.day ? -1 : 1,
      );
    },

    async popularQuestions(scope, limit) {
      const list = combos(scope);
      const keys: string[] = [];
      for (const r of coverDays(scope.fromDay, scope.toDay))
        for (let b = r.from; b <= r.to; b++)
          for (const c of list) keys.push(questionsKey(c, r.level, b));
      if (!keys.length) return [];
      // Union and ranking stay in Redis; only the top `limit` cross the wire.
      const flat = (await redis.eval(
        TOP_OF_UNION,
        keys.length + 1,
        key("tmp", "popular", crypto.randomUUID()),
        ...keys,
        String(limit),
      )) as (string | number)[];
      const counts: { norm: string; count: number }[] = [];
      for (let i = 0; i + 1 < flat.length; i += 2)
        counts.push({ norm: String(flat[i]), count: Number(flat[i + 1]) });
      const top = counts.slice(0, limit);
      if (!top.length) return [];
      const envs = [...new Set(list.map((c) => c.env))];
      const pipe = redis.pipeline();
      for (const env of envs) pipe.hmget(textKey(env), ...top.map((t) => t.norm));
      const texts = ((await pipe.exec()) ?? []).map(([, r]) => (r ?? []) as (string | null)[]);
      return top.map((t, i) => ({
        question: texts.map((x) => x[i]).find((x): x is string => !!x) ?? t.norm,
        count: t.count,
      }));
    },

    async hourlyQuestions(scope) {
      const hours = daysBetween(scope.fromDay, scope.toDay).flatMap((d) =>
        Array.from({ length: 24 }, (_, h) => `${d}T${String(h).padStart(2, "0")}`),
      );
      if (!hours.length) return [];
      const pipe = redis.pipeline();
      for (const c of combos(scope)) pipe.hmget(hourlyKey(c), ...hours);
      const sums = new Array<number>(hours.length).fill(0);
      for (const [, r] of (await pipe.exec()) ?? [])
        ((r ?? []) as (string | null)[]).forEach((v, i) => {
          sums[i] = (sums[i] ?? 0) + Number(v ?? 0);
        });
      return hours
        .map((hour, i) => ({ hour, questions: sums[i] ?? 0 }))
        .filter((h) => h.questions > 0);
    },

    async topicCounts(scope) {
      const pipe = redis.pipeline();
      for (const c of combos(scope)) pipe.hgetall(topicsKey(c));
      const out: Record<string, number> = {};
      for (const [, r] of (await pipe.exec()) ?? [])
        for (const [field, v] of Object.entries((r ?? {}) as Record<string, string>)) {
          const [day, topic] = field.split("|");
          if (!day || !topic || day < scope.fromDay || day > scope.toDay) continue;
          out[topic] = (out[topic] ?? 0) + Number(v);
        }
      return out;
    },

    async clear(environment) {
      const envs = environment ? [environment] : appEnvironmentSchema.options;
      let removed = 0;
      for (const c of combos({ environment })) {
        const ids = await redis.zrange(indexKey(c), "0", "-1");
        removed += ids.length;
        for (let i = 0; i < ids.length; i += 500) {
          const chunk = ids.slice(i, i + 500);
          await redis.unlink(...chunk.flatMap((id) => [convKey(id), msgsKey(id)]));
        }
        await redis.unlink(indexKey(c));
      }
      for (const env of envs) {
        const glob = (s: string) => s.replace(/[*?[\]\\]/g, "\\$&");
        await scanDelete(`${glob(key("an"))}:*:${glob(env)}*`);
      }
      return removed;
    },
  };
}
