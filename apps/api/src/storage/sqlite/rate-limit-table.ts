import type { Database } from "bun:sqlite";
import type { CountedHit, RateLimitHit } from "../types";
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

/** Hits between two deletions of expired counters (see sqliteRateLimitTable). */
export const PURGE_EVERY_HITS = 1000;
/**
 * Expired counters one deletion drops at most: two per hit between deletions, as many as a
 * call that counts two limits (an MCP tool call) adds, so a backlog shrinks under any load.
 */
export const PURGE_BATCH = 2 * PURGE_EVERY_HITS;
/** The wait after a deletion that found fewer than PURGE_BATCH. */
const PURGE_PAUSE_MS = 60_000;

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
  const decrement = db.query("UPDATE rate_limits SET count = count - 1 WHERE key = ?");
  const remove = db.query("DELETE FROM rate_limits WHERE key = ?");
  // Expired counters are dropped now and then, a batch at a time. Finding them scans the table
  // in key order (an index on reset_at would cost every hit) and a busy server's table holds a
  // row per visitor, so a batch is deleted after PURGE_EVERY_HITS hits, and after one that
  // comes back short (nothing much left: its search read the whole table) none for a minute.
  // While batches come back full (a busy minute leaves up to two rows a hit to drop), the next
  // follows the next PURGE_EVERY_HITS hits: the rows go at the rate they came, a few ms at a
  // time, where one DELETE of them all held the event loop for as long as they took (96,000
  // rows: 30–170 ms). An expired row left meanwhile counts as absent (the upsert starts it over).
  const purge = db.query<never, [number, number]>(
    "DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE reset_at <= ?1 LIMIT ?2)",
  );
  let hits = 0;
  /** No batch is deleted before this time (epoch ms). */
  let purgeFrom = 0;
  return {
    /**
     * Takes back a hit this transaction just counted (`count`: what `hit` returned): the first
     * of a window leaves no counter (as none, or an expired one, was there), a later one the
     * count before it.
     */
    unhit(key: string, count: number): void {
      if (count === 1) remove.run(key);
      else decrement.run(key);
    },
    /** Counts one hit inside the caller's write transaction. */
    hit(key: string, windowMs: number): RateLimitHit {
      if (!db.inTransaction) throw new Error("a rate-limit hit must run in a write transaction");
      const now = Date.now();
      if (++hits >= PURGE_EVERY_HITS && now >= purgeFrom) {
        hits = 0;
        const dropped = purge.run(now, PURGE_BATCH).changes;
        purgeFrom = dropped < PURGE_BATCH ? now + PURGE_PAUSE_MS : now;
      }
      upsert.run(key, now + windowMs, now);
      // Read in the transaction that just wrote it, the row is there.
      const row = read.get(key) as { count: number; reset_at: number };
      return { count: row.count, resetAt: row.reset_at };
    },
  };
}

/**
 * Counts every hit of a write that goes ahead only when all are within their limits, inside
 * that write's transaction: `over` says whether one passed its limit, and `takeBack()` undoes
 * them all (counted first and taken back on a refusal, which is rare, instead of each counter
 * read first).
 */
export function countHits(rateLimits: ReturnType<typeof sqliteRateLimitTable>, hits: CountedHit[]) {
  const counted = hits.map((h) => rateLimits.hit(h.key, h.windowMs));
  return {
    counted,
    over: counted.some((c, i) => c.count > (hits[i]?.limit ?? c.count)),
    takeBack() {
      for (const [i, h] of hits.entries()) rateLimits.unhit(h.key, counted[i]?.count ?? 1);
    },
  };
}
