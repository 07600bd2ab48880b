import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { msg } from "../../../test/support/conversations";
import { createSqliteStorage } from ".";

const tableSql = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .query<{ sql: string }, []>(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'conversation_messages'",
      )
      .get()?.sql;
  } finally {
    db.close();
  }
};

describe("SQLite conversation messages", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("moves messages kept by an earlier version into the rowid table, once, in order", async () => {
    const dir = mkdtempSync(join(tmpdir(), "messages-migration-"));
    dirs.push(dir);
    const file = join(dir, "app.sqlite");
    // A database as the earlier version left it: messages keyed by (conversation, seq).
    const old = new Database(file, { create: true });
    old.exec(`
      CREATE TABLE conversations (
        id TEXT PRIMARY KEY, environment TEXT NOT NULL, source TEXT NOT NULL,
        started_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        message_count INTEGER NOT NULL DEFAULT 0, question_count INTEGER NOT NULL DEFAULT 0,
        tags TEXT NOT NULL DEFAULT '[]', first_question TEXT, visitor_id TEXT, lead_id TEXT
      );
      CREATE TABLE conversation_messages (
        conversation_id TEXT NOT NULL, seq INTEGER NOT NULL, data TEXT NOT NULL,
        PRIMARY KEY (conversation_id, seq)
      ) WITHOUT ROWID;
    `);
    const at = "2026-03-01T10:00:00.000Z";
    const addConversation = old.query(
      "INSERT INTO conversations (id, environment, source, started_at, updated_at, message_count) VALUES (?, 'development', 'chat', ?, ?, ?)",
    );
    const addMessage = old.query(
      "INSERT INTO conversation_messages (conversation_id, seq, data) VALUES (?, ?, ?)",
    );
    for (const id of ["b", "a"]) {
      addConversation.run(id, at, at, 3);
      // Written out of order: the key, not the insertion, gives the order.
      for (const seq of [2, 0, 1]) addMessage.run(id, seq, JSON.stringify(msg(`${id}${seq}`, at)));
    }
    old.close();

    const storage = createSqliteStorage(dir);
    expect(tableSql(file)).not.toContain("WITHOUT ROWID");
    const texts = async (id: string) =>
      (await storage.conversations.messages(id)).map((m) => m.text);
    expect(await texts("a")).toEqual(["a0", "a1", "a2"]);
    expect(await texts("b")).toEqual(["b0", "b1", "b2"]);
    await storage.conversations.appendMessages("a", [msg("a3", at), msg("a4", at, false)]);
    expect(await texts("a")).toEqual(["a0", "a1", "a2", "a3", "a4"]);
    expect((await storage.conversations.messages("a", 2)).map((m) => m.text)).toEqual(["a3", "a4"]);
    await storage.close();

    // Opening it again changes nothing.
    const again = createSqliteStorage(dir);
    expect((await again.conversations.messages("a")).map((m) => m.text)).toEqual([
      "a0",
      "a1",
      "a2",
      "a3",
      "a4",
    ]);
    await again.close();
  });
});
