import type { Database } from "bun:sqlite";
import {
  BUCKET_FANOUT,
  BUCKET_LEVELS,
  type BucketRange,
  bucketsOfDay,
  coverDays,
  dayFromNumber,
  dayNumber,
} from "../../lib/analytics-keys";

/** Before any day a question is counted on: nothing is rolled up yet. */
const NOTHING_ROLLED_UP = -1_000_000_000;

/**
 * The last day (its number, see dayNumber) whose questions the upper levels' blocks (see
 * BUCKET_LEVELS) hold. Made once for a database whose counts an earlier version kept, which counted every
 * question in every level as it came: all its days are rolled up.
 */
const ROLLED_UP_TABLE = `
  CREATE TABLE analytics_rolled_up (
    one INTEGER PRIMARY KEY CHECK (one = 1),
    through INTEGER NOT NULL
  );
  INSERT INTO analytics_rolled_up (one, through)
    SELECT 1, COALESCE(MAX(bucket), ${NOTHING_ROLLED_UP}) FROM analytics_question_counts
    WHERE level = 0;`;

const hasTable = (db: Database, name: string) =>
  db.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;

/** Log2 of the fanout: a day's block at `level` is its number shifted right by level × this. */
const SHIFT = Math.log2(BUCKET_FANOUT);
if (!Number.isInteger(SHIFT)) throw new Error("the bucket fanout must be a power of two");

/**
 * Question frequencies (analytics_question_counts, see conversation-tables.ts and coverDays)
 * kept as they are asked. A question of a day not rolled up yet (today's, usually) counts in
 * its day's row alone: one row written instead of one per level. The first question of a later day
 * rolls the days before it up into the upper levels' blocks (a few statements once a
 * day); a question of a day rolled up already (asked late, or written with an earlier time)
 * counts in every level, as every question did before. The day rolled up through is read
 * with the question's id, in the write's transaction (it holds the write lock: no other
 * process rolls up between the read and the count). A range of days is read as blocks up to
 * that day and as days after it.
 */
export function sqliteQuestionCounts(db: Database) {
  if (!hasTable(db, "analytics_rolled_up"))
    db.transaction(() => {
      if (!hasTable(db, "analytics_rolled_up")) db.exec(ROLLED_UP_TABLE);
    }).immediate();

  // A question seen before is only read: an upsert would rewrite its row and unique index.
  const lookUp = db.query<{ id: number | null; through: number }, [string]>(
    `SELECT (SELECT id FROM question_texts WHERE norm = ?) AS id,
      (SELECT through FROM analytics_rolled_up) AS through`,
  );
  const newQuestion = db.query<{ id: number }, [string, string]>(
    "INSERT INTO question_texts (norm, text) VALUES (?, ?) RETURNING id",
  );
  const countDay = db.query<never, [number, string, string, number]>(`
    INSERT INTO analytics_question_counts (level, bucket, environment, source, qid, count)
    VALUES (0, ?, ?, ?, ?, 1)
    ON CONFLICT DO UPDATE SET count = count + 1`);
  // Every level's block of the day, in one statement: a row each.
  const countAllLevels = db.query(`
    INSERT INTO analytics_question_counts (level, bucket, environment, source, qid, count)
    VALUES ${Array.from({ length: BUCKET_LEVELS }, (_, level) => `(${level}, ?${level + 1}, ?${BUCKET_LEVELS + 1}, ?${BUCKET_LEVELS + 2}, ?${BUCKET_LEVELS + 3}, 1)`).join(", ")}
    ON CONFLICT DO UPDATE SET count = count + 1`);
  const rollUpLevel = db.query<never, [number, number, number, number]>(`
    INSERT INTO analytics_question_counts (level, bucket, environment, source, qid, count)
    SELECT ?1, bucket >> ?2, environment, source, qid, SUM(count) FROM analytics_question_counts
    WHERE level = 0 AND bucket > ?3 AND bucket <= ?4
    GROUP BY bucket >> ?2, environment, source, qid
    ON CONFLICT DO UPDATE SET count = count + excluded.count`);
  const setRolledUp = db.query<never, [number]>("UPDATE analytics_rolled_up SET through = ?");
  const rolledUp = db.query<{ through: number }, []>("SELECT through FROM analytics_rolled_up");

  // The day of the last question counted and its blocks: a day's questions share them.
  let lastDay = "";
  let lastBlocks: number[] = [];
  const blocksOf = (day: string) => {
    if (day !== lastDay) {
      lastBlocks = bucketsOfDay(day).map((b) => b.bucket);
      lastDay = day;
    }
    return lastBlocks;
  };

  /** Rolls the days after `through` up to `to` (day numbers) into the upper levels. */
  const rollUp = (through: number, to: number) => {
    for (let level = 1; level < BUCKET_LEVELS; level++)
      rollUpLevel.run(level, level * SHIFT, through, to);
    setRolledUp.run(to);
  };

  return {
    /**
     * Counts one question (`norm`, shown as `display()` when new) asked on `day`, inside the
     * caller's write transaction.
     */
    count(norm: string, display: () => string, day: string, env: string, source: string) {
      // One row always: its id (null for a new question) and the day rolled up through.
      const found = lookUp.get(norm) as { id: number | null; through: number };
      const qid = found.id ?? newQuestion.get(norm, display())?.id;
      if (qid === undefined) return;
      const blocks = blocksOf(day);
      const today = blocks[0] as number;
      if (today <= found.through) {
        countAllLevels.run(...blocks, env, source, qid);
        return;
      }
      if (today - 1 > found.through) rollUp(found.through, today - 1);
      countDay.run(today, env, source, qid);
    },

    /** The blocks (and days) that cover `fromDay`..`toDay`, read in the caller's transaction. */
    ranges(fromDay: string, toDay: string): BucketRange[] {
      const through = rolledUp.get()?.through ?? NOTHING_ROLLED_UP;
      const from = dayNumber(fromDay);
      const to = dayNumber(toDay);
      const blocks =
        from <= through ? coverDays(fromDay, dayFromNumber(Math.min(to, through))) : [];
      const after = Math.max(from, through + 1);
      return after <= to ? [...blocks, { level: 0, from: after, to }] : blocks;
    },
  };
}
