import type { Database } from "bun:sqlite";
import type { ConversationMessage } from "@repo/schemas";
import { decodeStored } from "../stored-json";
import type { Row } from "./conversation-rows";

/** The messages a row holds: one message's JSON object, or a JSON array of several. */
const COUNT_IN_ROW = (data: string) =>
  `CASE WHEN substr(${data}, 1, 1) = '[' THEN json_array_length(${data}) ELSE 1 END`;

/**
 * A conversation's messages as a chain (see conversation-tables.ts): each row holds the
 * messages of one append (a question and its answer are one row: one insert, not one each),
 * names the row before it, and the conversation row names its last; read by walking back from
 * the last.
 */
export function sqliteMessageChains(db: Database) {
  const insert = db.query<never, [string, number, string, number | null]>(
    "INSERT INTO conversation_messages (conversation_id, seq, data, prev_id) VALUES (?, ?, ?, ?)",
  );
  const remove = db.query<never, [number]>("DELETE FROM conversation_messages WHERE id = ?");
  // The rows holding the last ?2 messages (all when negative, as SQLite's LIMIT reads it), in
  // the order written: walked back until they hold that many.
  const last = db.query<{ data: string }, [string, number]>(`
    WITH RECURSIVE chain (id, prev_id, data, n, held) AS (
      SELECT m.id, m.prev_id, m.data, 1, ${COUNT_IN_ROW("m.data")} FROM conversations c
        JOIN conversation_messages m ON m.id = c.last_message_id
        WHERE c.id = ?1 AND ?2 != 0
      UNION ALL
      SELECT m.id, m.prev_id, m.data, chain.n + 1, chain.held + ${COUNT_IN_ROW("m.data")}
        FROM chain JOIN conversation_messages m ON m.id = chain.prev_id
        WHERE ?2 < 0 OR chain.held < ?2
    )
    SELECT data FROM chain ORDER BY n DESC`);

  return {
    /**
     * Inserts the messages that brought `row` to its count (its last message as it was before
     * them) as one row naming the one before it, and sets the row's last message.
     */
    append(row: Row, messages: ConversationMessage[]) {
      if (!messages.length) return;
      const data = JSON.stringify(messages.length === 1 ? messages[0] : messages);
      const seq = row.message_count - messages.length;
      row.last_message_id = Number(
        insert.run(row.id, seq, data, row.last_message_id).lastInsertRowid,
      );
    },
    /** Deletes what `append` just inserted for `row` (a conversation whose id was taken). */
    undoAppend(row: Row, messages: ConversationMessage[]) {
      if (messages.length && row.last_message_id !== null) remove.run(row.last_message_id);
    },
    read(id: string, limit?: number): ConversationMessage[] {
      const messages: ConversationMessage[] = [];
      for (const { data } of last.all(id, limit ?? -1)) {
        const parsed = decodeStored<ConversationMessage | ConversationMessage[]>(
          data,
          "conversation message",
          id,
          "rows",
        );
        if (!parsed) continue;
        if (Array.isArray(parsed)) messages.push(...parsed);
        else messages.push(parsed);
      }
      return limit !== undefined && limit >= 0 && messages.length > limit
        ? messages.slice(messages.length - limit)
        : messages;
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
