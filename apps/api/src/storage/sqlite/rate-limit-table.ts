import type { Database } from "bun:sqlite";
import type { RateLimitHit } from "../types";
import { isWithoutRowid, migrateTableOnce } from "./table-migration";

/**
 * Counters keyed by their text alone (WITHOUT ROWID): a new visitor's counter is one entry in
 * one B-tree, where a rowid table with a TEXT PRIMARY KEY writes two (the row and its key's
 * index).
 */
const RATE_LIMITS_TABLE = `
  CREATE TABLE IF NOT EXISTS rate_limits (
    key TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  ) WITHOUT ROWID`;

/**
 * Moves the counters of a database made by an earlier version (a rowid table) into the keyed
 * table, once: no hit is lost or counted twice (a row without a key, which the rowid table
 * allowed and no version wrote, is left behind rather than failing the start).
 */
const migrateRateLimits = (db: Database) =>
  migrateTableOnce(
    db,
    () => isWithoutRowid(db, "rate_limits") === false,
    `ALTER TABLE rate_limits RENAME TO rate_limits_rowid;
    ${RATE_LIMITS_TABLE};
    INSERT INTO rate_limits (key, count, reset_at)
      SELECT key, count, reset_at FROM rate_limits_rowid WHERE key IS NOT NULL;
    DROP TABLE rate_limits_rowid;`,
  );

/**
 * The rate-limit counters, and the hit for other repositories' transactions (a public lead
 * counts its hit in the same one as its write).
 */
export function sqliteRateLimitTable(db: Database) {
  migrateRateLimits(db);
  db.exec(RATE_LIMITS_TABLE);
  // Counted in one statement (so no process can lose a hit), then read back in the same
  // transaction: from the upsert to the COMMIT this connection holds the write lock, so the
  // read sees this hit's count and no other. Cheaper than an upsert … RETURNING, which
  // buffers its row in a temporary table.
  const upsert = db.query<never, [string, number, number]>(`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (?1, 1, ?2)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN reset_at <= ?3 THEN 1 ELSE count + 1 END,
      reset_at = CASE WHEN reset_at <= ?3 THEN excluded.reset_at ELSE reset_at END
  `);
  const read = db.query<{ count: number; reset_at: number }, [string]>(
    "SELECT count, reset_at FROM rate_limits WHERE key = ?",
  );
  const current = db.query<{ count: number }, [string, number]>(
    "SELECT count FROM rate_limits WHERE key = ? AND reset_at > ?",
  );
  // Expired counters are dropped now and then. The delete scans the whole table (an index on
  // reset_at would cost every hit), and a busy server's table holds a row per visitor, so it
  // runs after 1000 hits but at most once a minute: per hit it would cost more as the table
  // grows. An expired row left meanwhile counts as absent (the upsert starts it over).
  const purge = db.query("DELETE FROM rate_limits WHERE reset_at <= ?");
  const PURGE_EVERY_MS = 60_000;
  let hits = 0;
  let purgedAt = 0;
  return {
    /** The hits counted in the key's window open at `now` (0 when none is), none added. */
    count(key: string, now: number): number {
      return current.get(key, now)?.count ?? 0;
    },
    /** Counts one hit inside the caller's write transaction. */
    hit(key: string, windowMs: number): RateLimitHit {
      if (!db.inTransaction) throw new Error("a rate-limit hit must run in a write transaction");
      const now = Date.now();
      if (++hits >= 1000 && now - purgedAt >= PURGE_EVERY_MS) {
        hits = 0;
        purgedAt = now;
        purge.run(now);
      }
      upsert.run(key, now + windowMs, now);
      // Read in the transaction that just wrote it, the row is there.
      const row = read.get(key) as { count: number; reset_at: number };
      return { count: row.count, resetAt: row.reset_at };
    },
  };
}
