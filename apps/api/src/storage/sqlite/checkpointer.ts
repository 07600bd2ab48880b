/**
 * Checkpoints off the event loop. A checkpoint copies the WAL's pages into the database file
 * and fsyncs both; run by SQLite's auto-checkpoint it happens inside the COMMIT that crosses
 * the threshold, on the event loop, and its fsyncs held every request for 40–400 ms on a busy
 * disk. A worker thread with its own connection now checkpoints every `everyMs`, and closely
 * while the WAL grows fast (checkpoint-policy.ts) (PASSIVE: without the write lock, so commits
 * go on meanwhile). The server's connection keeps its
 * auto-checkpoint (db.ts) as the bound on the WAL: SQLite starts the WAL over only after a
 * checkpoint that caught up with the last commit, which under steady writes only the writing
 * connection can do; by then the worker has copied and fsynced all but the last moment's
 * pages, so that checkpoint is short. Commits, and so what an acknowledged write means, are
 * unchanged: the worker only moves pages already committed to the WAL.
 */

export interface Checkpointer {
  /** Closes the worker's connection and ends the worker (before the server's connection closes). */
  stop(): Promise<void>;
}

/** How often the worker checkpoints under light writes: one with nothing new to copy costs microseconds. */
export const CHECKPOINT_EVERY_MS = 250;

export function startCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  // A small heap is enough for a PRAGMA every quarter second: a fresh server holds ~13 MB less.
  const worker = new Worker(new URL("./checkpoint-worker.ts", import.meta.url), { smol: true });
  // It must not keep the process alive on its own.
  (worker as Worker & { unref(): void }).unref();
  worker.postMessage({ file, everyMs });
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          worker.terminate();
          resolve();
        };
        // Bounded: a worker that does not answer is ended anyway.
        const timeout = setTimeout(done, 1000);
        worker.onmessage = done;
        worker.postMessage("stop");
      });
      return stopped;
    },
  };
}
