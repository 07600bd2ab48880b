import { Database } from "bun:sqlite";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { msg } from "../../../test/support/conversations";
import {
  INDEXED_MESSAGES,
  KEYED_MESSAGES,
  OLD_CONVERSATIONS,
  oldDatabase,
} from "../../../test/support/sqlite-layouts";
import { tempDirs } from "../../../test/support/temp-dirs";
import { createSqliteStorage } from ".";

const readOne = <T>(file: string, sql: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.query<T, []>(sql).get();
  } finally {
    db.close();
  }
};

const file = (dir: string) => join(dir, "app.sqlite");

const tableSql = (file: string) =>
  readOne<{ sql: string }>(
    file,
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'conversation_messages'",
  )?.sql;

describe("SQLite conversation messages", () => {
  const newDir = tempDirs();

  it("moves messages kept by an earlier version into the rowid table, once, in order", async () => {
    const dir = newDir("messages-migration-");
    const file = join(dir, "app.sqlite");
    // A database as the earlier version left it: messages keyed by (conversation, seq).
    const old = oldDatabase(dir, OLD_CONVERSATIONS + KEYED_MESSAGES);
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

  it("links the messages of a database indexed by (conversation, seq) into chains, once", async () => {
    const dir = newDir("messages-chains-");
    const file = join(dir, "app.sqlite");
    // A database as the previous version left it: a rowid table found through its index.
    const old = oldDatabase(dir, OLD_CONVERSATIONS + INDEXED_MESSAGES);
    const at = "2026-03-01T10:00:00.000Z";
    const addConversation = old.query(
      "INSERT INTO conversations (id, environment, source, started_at, updated_at, message_count) VALUES (?, ?, 'chat', ?, ?, ?)",
    );
    const addMessage = old.query(
      "INSERT INTO conversation_messages (conversation_id, seq, data) VALUES (?, ?, ?)",
    );
    addConversation.run("a", "development", at, at, 3);
    addConversation.run("b", "production", at, at, 3);
    addConversation.run("empty", "development", at, at, 0);
    // Interleaved, as concurrent conversations write them.
    for (const seq of [0, 1, 2])
      for (const id of ["a", "b"]) addMessage.run(id, seq, JSON.stringify(msg(`${id}${seq}`, at)));
    old.close();

    const storage = createSqliteStorage(dir);
    expect(
      readOne(file, "SELECT name FROM sqlite_master WHERE name = 'conversation_messages_seq'"),
    ).toBeNull();
    const texts = async (id: string, limit?: number) =>
      (await storage.conversations.messages(id, limit)).map((m) => m.text);
    expect(await texts("a")).toEqual(["a0", "a1", "a2"]);
    expect(await texts("b", 2)).toEqual(["b1", "b2"]);
    expect(await texts("empty")).toEqual([]);
    await storage.conversations.appendMessages("a", [msg("a3", at), msg("a4", at, false)]);
    await storage.conversations.appendMessages("empty", [msg("e0", at)]);
    expect(await texts("a")).toEqual(["a0", "a1", "a2", "a3", "a4"]);
    expect(await texts("a", 2)).toEqual(["a3", "a4"]);
    expect(await texts("a", 0)).toEqual([]);
    expect(await texts("empty")).toEqual(["e0"]);
    await storage.close();

    // Opening it again changes nothing; clearing one environment deletes its messages' rows.
    const again = createSqliteStorage(dir);
    expect((await again.conversations.messages("a")).map((m) => m.text)).toEqual([
      "a0",
      "a1",
      "a2",
      "a3",
      "a4",
    ]);
    expect(await again.conversations.clear("development")).toBe(2);
    expect((await again.conversations.messages("b")).map((m) => m.text)).toEqual([
      "b0",
      "b1",
      "b2",
    ]);
    await again.close();
    expect(readOne<{ n: number }>(file, "SELECT COUNT(*) AS n FROM conversation_messages")).toEqual(
      { n: 3 },
    );
  });

  it("keeps the messages of one append in one row, and reads the last of them across rows", async () => {
    const dir = newDir("messages-rows-");
    const storage = createSqliteStorage(dir);
    const at = "2026-03-01T10:00:00.000Z";
    const input = { id: "c", environment: "development", source: "chat", startedAt: at } as const;
    // Rows of 2, 1, 3 and 2 messages.
    await storage.conversations.createWithMessages(input, [msg("m0", at), msg("m1", at, false)]);
    await storage.conversations.appendMessage("c", msg("m2", at));
    await storage.conversations.appendMessages("c", [msg("m3", at), msg("m4", at), msg("m5", at)]);
    await storage.conversations.appendMessages("c", [], ["tag"]);
    await storage.conversations.appendMessages("c", [msg("m6", at), msg("m7", at, false)]);
    const all = Array.from({ length: 8 }, (_, i) => `m${i}`);
    for (let limit = 0; limit <= 9; limit++)
      expect(
        (await storage.conversations.messages("c", limit)).map((m) => m.text),
        `last ${limit}`,
      ).toEqual(limit ? all.slice(-limit) : []);
    expect((await storage.conversations.messages("c")).map((m) => m.text)).toEqual(all);
    expect((await storage.conversations.get("c"))?.messageCount).toBe(8);
    await storage.close();
    expect(
      readOne<{ n: number }>(file(dir), "SELECT COUNT(*) AS n FROM conversation_messages"),
    ).toEqual({ n: 4 });
  });

  it("deletes a conversation's messages again when its id turns out taken", async () => {
    const dir = newDir("messages-taken-");
    const storage = createSqliteStorage(dir);
    const at = "2026-03-01T10:00:00.000Z";
    const input = {
      id: "taken",
      environment: "development",
      source: "mcp",
      startedAt: at,
    } as const;
    await storage.conversations.createWithMessages(input, [msg("first", at)]);
    await expect(
      storage.conversations.createWithMessages(input, [msg("x", at), msg("y", at, false)]),
    ).rejects.toThrow();
    await storage.conversations.createWithMessages({ ...input, id: "next" }, [msg("next", at)]);
    expect((await storage.conversations.messages("taken")).map((m) => m.text)).toEqual(["first"]);
    expect((await storage.conversations.messages("next")).map((m) => m.text)).toEqual(["next"]);
    await storage.close();
    expect(
      readOne<{ n: number }>(storage.file, "SELECT COUNT(*) AS n FROM conversation_messages"),
    ).toEqual({ n: 2 });
  });
});
