import type { Database } from "bun:sqlite";
import { hasColumn, isWithoutRowid, migrateTableOnce } from "./table-migration";

/**
 * Messages live in a rowid table, in the order they were written, a row for each append (one
 * message's JSON, or a JSON array of the messages appended together, `seq` the first one's
 * number); each row names its conversation's row before it (`prev_id`) and the conversation
 * row names its last one (`last_message_id`), so a conversation's messages are read by walking
 * back from its last.
 * Inserting a message writes only the table's last page. Found through an index on
 * (conversation, seq) instead, as they were, each message also went into the index at its
 * conversation's place: under load a group commit of chat messages wrote a page of that index
 * per conversation it touched (~60 % of the pages such a commit wrote), and each page written
 * is copied again at the next checkpoint. Keyed by (conversation, seq), as they were before
 * that, a message went into the middle of the table itself (~4–5 pages per question and answer).
 */
const MESSAGES_TABLE = `
  CREATE TABLE IF NOT EXISTS conversation_messages (
    id INTEGER PRIMARY KEY,
    conversation_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    data TEXT NOT NULL,
    prev_id INTEGER
  );`;

/** Moves a database's messages from the earliest (conversation, seq)-keyed table into a rowid table, once. */
const migrateKeyedMessages = (db: Database) =>
  migrateTableOnce(
    db,
    () => isWithoutRowid(db, "conversation_messages") === true,
    `ALTER TABLE conversation_messages RENAME TO conversation_messages_by_key;
    CREATE TABLE conversation_messages (
      id INTEGER PRIMARY KEY,
      conversation_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data TEXT NOT NULL
    );
    CREATE UNIQUE INDEX conversation_messages_seq ON conversation_messages (conversation_id, seq);
    INSERT INTO conversation_messages (conversation_id, seq, data)
      SELECT conversation_id, seq, data FROM conversation_messages_by_key
      ORDER BY conversation_id, seq;
    DROP TABLE conversation_messages_by_key;`,
  );

/**
 * Links the messages of a database made by an earlier version (found through the
 * (conversation, seq) index) into their chains, once, then drops that index: every message
 * names the one before it, every conversation its last.
 */
const migrateToChains = (db: Database) =>
  migrateTableOnce(
    db,
    () =>
      isWithoutRowid(db, "conversation_messages") === false &&
      !hasColumn(db, "conversation_messages", "prev_id"),
    `ALTER TABLE conversation_messages ADD COLUMN prev_id INTEGER;
    ALTER TABLE conversations ADD COLUMN last_message_id INTEGER;
    UPDATE conversation_messages SET prev_id = before.id
      FROM (SELECT id AS of, LAG(id) OVER (PARTITION BY conversation_id ORDER BY seq) AS id
        FROM conversation_messages) AS before
      WHERE before.of = conversation_messages.id AND before.id IS NOT NULL;
    UPDATE conversations SET last_message_id = (
      SELECT m.id FROM conversation_messages m WHERE m.conversation_id = conversations.id
      ORDER BY m.seq DESC LIMIT 1);
    DROP INDEX IF EXISTS conversation_messages_seq;`,
  );

/**
 * conversations + conversation_messages hold the data; analytics_daily, analytics_hourly,
 * analytics_topics and analytics_question_counts (frequencies per block of days, see
 * coverDays; questions as integer ids from question_texts, so grouping stays cheap) are the
 * aggregates every write keeps in the same transaction.
 */
export function createConversationTables(db: Database): void {
  migrateKeyedMessages(db);
  migrateToChains(db);
  db.exec(MESSAGES_TABLE);
  db.exec(`
    CREATE TABLE IF NOT EXISTS conversations (
      id TEXT PRIMARY KEY,
      environment TEXT NOT NULL,
      source TEXT NOT NULL,
      started_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      message_count INTEGER NOT NULL DEFAULT 0,
      question_count INTEGER NOT NULL DEFAULT 0,
      tags TEXT NOT NULL DEFAULT '[]',
      first_question TEXT,
      visitor_id TEXT,
      lead_id TEXT,
      last_message_id INTEGER
    );
    CREATE INDEX IF NOT EXISTS conversations_started ON conversations (started_at DESC, id DESC);
    CREATE INDEX IF NOT EXISTS conversations_env_started ON conversations (environment, started_at DESC);
    CREATE TABLE IF NOT EXISTS analytics_daily (
      day TEXT NOT NULL,
      environment TEXT NOT NULL,
      source TEXT NOT NULL,
      conversations INTEGER NOT NULL DEFAULT 0,
      questions INTEGER NOT NULL DEFAULT 0,
      messages INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (day, environment, source)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS analytics_hourly (
      hour TEXT NOT NULL,
      environment TEXT NOT NULL,
      source TEXT NOT NULL,
      questions INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (hour, environment, source)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS analytics_topics (
      day TEXT NOT NULL,
      environment TEXT NOT NULL,
      source TEXT NOT NULL,
      topic TEXT NOT NULL,
      questions INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (day, environment, source, topic)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS question_texts (
      id INTEGER PRIMARY KEY,
      norm TEXT NOT NULL UNIQUE,
      text TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS analytics_question_counts (
      level INTEGER NOT NULL,
      bucket INTEGER NOT NULL,
      environment TEXT NOT NULL,
      source TEXT NOT NULL,
      qid INTEGER NOT NULL,
      count INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (level, bucket, environment, source, qid)
    ) WITHOUT ROWID;
  `);
}
