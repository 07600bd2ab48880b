import type { Database } from "bun:sqlite";
import { isWithoutRowid, migrateTableOnce } from "./table-migration";

/**
 * Messages live in a rowid table, in the order they were written, found by their conversation
 * through an index. Keyed by (conversation, seq) instead, as they were, a message is inserted
 * in the middle of the tree: appended messages of ~1 KB split a leaf every few messages and
 * each split rewrites its siblings, ~4–5 pages (WAL frames) per question and answer against
 * ~2 now, and every page written is copied again at the next checkpoint.
 */
const MESSAGES_TABLE = `
  CREATE TABLE IF NOT EXISTS conversation_messages (
    id INTEGER PRIMARY KEY,
    conversation_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    data TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS conversation_messages_seq
    ON conversation_messages (conversation_id, seq);`;

/** Moves a database's messages from the earlier (conversation, seq)-keyed table into the rowid table, once. */
const migrateMessages = (db: Database) =>
  migrateTableOnce(
    db,
    () => isWithoutRowid(db, "conversation_messages") === true,
    `ALTER TABLE conversation_messages RENAME TO conversation_messages_by_key;
    ${MESSAGES_TABLE}
    INSERT INTO conversation_messages (conversation_id, seq, data)
      SELECT conversation_id, seq, data FROM conversation_messages_by_key
      ORDER BY conversation_id, seq;
    DROP TABLE conversation_messages_by_key;`,
  );

/**
 * conversations + conversation_messages hold the data; analytics_daily, analytics_hourly,
 * analytics_topics and analytics_question_counts (frequencies per block of days, see
 * coverDays; questions as integer ids from question_texts, so grouping stays cheap) are the
 * aggregates every write keeps in the same transaction.
 */
export function createConversationTables(db: Database): void {
  migrateMessages(db);
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
      lead_id TEXT
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
