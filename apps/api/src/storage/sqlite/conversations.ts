import type { Database } from "bun:sqlite";
import type { Conversation, ConversationMessage } from "@repo/schemas";
import {
  dayOf,
  displayQuestion,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../../lib/analytics-keys";
import { AppError } from "../../lib/errors";
import { countsAsQuestion, newConversation } from "../records";
import type { ConversationRepository } from "../types";
import { createConversationAnalytics } from "./conversation-analytics";
import { sqliteAddMessagesIfHeld } from "./conversation-held";
import { sqliteAppendKeyed } from "./conversation-keyed";
import { sqliteAppendKeyedCounted } from "./conversation-keyed-counted";
import { sqliteMessageChains } from "./conversation-messages";
import { appended, type Row, toConversation } from "./conversation-rows";
import { createConversationTables } from "./conversation-tables";
import { conditions } from "./db";
import type { GroupCommit } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import { sqliteQuestionCounts } from "./question-counts";
import type { sqliteRateLimitTable } from "./rate-limit-table";

/**
 * Conversations and their messages; every write also updates the aggregates (see
 * conversation-tables.ts) in the same transaction, committed with others (see group-commit.ts).
 * The day's, hour's and topic's counters are tallied: the writes of one group add to each row
 * once, just before its commit.
 */
export function createSqliteConversations(
  db: Database,
  { write, tally, attempt }: Pick<GroupCommit, "write" | "tally" | "attempt">,
  kv: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
): ConversationRepository {
  createConversationTables(db);
  const chains = sqliteMessageChains(db);
  const questionCounts = sqliteQuestionCounts(db);

  const insertConversation = db.query(`
    INSERT INTO conversations (id, environment, source, started_at, updated_at, message_count,
      question_count, tags, first_question, visitor_id, last_message_id)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
    ON CONFLICT (id) DO NOTHING`);
  const selectConversation = db.query<Row & { rid: number }, [string]>(
    "SELECT rowid AS rid, * FROM conversations WHERE id = ?",
  );
  // Read, then written with every changed column in one statement: cheaper than an UPDATE …
  // RETURNING (which buffers its rows) and a second UPDATE for the tags. Both run in the
  // group's transaction, which holds the write lock, so no other write comes between them
  // and the row is written by the rowid it was read with (one B-tree search, not the id's
  // index and then the table).
  const saveAppend = db.query(`
    UPDATE conversations SET message_count = ?2, question_count = ?3, updated_at = ?4,
      first_question = ?5, tags = ?6, last_message_id = ?7
    WHERE rowid = ?1`);
  const saveLead = db.query("UPDATE conversations SET lead_id = ? WHERE id = ?");
  const addDaily = db.query(`
    INSERT INTO analytics_daily (day, environment, source, conversations, questions, messages)
    VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET
      conversations = conversations + excluded.conversations,
      questions = questions + excluded.questions,
      messages = messages + excluded.messages`);
  const addHourly = db.query(`
    INSERT INTO analytics_hourly (hour, environment, source, questions) VALUES (?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET questions = questions + excluded.questions`);
  const addTopic = db.query(`
    INSERT INTO analytics_topics (day, environment, source, topic, questions) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT DO UPDATE SET questions = questions + excluded.questions`);
  // Keys, then amounts: as the statements take them.
  const daily = tally((keys, amounts) => addDaily.run(...keys, ...amounts));
  const hourly = tally((keys, amounts) => addHourly.run(...keys, ...amounts));
  const topics = tally((keys, amounts) => addTopic.run(...keys, ...amounts));
  // Each write below runs in a group commit, which undoes all of a write that throws (see
  // group-commit.ts): each is atomic.
  /**
   * Counts the messages (and the conversation, when `started`) in the aggregates: each day's
   * counters once, however many messages.
   */
  const countMessages = (row: Row, messages: ConversationMessage[], started: boolean) => {
    const { environment: env, source } = row;
    const perDay = new Map<string, { c: number; q: number; m: number }>();
    if (started) perDay.set(dayOf(row.started_at), { c: 1, q: 0, m: 0 });
    for (const message of messages) {
      const day = dayOf(message.timestamp);
      const counts = perDay.get(day) ?? { c: 0, q: 0, m: 0 };
      counts.m++;
      if (countsAsQuestion(message)) {
        counts.q++;
        countQuestion(message, day, env, source);
      }
      perDay.set(day, counts);
    }
    for (const [day, { c, q, m }] of perDay) daily.add([day, env, source], [c, q, m]);
  };

  /**
   * Inserts the conversation as its first messages and tags leave it, and counts it: one row
   * write, no read. Null (nothing written) when the id is taken: its messages, inserted first
   * so the row can name its last, are deleted again.
   */
  const create = (c: Conversation, messages: ConversationMessage[] = [], tags: string[] = []) => {
    const row = appended(
      {
        id: c.id,
        environment: c.environment,
        source: c.source,
        started_at: c.startedAt,
        updated_at: c.startedAt,
        message_count: 0,
        question_count: 0,
        tags: JSON.stringify(c.tags),
        first_question: null,
        visitor_id: c.visitorId ?? null,
        lead_id: null,
        last_message_id: null,
      },
      messages,
      tags,
    );
    chains.append(row, messages);
    const inserted = insertConversation.run(
      row.id,
      row.environment,
      row.source,
      row.started_at,
      row.updated_at,
      row.message_count,
      row.question_count,
      row.tags,
      row.first_question,
      row.visitor_id,
      row.last_message_id,
    ).changes;
    if (!inserted) {
      chains.undoAppend(row, messages);
      return null;
    }
    countMessages(row, messages, true);
    return toConversation(row);
  };

  /** Counts one asked message in the hourly, topic and question aggregates. */
  const countQuestion = (
    message: ConversationMessage,
    day: string,
    env: string,
    source: string,
  ) => {
    hourly.add([hourOf(message.timestamp), env, source], [1]);
    for (const topic of questionTopics(message.text)) topics.add([day, env, source, topic], [1]);
    const norm = normalizeQuestion(message.text);
    if (norm) questionCounts.count(norm, () => displayQuestion(message.text), day, env, source);
  };

  /**
   * Appends messages in order, with tags to merge: the row is read and written once and each
   * day's counters once, however many messages (a question and its answer are one write); with
   * no messages, only the tags are merged.
   */
  const appendRow = (
    id: string,
    messages: ConversationMessage[],
    tags: string[] = [],
    as?: { environment: string; source: string },
  ) => {
    const stored = selectConversation.get(id);
    if (!stored || (as && (stored.environment !== as.environment || stored.source !== as.source)))
      return null;
    const row = appended(stored, messages, tags);
    chains.append(row, messages);
    saveAppend.run(
      stored.rid,
      row.message_count,
      row.question_count,
      row.updated_at,
      row.first_question,
      row.tags,
      row.last_message_id,
    );
    countMessages(row, messages, false);
    return row;
  };
  /** appendRow's record as the repository gives it. */
  const append = (...args: Parameters<typeof appendRow>): Conversation | null => {
    const row = appendRow(...args);
    return row && toConversation(row);
  };

  const createWithMessages: ConversationRepository["createWithMessages"] = async (
    input,
    messages,
    tags,
  ) => {
    const created = await write(() => create(newConversation(input), messages, tags));
    if (!created) throw new AppError("conflict", `Conversation ${input.id} already exists`);
    return created;
  };

  const clear = (environment?: string) => {
    // What this group counted before is deleted with the rest, as if written already.
    for (const t of [daily, hourly, topics]) t.applyNow();
    const env = environment ? " WHERE environment = $environment" : "";
    const params: Record<string, string> = environment ? { environment } : {};
    chains.clear(environment);
    const removed = db.query(`DELETE FROM conversations${env}`).run(params).changes;
    for (const table of [
      "analytics_daily",
      "analytics_hourly",
      "analytics_topics",
      "analytics_question_counts",
    ])
      db.query(`DELETE FROM ${table}${env}`).run(params);
    db.query(
      "DELETE FROM question_texts WHERE id NOT IN (SELECT qid FROM analytics_question_counts)",
    ).run();
    return removed;
  };

  return {
    create: (input) => createWithMessages(input, []),
    createWithMessages,
    appendMessage(id, message) {
      return write(() => append(id, [message]));
    },
    appendMessages(id, messages, tags) {
      return write(() => append(id, messages, tags));
    },
    addMessages(id, messages, tags) {
      // No record made of the row: the caller wants only whether it was written.
      return write(() => appendRow(id, messages, tags) !== null);
    },
    addMessagesIfHeld: sqliteAddMessagesIfHeld(
      kv,
      rateLimits,
      write,
      (id, messages, tags) => appendRow(id, messages, tags) !== null,
    ),
    appendKeyed: sqliteAppendKeyed(kv, write, { create, append }),
    appendKeyedCounted: sqliteAppendKeyedCounted(
      kv,
      rateLimits,
      { write, attempt },
      { create, append },
    ),
    async setLead(id, leadId) {
      await write(() => saveLead.run(leadId, id));
    },
    async get(id) {
      const row = selectConversation.get(id);
      return row ? toConversation(row) : null;
    },
    async messages(id, limit) {
      return chains.read(id, limit);
    },
    async list(filter) {
      const { sql, params } = conditions({
        "environment = $environment": filter.environment,
        "source = $source": filter.source,
        "started_at >= $from": filter.from,
        "started_at <= $to": filter.to,
      });
      return db
        .query<Row, Record<string, string | number>>(
          `SELECT * FROM conversations WHERE 1${sql} ORDER BY started_at DESC, id DESC LIMIT $limit`,
        )
        .all({ ...params, limit: filter.limit })
        .map(toConversation);
    },

    ...createConversationAnalytics(db, questionCounts),
    clear(environment) {
      return write(() => clear(environment));
    },
  };
}
