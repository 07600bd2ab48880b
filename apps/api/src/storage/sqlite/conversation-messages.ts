import type { Database } from "bun:sqlite";
import type { ConversationMessage } from "@repo/schemas";
import type { Row } from "./conversation-rows";

/**
 * A conversation's messages as a chain (see conversation-tables.ts): each message names the
 * one before it, the conversation row its last; read by walking back from the last.
 */
export function sqliteMessageChains(db: Database) {
  const insert = db.query<never, [string, number, string, number | null]>(
    "INSERT INTO conversation_messages (conversation_id, seq, data, prev_id) VALUES (?, ?, ?, ?)",
  );
  const removeRange = db.query<never, [number, number]>(
    "DELETE FROM conversation_messages WHERE id BETWEEN ? AND ?",
  );
  // At most ?2 messages (all when negative, as SQLite's LIMIT reads it), in the order written.
  const last = db.query<{ data: string }, [string, number]>(`
    WITH RECURSIVE chain (id, prev_id, data, n) AS (
      SELECT m.id, m.prev_id, m.data, 1 FROM conversations c
        JOIN conversation_messages m ON m.id = c.last_message_id
        WHERE c.id = ?1 AND ?2 != 0
      UNION ALL
      SELECT m.id, m.prev_id, m.data, chain.n + 1 FROM chain
        JOIN conversation_messages m ON m.id = chain.prev_id
        WHERE ?2 < 0 OR chain.n < ?2
    )
    SELECT data FROM chain ORDER BY n DESC`);

  return {
    /**
     * Inserts the messages that brought `row` to its count (its last message as it was before
     * them), each naming the one before it, and sets the row's last message.
     */
    append(row: Row, messages: ConversationMessage[]) {
      let seq = row.message_count - messages.length;
      let lastId = row.last_message_id;
      for (const message of messages)
        lastId = Number(insert.run(row.id, seq++, JSON.stringify(message), lastId).lastInsertRowid);
      row.last_message_id = lastId;
    },
    /** Deletes what `append` just inserted for `row` (a conversation whose id was taken). */
    undoAppend(row: Row, messages: ConversationMessage[]) {
      if (row.last_message_id !== null)
        removeRange.run(row.last_message_id - messages.length + 1, row.last_message_id);
    },
    read(id: string, limit?: number): ConversationMessage[] {
      return last.all(id, limit ?? -1).map((r) => JSON.parse(r.data) as ConversationMessage);
    },
    /** Every message, or those of one environment's conversations. */
    clear(environment?: string) {
      if (!environment) {
        db.query("DELETE FROM conversation_messages").run();
        return;
      }
      db.query(`
        DELETE FROM conversation_messages WHERE id IN (
          WITH RECURSIVE chain (id, prev_id) AS (
            SELECT m.id, m.prev_id FROM conversations c
              JOIN conversation_messages m ON m.id = c.last_message_id
              WHERE c.environment = ?
            UNION ALL
            SELECT m.id, m.prev_id FROM chain JOIN conversation_messages m ON m.id = chain.prev_id
          ) SELECT id FROM chain)`).run(environment);
    },
  };
}
