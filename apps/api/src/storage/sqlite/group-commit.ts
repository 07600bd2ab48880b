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

export interface GroupCommit {
  write: Write;
  /** Commits whatever is waiting now (before the database closes). */
  flush(): void;
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
 * rejected and nothing of it is stored.
 */
export function createGroupCommit(db: Database): GroupCommit {
  let jobs: Job[] = [];
  // Prepared once: compiling these for every write would cost as much as the writes.
  const [begin, commit, rollback, savepoint, release, rollbackTo] = [
    "BEGIN IMMEDIATE",
    "COMMIT",
    "ROLLBACK",
    "SAVEPOINT group_write",
    "RELEASE group_write",
    "ROLLBACK TO group_write",
  ].map((sql) => db.prepare(sql)) as [
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

  const runBatch = (batch: Job[], inSavepoints: boolean) => {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    begin.run();
    try {
      for (const job of batch) {
        if (!inSavepoints) {
          try {
            outcomes.push({ ok: true, value: job.fn() });
          } catch (error) {
            throw new WriteFailed(error);
          }
          continue;
        }
        savepoint.run();
        try {
          const value = job.fn();
          release.run();
          outcomes.push({ ok: true, value });
        } catch (error) {
          rollbackTo.run();
          release.run();
          outcomes.push({ ok: false, value: error });
        }
      }
      commit.run();
    } catch (error) {
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
  };
}
