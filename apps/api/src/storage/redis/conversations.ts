import type {
  AppEnvironment,
  Conversation,
  ConversationMessage,
  ConversationSource,
} from "@repo/schemas";
import { appEnvironmentSchema } from "@repo/schemas";
import type { Redis } from "ioredis";
import { AppError } from "../../lib/errors";
import { newConversation } from "../records";
import { decodeStored } from "../stored-json";
import type { ConversationRepository } from "../types";
import type { Keys } from "./client";
import { createConversationAnalytics } from "./conversation-analytics";
import { conversationCalls } from "./conversation-calls";
import { ConversationCombos } from "./conversation-combos";
import { redisAddMessagesIfHeld } from "./conversation-held";
import { redisAppendKeyed } from "./conversation-keyed";
import { redisAppendKeyedCounted } from "./conversation-keyed-counted";
import { type Combo, combos as combosOf, conversationKeys } from "./conversation-keys";
import {
  APPEND,
  APPEND_QUIET,
  CLEAR,
  CREATE,
  CREATE_APPEND,
  RECORD_FIELDS,
  SET_IF_EXISTS,
} from "./conversation-scripts";
import { luaScript, packArgs } from "./lua";

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
    tags: (h.tags && decodeStored<string[]>(h.tags, "conversation tags", h.id, "strings")) || [],
    ...(h.firstQuestion !== undefined ? { firstQuestion: h.firstQuestion } : {}),
    ...(h.visitorId !== undefined ? { visitorId: h.visitorId } : {}),
    ...(h.leadId !== undefined ? { leadId: h.leadId } : {}),
  };
};

/**
 * Conversations on Redis (keys: see conversation-keys.ts). Creates, appends, tags and clears
 * each run as one Lua script (conversation-scripts.ts), so they never interleave: no partial
 * record, and aggregates always match the conversations kept.
 */
