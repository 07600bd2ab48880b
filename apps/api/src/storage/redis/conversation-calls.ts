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
  displayQuestion,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../../lib/analytics-keys";
import { countsAsQuestion } from "../records";
import type { Keys } from "./client";
import { type Combo, conversationKeys } from "./conversation-keys";

/** How many question-count blocks a question is counted in (bucketsOfDay's length). */
const BUCKET_COUNT = String(BUCKET_LEVELS);

/** The keys and arguments of the conversation scripts' calls (conversation-scripts.ts). */
export function conversationCalls(key: Keys) {
  const { convKey, msgsKey, indexKey, dailyKey, hourlyKey, topicsKey, questionsKey, textKey } =
    conversationKeys(key);

  /**
   * The question-count blocks of a day (bucketsOfDay) as keys of `combo`: every question of a
   * day in one environment and source counts in the same four, so the last ones are kept.
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
   * The APPEND script's keys, its arguments (packed by the caller) and the messages' JSON for the
   * messages and tags (conversation-scripts.ts).
   */
  const appendCall = (
    id: string,
    combo: { env: AppEnvironment; source: ConversationSource },
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    const keys = [
      convKey(id),
      msgsKey(id),
      dailyKey(combo),
      hourlyKey(combo),
      topicsKey(combo),
      textKey(combo.env),
    ];
    const args: string[] = [combo.env, combo.source, String(tags.length), ...tags];
    // Each message's JSON goes as an argument of its own (see MESSAGE_JSONS).
    const jsons: string[] = [];
    // A question and its answer mostly share a time stamp: its day is read once.
    let stamp: string | undefined;
    let day = "";
    for (const message of messages) {
      if (message.timestamp !== stamp) {
        stamp = message.timestamp;
        day = dayOf(stamp);
      }
      const asks = countsAsQuestion(message);
      const norm = asks ? normalizeQuestion(message.text) : "";
      if (norm) for (const k of bucketKeys(combo, day)) keys.push(k);
      const topics = asks ? questionTopics(message.text) : [];
      jsons.push(JSON.stringify(message));
      args.push(
        message.timestamp,
        day,
        asks ? "1" : "0",
        message.isUser ? message.text.slice(0, 500) : "",
        asks ? hourOf(message.timestamp) : "",
        norm,
        norm ? displayQuestion(message.text) : "",
        norm ? BUCKET_COUNT : "0",
        String(topics.length),
      );
      for (const t of topics) args.push(t);
    }
    return { keys, args, jsons };
  };

  /**
   * A new record's fields and CREATE's arguments: start score, id, `{day}|c`, then the
   * field/value pairs.
   */
  const recordStart = (conversation: Conversation) => {
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
    if (conversation.visitorId) fields.visitorId = conversation.visitorId;
    const start = [
      String(Date.parse(conversation.startedAt)),
      conversation.id,
      `${dayOf(conversation.startedAt)}|c`,
    ];
    return { start, pairs: Object.entries(fields).flat() };
  };

  /** CREATE_APPEND's keys and arguments: a new conversation with its messages and tags. */
  const createAppendCall = (
    conversation: Conversation,
    messages: ConversationMessage[],
    tags: string[],
  ) => {
    const combo = { env: conversation.environment, source: conversation.source };
    const { start, pairs } = recordStart(conversation);
    const { keys, args, jsons } = appendCall(conversation.id, combo, messages, tags);
    keys.unshift(indexKey(combo));
    return { keys, args: [...start, String(pairs.length / 2), ...pairs, ...args], jsons };
  };

  return { appendCall, recordStart, createAppendCall };
}
