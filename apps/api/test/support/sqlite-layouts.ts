/**
 * The SQLite tables as earlier versions left them, for tests of the moves a start makes
 * (storage/sqlite/conversation-tables.ts).
 */
import { Database } from "bun:sqlite";
import { join } from "node:path";

/** The conversations table before `last_message_id`. */
export const OLD_CONVERSATIONS = `
  CREATE TABLE conversations (
    id TEXT PRIMARY KEY, environment TEXT NOT NULL, source TEXT NOT NULL,
    started_at TEXT NOT NULL, updated_at TEXT NOT NULL,
    message_count INTEGER NOT NULL DEFAULT 0, question_count INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]', first_question TEXT, visitor_id TEXT, lead_id TEXT
  );`;

/** The earliest messages table: keyed by (conversation, seq). */
export const KEYED_MESSAGES = `
  CREATE TABLE conversation_messages (
    conversation_id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL,
    PRIMARY KEY (conversation_id, seq)
  ) WITHOUT ROWID;`;

/** The previous messages table: a rowid table found through a (conversation, seq) index. */
export const INDEXED_MESSAGES = `
  CREATE TABLE conversation_messages (
    id INTEGER PRIMARY KEY, conversation_id TEXT NOT NULL, seq INTEGER NOT NULL,
    data TEXT NOT NULL
  );
  CREATE UNIQUE INDEX conversation_messages_seq ON conversation_messages (conversation_id, seq);`;

/** `dir/app.sqlite` made with `schema` (in WAL mode, as the server keeps it), left open to fill. */
export function oldDatabase(dir: string, schema: string): Database {
  const db = new Database(join(dir, "app.sqlite"), { create: true });
  db.exec("PRAGMA journal_mode = WAL");
  db.exec(schema);
  return db;
}
