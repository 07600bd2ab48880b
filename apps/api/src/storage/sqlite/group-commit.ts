import type { Database, Statement } from "bun:sqlite";

/**
 * Runs a synchronous write in the next group commit; resolves once that commit is done. `fn`
 * must touch only the database: it runs a second time when another write of its group fails.
 */
export type Write = <T>(fn: () => T) => Promise<T>;

interface Job {
  fn: () => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** The keys naming a row of counters. */
type TallyKeys = readonly (string | number)[];
/** The amounts to add to its counters. */
type Amounts = readonly number[];

/**
 * Counters that many writes add to (a day's totals): each write's additions are summed per
 * row, and every row is written once per group, just before its commit.
 */
export interface Tally {
  /** Adds `amounts` to the row `keys` names: at the group's end, or at once outside a group. */
  add(keys: TallyKeys, amounts: Amounts): void;
  /** Writes what this group added so far (before a write that deletes counters). */
  applyNow(): void;
}

export interface GroupCommit {
  write: Write;
  /** Commits whatever is waiting now (before the database closes). */
  flush(): void;
  /** A tally whose rows `apply` writes (an upsert adding the amounts). */
  tally(apply: (keys: TallyKeys, amounts: Amounts) => void): Tally;
  /**
   * Runs part of a running write in a savepoint of its own: when it throws, that part is
   * undone (its tally additions too) and its error returned; the rest of the write goes on.
   * An error that makes SQLite cancel the whole transaction is thrown instead: the write fails.
   */
  attempt<T>(fn: () => T): { ok: true; value: T } | { ok: false; error: unknown };
}

interface TallyState {
  apply(keys: TallyKeys, amounts: Amounts): void;
  /** The sums of the group's writes that succeeded, by row. */
  sums: Map<string, { keys: TallyKeys; amounts: number[] }>;
  /** What the running write added (kept only if it succeeds). */
  staged: [TallyKeys, Amounts][];
  /** Sums the running write applied early (given back if it fails: its savepoint undid them). */
  appliedEarly: [TallyKeys, Amounts][];
}

/**
 * Group commit. Writes asked for while the event loop serves other requests wait for the
 * next turn and are committed together in one transaction: one commit (the costly part of a
 * small write) instead of one each. A write that throws undoes only itself and rejects only
 * its caller: the group runs without savepoints (their two statements per write cost as much
 * as a small write), and only when one of its writes throws is it rolled back and run again
 * with each write in its own savepoint. A write is acknowledged (its promise resolves) only
 * after COMMIT returned, so an acknowledged write is exactly as durable as a
 * single-statement commit was: in the WAL file, surviving a crash of this process; with
 * `synchronous = NORMAL` the WAL is fsynced at checkpoints, so a power cut can lose the
 * commits since the last one, as before. If the commit fails, every write of the batch is
 * rejected and nothing of it is stored. A tally's rows are written after the group's writes, in
 * its transaction, with the sums of the writes that succeeded: they commit or roll back with
 * them.
 */
export function createGroupCommit(db: Database): GroupCommit {
  let jobs: Job[] = [];
  const tallies: TallyState[] = [];
  /** Whether a group's transaction is running its writes (a tally's additions wait for its end). */
  let grouping = false;
  // Prepared once: compiling these for every write would cost as much as the writes.
  const [begin, commit, rollback, savepoint, release, rollbackTo, part, releasePart, undoPart] = [
    "BEGIN IMMEDIATE",
    "COMMIT",
    "ROLLBACK",
    "SAVEPOINT group_write",
    "RELEASE group_write",
    "ROLLBACK TO group_write",
    "SAVEPOINT write_part",
    "RELEASE write_part",
    "ROLLBACK TO write_part",
  ].map((sql) => db.prepare(sql)) as [
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
    Statement,
  ];

  /** A write threw while its group ran without savepoints. */
  class WriteFailed {
    constructor(readonly error: unknown) {}
  }

  const sum = (t: TallyState, keys: TallyKeys, amounts: Amounts) => {
    const id = keys.join("\u0000");
    const row = t.sums.get(id);
    if (!row) t.sums.set(id, { keys, amounts: [...amounts] });
    else
      for (let i = 0; i < amounts.length; i++)
        row.amounts[i] = (row.amounts[i] ?? 0) + (amounts[i] ?? 0);
  };
  /** A write ended: its additions join the group's sums, or are dropped when it failed. */
  const endWrite = (ok: boolean) => {
    for (const t of tallies) {
      // Most writes add to no tally: nothing to allocate for them.
      if (t.staged.length) {
        if (ok) for (const [keys, amounts] of t.staged) sum(t, keys, amounts);
        t.staged = [];
      }
      if (t.appliedEarly.length) {
        if (!ok) for (const [keys, amounts] of t.appliedEarly) sum(t, keys, amounts);
        t.appliedEarly = [];
      }
    }
  };
  const applySums = (t: TallyState) => {
    for (const { keys, amounts } of t.sums.values()) t.apply(keys, amounts);
    t.sums.clear();
  };

  const runBatch = (batch: Job[], inSavepoints: boolean) => {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    begin.run();
    grouping = true;
    for (const t of tallies) t.sums.clear();
    try {
      for (const job of batch) {
        if (!inSavepoints) {
          try {
            outcomes.push({ ok: true, value: job.fn() });
            endWrite(true);
          } catch (error) {
            throw new WriteFailed(error);
          }
          continue;
        }
        savepoint.run();
        try {
          const value = job.fn();
          release.run();
          endWrite(true);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // SQLite itself ended the transaction (an I/O error, an interrupt): no savepoint is
          // left to undo to, and nothing of the group stands; its own error says why.
          if (!db.inTransaction) throw error;
          rollbackTo.run();
          release.run();
          endWrite(false);
          outcomes.push({ ok: false, value: error });
        }
      }
      grouping = false;
      for (const t of tallies) applySums(t);
      commit.run();
    } catch (error) {
      grouping = false;
      for (const t of tallies) {
        t.sums.clear();
        t.staged = [];
        t.appliedEarly = [];
      }
      if (db.inTransaction) rollback.run();
      throw error;
    }
    return outcomes;
  };

  const flush = () => {
    const batch = jobs;
    jobs = [];
    if (!batch.length) return;
    let outcomes: { ok: boolean; value: unknown }[];
    try {
      try {
        outcomes = runBatch(batch, false);
      } catch (error) {
        if (!(error instanceof WriteFailed)) throw error;
        // A lone write's failure is its own: the rollback undid it.
        if (batch.length === 1) outcomes = [{ ok: false, value: error.error }];
        else outcomes = runBatch(batch, true);
      }
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) job.resolve(outcome.value);
      else job.reject(outcome?.value);
    });
  };

  return {
    write: <T>(fn: () => T) =>
      new Promise<T>((resolve, reject) => {
        if (jobs.push({ fn, resolve: resolve as (v: unknown) => void, reject }) === 1)
          setImmediate(flush);
      }),
    flush,
    attempt(fn) {
      // Where each tally's additions stood: a part undone drops what it added since. The array
      // itself is held: an applyNow in the part replaces it (what it held was written in the
      // part, and is undone with it, so it is staged again).
      const marks = tallies.map((t) => [t.staged, t.staged.length, t.appliedEarly.length] as const);
      part.run();
      try {
        const value = fn();
        releasePart.run();
        return { ok: true, value };
      } catch (error) {
        // The whole transaction was cancelled, savepoint too: the write cannot go on.
        if (!db.inTransaction) throw error;
        undoPart.run();
        releasePart.run();
        tallies.forEach((t, i) => {
          const [held, staged, early] = marks[i] ?? [t.staged, 0, 0];
          held.length = staged;
          t.staged = held;
          // Sums it wrote early were undone with it: they are summed again for the group's end.
          for (const [keys, amounts] of t.appliedEarly.splice(early)) sum(t, keys, amounts);
        });
        return { ok: false, error };
      }
    },
    tally(apply) {
      const t: TallyState = { apply, sums: new Map(), staged: [], appliedEarly: [] };
      tallies.push(t);
      return {
        add(keys, amounts) {
          if (grouping) t.staged.push([keys, amounts]);
          else apply(keys, amounts);
        },
        applyNow() {
          if (!grouping) return;
          // Taken out of the sums before any is written: if one cannot be written, the write
          // fails and gives back all of them (its savepoint undid the others), each once.
          const rows = [...t.sums.values()];
          t.sums.clear();
          for (const { keys, amounts } of rows) t.appliedEarly.push([keys, amounts]);
          for (const { keys, amounts } of rows) apply(keys, amounts);
          for (const [keys, amounts] of t.staged) apply(keys, amounts);
          t.staged = [];
        },
      };
    },
  };
}
