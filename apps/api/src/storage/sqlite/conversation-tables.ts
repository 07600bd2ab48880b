import type { Database } from "bun:sqlite";

/**
 * conversations + conversation_messages hold the data; analytics_daily, analytics_hourly,
 * analytics_topics and analytics_question_counts (frequencies per block of days, see
 * coverDays; questions as integer ids from question_texts, so grouping stays cheap) are the
 * aggregates every write keeps in the same transaction.
 */
export function createConversationTables(db: Database): void {
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
    CREATE TABLE IF NOT EXISTS conversation_messages (
      conversation_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (conversation_id, seq)
    ) WITHOUT ROWID;
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
