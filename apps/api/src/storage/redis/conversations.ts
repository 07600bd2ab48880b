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
import { AppError } from "../../lib/errors";
import { newConversation } from "../records";
import type { AnalyticsScope, ConversationRepository, DailyCountRow } from "../types";
import { type Keys, withLock } from "./client";

/** ZUNIONSTORE of KEYS[2..] into KEYS[1], its top ARGV[1] with scores, then the temp key goes. */
const TOP_OF_UNION = `
redis.call("ZUNIONSTORE", KEYS[1], #KEYS - 1, unpack(KEYS, 2))
local top = redis.call("ZRANGE", KEYS[1], 0, tonumber(ARGV[1]) - 1, "REV", "WITHSCORES")
redis.call("DEL", KEYS[1])
return top`;

/**
 * Starts a conversation unless its id is taken (then 0, nothing written): the record, its
 * index entry and the day's conversation counter in one step. A stray hash without an `id`
 * (left by older versions racing a clear) is replaced.
 * KEYS: conv, index, daily, msgs. ARGV: start score, id, `{day}|c`, then field/value pairs.
 */
const CREATE = `
if redis.call("HEXISTS", KEYS[1], "id") == 1 then return 0 end
redis.call("DEL", KEYS[1], KEYS[4])
redis.call("HSET", KEYS[1], unpack(ARGV, 4))
redis.call("ZADD", KEYS[2], ARGV[1], ARGV[2])
redis.call("HINCRBY", KEYS[3], ARGV[3], 1)
return 1`;

/**
 * Appends one message only while the conversation still exists (as the environment and source
 * the caller read), updating the record, the message list and every aggregate in one step, so
 * a clear of its environment sees either all of it or none. Returns the record (HGETALL) or nil.
 * KEYS: conv, msgs, daily, hourly, topics, qtext, then the question bucket ZSETs.
 * ARGV: env, source, message JSON, timestamp, day, isUser (1/0), first question, hour,
 * normalised question ("" for none), display text, then the topics.
 */
const APPEND = `
local cur = redis.call("HMGET", KEYS[1], "id", "environment", "source", "updatedAt")
if not cur[1] or cur[2] ~= ARGV[1] or cur[3] ~= ARGV[2] then return false end
redis.call("RPUSH", KEYS[2], ARGV[3])
redis.call("HINCRBY", KEYS[1], "messageCount", 1)
redis.call("HINCRBY", KEYS[3], ARGV[5] .. "|m", 1)
if not cur[4] or ARGV[4] > cur[4] then redis.call("HSET", KEYS[1], "updatedAt", ARGV[4]) end
if ARGV[6] == "1" then
  redis.call("HINCRBY", KEYS[1], "questionCount", 1)
  redis.call("HSETNX", KEYS[1], "firstQuestion", ARGV[7])
  redis.call("HINCRBY", KEYS[3], ARGV[5] .. "|q", 1)
  redis.call("HINCRBY", KEYS[4], ARGV[8], 1)
  for i = 11, #ARGV do redis.call("HINCRBY", KEYS[5], ARGV[5] .. "|" .. ARGV[i], 1) end
  if ARGV[9] ~= "" then
    redis.call("HSETNX", KEYS[6], ARGV[9], ARGV[10])
    for i = 7, #KEYS do redis.call("ZINCRBY", KEYS[i], 1, ARGV[9]) end
  end
end
return redis.call("HGETALL", KEYS[1])`;

/** Sets one field of an existing conversation (KEYS[1]); never creates a partial record. */
const SET_IF_EXISTS = `
if redis.call("HEXISTS", KEYS[1], "id") == 0 then return 0 end
redis.call("HSET", KEYS[1], ARGV[1], ARGV[2])
return 1`;

/**
 * Deletes the conversations of the given index ZSETs (KEYS), their messages and the indexes,
 * then every aggregate key matching ARGV[2..], all in one step: a concurrent create or append
 * lands wholly before (and is deleted) or wholly after (and is kept, counted).
 * ARGV[1]: the conversation key prefix (`…conv:`). Returns how many conversations went.
 */
