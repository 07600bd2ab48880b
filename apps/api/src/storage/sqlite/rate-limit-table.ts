import type { Database } from "bun:sqlite";
import type { RateLimitHit } from "../types";

/**
 * The rate-limit counters, and the hit for other repositories' transactions (a public lead
 * counts its hit in the same one as its write).
 */
export function sqliteRateLimitTable(db: Database) {
  db.exec(`
    CREATE TABLE IF NOT EXISTS rate_limits (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      reset_at INTEGER NOT NULL
    )
  `);
  // One statement, so concurrent processes sharing the file cannot lose a hit.
  const upsert = db.query<{ count: number; reset_at: number }, Record<string, string | number>>(`
    INSERT INTO rate_limits (key, count, reset_at) VALUES ($key, 1, $resetAt)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN reset_at <= $now THEN 1 ELSE count + 1 END,
      reset_at = CASE WHEN reset_at <= $now THEN excluded.reset_at ELSE reset_at END
    RETURNING count, reset_at
  `);
  // Expired counters are dropped now and then. The delete scans the whole table (an index on
  // reset_at would cost every hit), and a busy server's table holds a row per visitor, so it
  // runs after 1000 hits but at most once a minute: per hit it would cost more as the table
  // grows. An expired row left meanwhile counts as absent (the upsert starts it over).
  const purge = db.query("DELETE FROM rate_limits WHERE reset_at <= ?");
  const PURGE_EVERY_MS = 60_000;
  let hits = 0;
  let purgedAt = 0;
  return {
    /** Counts one hit inside the caller's transaction. */
    hit(key: string, windowMs: number): RateLimitHit {
      const now = Date.now();
      if (++hits >= 1000 && now - purgedAt >= PURGE_EVERY_MS) {
        hits = 0;
        purgedAt = now;
        purge.run(now);
      }
      const row = upsert.get({ key, now, resetAt: now + windowMs });
      return { count: row?.count ?? 1, resetAt: row?.reset_at ?? now + windowMs };
    },
  };
}
