import type { Database } from "bun:sqlite";

/**
 * The key-value table (kv.ts), and the steps of it that another store's write runs inside its
 * own transaction (an agent's keyed exchange, conversation-keyed.ts). Values are JSON text;
 * an expiry is a time in ms, null for none.
 */
export function sqliteKvTable(db: Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS kv (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      expires_at INTEGER
    )
  `);
  const select = db.query<{ rid: number; value: string }, [string, number]>(
    "SELECT rowid AS rid, value FROM kv WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)",
  );
  const upsert = db.query(
    "INSERT INTO kv (key, value, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = ?2, expires_at = ?3",
  );
  const renew = db.query(
    "UPDATE kv SET expires_at = ?1 WHERE key = ?2 AND (expires_at IS NULL OR expires_at > ?3)",
  );
  const renewRow = db.query<never, [number | null, number]>(
    "UPDATE kv SET expires_at = ? WHERE rowid = ?",
  );
  return {
    /**
     * The entry's JSON text and its row, unless it is absent or expired at `now` (the row: for a
     * write that renews it in the same transaction with renewRow, which holds the write lock).
     */
    readRow: (key: string, now: number) => select.get(key, now) ?? undefined,
    /** Moves the expiry of the entry readRow just found live (one B-tree search, by its rowid). */
    renewRow(rid: number, expiresAt: number | null): void {
      renewRow.run(expiresAt, rid);
    },
    /** Sets the entry (its value and expiry). */
    set(key: string, json: string, expiresAt: number | null): void {
      upsert.run(key, json, expiresAt);
    },
    /** Moves the expiry of the entry, if it is live at `now`. */
    renew(key: string, expiresAt: number | null, now: number): void {
      renew.run(expiresAt, key, now);
    },
  };
}
