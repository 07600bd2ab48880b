import type { Database } from "bun:sqlite";
import type { KeyValueStore } from "../types";
import { likePrefix } from "./db";
import type { Write } from "./group-commit";
import type { sqliteRateLimitTable } from "./rate-limit-table";

export function createSqliteKv(
  db: Database,
  write: Write,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
): KeyValueStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS kv (
      key TEXT PRIMARY KEY,
      value TEXT NOT NULL,
      expires_at INTEGER
    )
  `);
  const select = db.query<{ value: string }, [string, number]>(
    "SELECT value FROM kv WHERE key = ? AND (expires_at IS NULL OR expires_at > ?)",
  );
  const upsert = db.query(
    "INSERT INTO kv (key, value, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = ?2, expires_at = ?3",
  );
  const insertIfAbsent = db.query(`
    INSERT INTO kv (key, value, expires_at) VALUES (?1, ?2, ?3)
    ON CONFLICT (key) DO UPDATE SET value = ?2, expires_at = ?3
    WHERE kv.expires_at IS NOT NULL AND kv.expires_at <= ?4
  `);
  const renew = db.query(
    "UPDATE kv SET expires_at = ?1 WHERE key = ?2 AND (expires_at IS NULL OR expires_at > ?3)",
  );
  const remove = db.query("DELETE FROM kv WHERE key = ?");
  const removePrefix = db.query("DELETE FROM kv WHERE key LIKE ? ESCAPE '\\'");
  const expiry = (ttlMs?: number) => (ttlMs ? Date.now() + ttlMs : null);

  return {
    async get<T>(key: string) {
      const row = select.get(key, Date.now());
      return row ? (JSON.parse(row.value) as T) : null;
    },
    async getCounted<T>(
      key: string,
      hits: { key: string; windowMs: number; limit?: number }[],
      renewMs?: number,
    ) {
      // In the group's transaction: a read outside one opens a read transaction of its own,
      // which costs more than the read.
      const { counted, row } = await write(() => {
        const counted = hits.map((h) => rateLimits.hit(h.key, h.windowMs));
        const now = Date.now();
        const row = select.get(key, now);
        const within = counted.every((c, n) => c.count <= (hits[n]?.limit ?? c.count));
        if (row && renewMs && within) renew.run(now + renewMs, key, now);
        return { counted, row };
      });
      return { value: row ? (JSON.parse(row.value) as T) : null, hits: counted };
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      await write(() => upsert.run(key, json, expiry(ttlMs)));
    },
    async touch(key, ttlMs) {
      await write(() => renew.run(expiry(ttlMs), key, Date.now()));
    },
    setIfAbsent(key, value, ttlMs) {
      const json = JSON.stringify(value);
      return write(() => insertIfAbsent.run(key, json, expiry(ttlMs), Date.now()).changes > 0);
    },
    async delete(key) {
      await write(() => remove.run(key));
    },
    async deleteByPrefix(prefix) {
      return removePrefix.run(likePrefix(prefix)).changes;
    },
  };
}