const CLEAR = `
local removed = 0
for _, idx in ipairs(KEYS) do
  local ids = redis.call("ZRANGE", idx, 0, -1)
  removed = removed + #ids
  for i = 1, #ids do redis.call("UNLINK", ARGV[1] .. ids[i], ARGV[1] .. ids[i] .. ":msgs") end
  redis.call("UNLINK", idx)
end
for p = 2, #ARGV do
  local cursor = "0"
  repeat
    local r = redis.call("SCAN", cursor, "MATCH", ARGV[p], "COUNT", 1000)
    cursor = r[1]
    for _, k in ipairs(r[2]) do redis.call("UNLINK", k) end
  until cursor == "0"
end
return removed`;

/** HGETALL's flat reply as a record. */
const pairs = (flat: string[]): Record<string, string> => {
  const out: Record<string, string> = {};
  for (let i = 0; i + 1 < flat.length; i += 2) out[flat[i] as string] = flat[i + 1] as string;
  return out;
};

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
 * Creates, appends and clears each run as one Lua script (CREATE, APPEND, CLEAR), so they
 * never interleave: no partial record, and aggregates always match the conversations kept.
 * Aggregates, written by the same script as each message:
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
      const created = await redis.eval(
        CREATE,
        4,
        convKey(input.id),
        indexKey(combo),
        dailyKey(combo),
        msgsKey(input.id),
        String(Date.parse(input.startedAt)),
        input.id,
        `${dayOf(input.startedAt)}|c`,
        ...Object.entries(fields).flat(),
      );
      if (Number(created) !== 1)
        throw new AppError("conflict", `Conversation ${input.id} already exists`);
      return conversation;
    },

    async appendMessage(id, message) {
      const [env, source] = await redis.hmget(convKey(id), "environment", "source");
      if (!env || !source) return null;
      const combo = { env: env as AppEnvironment, source: source as ConversationSource };
      const day = dayOf(message.timestamp);
      const norm = message.isUser ? normalizeQuestion(message.text) : "";
      const buckets = norm
        ? bucketsOfDay(day).map((b) => questionsKey(combo, b.level, b.bucket))
        : [];
      const keys = [
        convKey(id),
        msgsKey(id),
        dailyKey(combo),
        hourlyKey(combo),
        topicsKey(combo),
        textKey(combo.env),
        ...buckets,
      ];
      const res = (await redis.eval(
        APPEND,
        keys.length,
        ...keys,
        env,
        source,
        JSON.stringify(message),
        message.timestamp,
        day,
        message.isUser ? "1" : "0",
        message.isUser ? message.text.slice(0, 500) : "",
        hourOf(message.timestamp),
        norm,
        norm ? displayQuestion(message.text) : "",
        ...(message.isUser ? questionTopics(message.text) : []),
      )) as string[] | null;
      return res ? toConversation(pairs(res)) : null;
    },

    async addTags(id, tags) {
      await withLock(redis, key("lock", "conv", id), async () => {
        const current = await redis.hget(convKey(id), "tags");
        if (current === null) return;
        const merged = [...new Set([...(JSON.parse(current) as string[]), ...tags])];
        await redis.eval(SET_IF_EXISTS, 1, convKey(id), "tags", JSON.stringify(merged));
      });
    },

    async setLead(id, leadId) {
      await redis.eval(SET_IF_EXISTS, 1, convKey(id), "leadId", leadId);
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
      const glob = (s: string) => s.replace(/[*?[\]\\]/g, "\\$&");
      const indexes = combos({ environment }).map(indexKey);
      const removed = await redis.eval(
        CLEAR,
        indexes.length,
        ...indexes,
        `${key("conv")}:`,
        ...envs.map((env) => `${glob(key("an"))}:*:${glob(env)}*`),
      );
      return Number(removed);
    },
  };
}
