import type { Database } from "bun:sqlite";
import type { RateLimitStore } from "../types";
import type { Write } from "./group-commit";

export function createSqliteRateLimits(db: Database, write: Write): RateLimitStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS rate_limits (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      reset_at INTEGER NOT NULL
    )
  `);
  // One statement, so concurrent processes sharing the file cannot lose a hit.
  const hit = db.query<{ count: number; reset_at: number }, Record<string, string | number>>(`
    INSERT INTO rate_limits (key, count, reset_at) VALUES ($key, 1, $resetAt)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN reset_at <= $now THEN 1 ELSE count + 1 END,
      reset_at = CASE WHEN reset_at <= $now THEN excluded.reset_at ELSE reset_at END
    RETURNING count, reset_at
  `);
  const remove = db.query("DELETE FROM rate_limits WHERE key = ?");
  const read = db.query<{ count: number; reset_at: number }, [string, number]>(
    "SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?",
  );
  const purge = db.query("DELETE FROM rate_limits WHERE reset_at <= ?");
  let hits = 0;

  return {
    hit(key, windowMs) {
      return write(() => {
        const now = Date.now();
        if (++hits % 1000 === 0) purge.run(now);
        const row = hit.get({ key, now, resetAt: now + windowMs });
        return { count: row?.count ?? 1, resetAt: row?.reset_at ?? now + windowMs };
      });
    },
    async peek(key) {
      const row = read.get(key, Date.now());
      return row ? { count: row.count, resetAt: row.reset_at } : null;
    },
    async reset(key) {
      await write(() => remove.run(key));
    },
  };
}
