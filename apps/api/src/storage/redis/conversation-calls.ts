import type {
  AppEnvironment,
  Conversation,
  ConversationMessage,
  ConversationSource,
} from "@repo/schemas";
import {
  BUCKET_LEVELS,
  bucketsOfDay,
  dayOf,
  hourOf,
  readQuestion,
  timeOf,
} from "../../lib/analytics-keys";
import { countsAsQuestion } from "../records";
import type { Keys } from "./client";
import { type Combo, conversationKeys } from "./conversation-keys";

/** How many question-count blocks a question is counted in (bucketsOfDay's length). */
const BUCKET_COUNT = String(BUCKET_LEVELS);
/** A message that is not a question touches no topic. */
const NO_TOPICS: readonly string[] = [];

/** The keys and arguments of the conversation scripts' calls (conversation-scripts.ts). */
export function conversationCalls(key: Keys) {
  const { convKey, msgsKey, indexKey, dailyKey, hourlyKey, topicsKey, questionsKey, textKey } =
    conversationKeys(key);

  /**
   * The question-count blocks of a day (bucketsOfDay) as keys of `combo`: every question of a
   * day in one environment and source counts in the same ones, so the last ones are kept.
   */
  let lastBuckets: { combo: Combo; day: string; keys: string[] } | undefined;
  const bucketKeys = (combo: Combo, day: string): string[] => {
    const last = lastBuckets;
    if (
      last &&
      last.day === day &&
      last.combo.env === combo.env &&
      last.combo.source === combo.source
    )
      return last.keys;
    const keys = bucketsOfDay(day).map((b) => questionsKey(combo, b.level, b.bucket));
    lastBuckets = { combo, day, keys };
    return keys;
  };

  /**
   * APPEND's keys and arguments for the messages and tags, pushed onto `keys` and `args` (a
   * create's own come first: no array is copied to put them ahead), and each message's JSON.
   */
  const fillAppend = (
    keys: string[],
    args: string[],
    id: string,
    combo: { env: AppEnvironment; source: ConversationSource },
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    keys.push(
      convKey(id),
      msgsKey(id),
      dailyKey(combo),
      hourlyKey(combo),
      topicsKey(combo),
      textKey(combo.env),
    );
    args.push(combo.env, combo.source, String(tags.length));
    for (const tag of tags) args.push(tag);
    // Each message's JSON goes as an argument of its own (see MESSAGE_JSONS).
    const jsons: string[] = [];
    // A question and its answer mostly share a time stamp: its day and hour are read once.
    let stamp: string | undefined;
    let day = "";
    let hour = "";
    for (const message of messages) {
      const asks = countsAsQuestion(message);
      if (message.timestamp !== stamp) {
        stamp = message.timestamp;
        day = dayOf(stamp);
        hour = "";
      }
      if (asks && !hour) hour = hourOf(stamp);
      // A question's key, topics and shown form read together (its text checked once).
      const question = asks ? readQuestion(message.text) : undefined;
      const norm = question ? question.norm : "";
      if (norm) for (const k of bucketKeys(combo, day)) keys.push(k);
      const topics = question ? question.topics : NO_TOPICS;
      jsons.push(JSON.stringify(message));
      args.push(
        stamp,
        day,
        asks ? "1" : "0",
        message.isUser ? message.text.slice(0, 500) : "",
        asks ? hour : "",
        norm,
        question ? question.display : "",
        norm ? BUCKET_COUNT : "0",
        String(topics.length),
      );
      for (const t of topics) args.push(t);
    }
    return jsons;
  };

  /**
   * The APPEND script's keys, its arguments (packed by the caller) and the messages' JSON for the
   * messages and tags (conversation-scripts.ts).
   */
  const appendCall = (
    id: string,
    combo: { env: AppEnvironment; source: ConversationSource },
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    const keys: string[] = [];
    const args: string[] = [];
    const jsons = fillAppend(keys, args, id, combo, messages, tags);
    return { keys, args, jsons };
  };

  /** CREATE's arguments for a new record: start score, id, `{day}|c`. */
  const startOf = (conversation: Conversation) => [
    String(timeOf(conversation.startedAt)),
    conversation.id,
    `${dayOf(conversation.startedAt)}|c`,
  ];

  /** A new record's field/value pairs (HSET's order: these fields as listed). */
  const pairsOf = (conversation: Conversation, into: string[]) => {
    into.push(
      "id",
      conversation.id,
      "source",
      conversation.source,
      "environment",
      conversation.environment,
      "startedAt",
      conversation.startedAt,
      "updatedAt",
      conversation.updatedAt,
      "messageCount",
      "0",
      "questionCount",
      "0",
      "tags",
      conversation.tags.length ? JSON.stringify(conversation.tags) : "[]",
    );
    if (conversation.visitorId) into.push("visitorId", conversation.visitorId);
    return into;
  };

  /**
   * A new record's fields and CREATE's arguments: start score, id, `{day}|c`, then the
   * field/value pairs.
   */
  const recordStart = (conversation: Conversation) => ({
    start: startOf(conversation),
    pairs: pairsOf(conversation, []),
  });

  /** CREATE_APPEND's keys and arguments: a new conversation with its messages and tags. */
  const createAppendCall = (
    conversation: Conversation,
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    const combo = { env: conversation.environment, source: conversation.source };
    const keys = [indexKey(combo)];
    const args = startOf(conversation);
    // The number of field/value pairs goes before them: set once they are in.
    const count = args.push("");
    pairsOf(conversation, args);
    args[count - 1] = String((args.length - count) / 2);
    const jsons = fillAppend(keys, args, conversation.id, combo, messages, tags);
    return { keys, args, jsons };
  };

  return { appendCall, recordStart, createAppendCall };
}