export function createRedisConversations(redis: Redis, key: Keys): ConversationRepository {
  const { convKey, msgsKey, indexKey, dailyKey } = conversationKeys(key);
  const { appendCall, recordStart, createAppendCall } = conversationCalls(key);

  const readMany = async (ids: string[]): Promise<Conversation[]> => {
    const pipe = redis.pipeline();
    for (const id of ids) pipe.hgetall(convKey(id));
    const res = (await pipe.exec()) ?? [];
    return res
      .map(([, h]) => toConversation((h ?? {}) as Record<string, string>))
      .filter((c): c is Conversation => c !== null);
  };

  const script = {
    append: luaScript(redis, APPEND),
    appendQuiet: luaScript(redis, APPEND_QUIET),
    create: luaScript(redis, CREATE),
    createAppend: luaScript(redis, CREATE_APPEND),
    setIfExists: luaScript(redis, SET_IF_EXISTS),
  };

  /** The record as APPEND returns it (see RECORD_FIELDS). */
  const appendedRecord = (
    id: string,
    combo: { env: AppEnvironment; source: ConversationSource },
    res: (string | null)[] | null,
  ) => {
    if (!res) return null;
    const record: Record<string, string> = { id, environment: combo.env, source: combo.source };
    for (let i = 0; i < RECORD_FIELDS.length; i++) {
      const value = res[i];
      if (value !== null && value !== undefined) record[RECORD_FIELDS[i] as string] = value;
    }
    return toConversation(record);
  };

  /** APPEND's (and APPEND_QUIET's) arguments for all the messages and tags. */
  const appendArgs = (
    id: string,
    combo: Combo,
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    const { keys, args, jsons } = appendCall(id, combo, messages, tags);
    return [keys.length, keys, packArgs(args), jsons] as const;
  };

  const combos = new ConversationCombos();

  /** The record's environment and source: known from this process's writes, else read. */
  const comboOf = async (id: string) => {
    const known = combos.get(id);
    if (known) return { combo: known, known: true };
    const [env, source] = await redis.hmget(convKey(id), "environment", "source");
    if (!env || !source) return null;
    const combo = { env: env as AppEnvironment, source: source as ConversationSource };
    combos.remember(id, combo);
    return { combo, known: false };
  };

  /**
   * `write` with the record's environment and source, `gone` when there is no record. When a
   * remembered record was gone (`write` answered `gone`: nothing written), it is read again once.
   */
  const onRecord = async <T>(
    id: string,
    gone: T,
    write: (combo: Combo) => Promise<T>,
  ): Promise<T> => {
    const found = await comboOf(id);
    if (!found) return gone;
    const result = await write(found.combo);
    if (!found.known || result !== gone) return result;
    combos.forget(id);
    return onRecord(id, gone, write);
  };

  /** The messages and tags in one script call, which checks the record is there as named. */
  const appendMessages: ConversationRepository["appendMessages"] = (id, messages, tags) =>
    onRecord(id, null, async (combo) => {
      const res = await script.append(...appendArgs(id, combo, messages, tags ?? []));
      return appendedRecord(id, combo, res as (string | null)[] | null);
    });

  /** appendMessages through APPEND_QUIET: the same writes, no record read back. */
  const addMessages: ConversationRepository["addMessages"] = (id, messages, tags) =>
    onRecord(
      id,
      false,
      async (combo) =>
        (await script.appendQuiet(...appendArgs(id, combo, messages, tags ?? []))) !== null,
    );

  /**
   * CREATE, or with messages CREATE_APPEND: the record, its index entry and counters, and the
   * messages' writes in one script call.
   */
  const createWithMessages: ConversationRepository["createWithMessages"] = async (
    input,
    messages,
    tags,
  ) => {
    const conversation = newConversation(input);
    const combo = { env: input.environment, source: input.source };
    // Known before the script runs, so an append issued beside this create goes in the same
    // round trip instead of reading the record first; it runs after the create on this
    // connection (as does a lead link sent beside it). A create refused as a conflict forgets
    // it again; after a failed call it stays remembered, which is harmless: an append finding
    // no record reads the conversation again.
    combos.remember(input.id, combo);
    let created: unknown;
    if (messages.length || tags?.length) {
      const { keys, args, jsons } = createAppendCall(conversation, messages, tags ?? []);
      created = await script.createAppend(keys.length, keys, packArgs(args), jsons);
    } else {
      const { start, pairs } = recordStart(conversation);
      const keys = [convKey(input.id), indexKey(combo), dailyKey(combo), msgsKey(input.id)];
      created = await script.create(4, keys, start, pairs);
    }
    if (Array.isArray(created)) return appendedRecord(input.id, combo, created) ?? conversation;
    if (Number(created) !== 1) {
      combos.forget(input.id);
      throw new AppError("conflict", `Conversation ${input.id} already exists`);
    }
    return conversation;
  };

  return {
    create: (input) => createWithMessages(input, []),
    createWithMessages,

    appendMessage(id, message) {
      return appendMessages(id, [message]);
    },

    appendMessages,

    addMessages,

    addMessagesIfHeld: redisAddMessagesIfHeld(redis, key, appendArgs, onRecord),

    appendKeyed: redisAppendKeyed(redis, key, createAppendCall),

    appendKeyedCounted: redisAppendKeyedCounted(redis, key, createAppendCall),

    async setLead(id, leadId) {
      await script.setIfExists(1, convKey(id), "leadId", leadId);
    },

    async get(id) {
      return toConversation(await redis.hgetall(convKey(id)));
    },

    async messages(id, limit) {
      const list = await redis.lrange(msgsKey(id), limit === undefined ? 0 : -limit, -1);
      if (limit === 0) return [];
      const out: ConversationMessage[] = [];
      for (const m of list) {
        const message = decodeStored<ConversationMessage>(m, "conversation message", id);
        if (message) out.push(message);
      }
      return out;
    },

    async list(filter) {
      const max = filter.to ? Date.parse(filter.to) : "+inf";
      const min = filter.from ? Date.parse(filter.from) : "-inf";
      const pipe = redis.pipeline();
      for (const c of combosOf(filter))
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

    ...createConversationAnalytics(redis, key),

    async clear(environment) {
      const envs = environment ? [environment] : appEnvironmentSchema.options;
      const glob = (s: string) => s.replace(/[*?[\]\\]/g, "\\$&");
      const indexes = combosOf({ environment }).map(indexKey);
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
