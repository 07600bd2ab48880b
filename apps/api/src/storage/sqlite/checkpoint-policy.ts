/**
 * When the checkpoint worker runs next. Every `everyMs` while writes are light; while the WAL
 * grows by FOLLOW_PAGES_PER_MS or more (sustained writes: leads at ~14k/s append ~13 pages a
 * millisecond), again FOLLOW_MS after each checkpoint. A quarter-second wait let ~4,800 pages
 * pile up under such load, which the server's bounding checkpoint at wal_autocheckpoint (db.ts)
 * then copied inside a COMMIT on the event loop (17–91 ms); following closely leaves that copy
 * only the last few milliseconds' pages. Light traffic keeps one checkpoint, and its two
 * fsyncs, per `everyMs`.
 */
export const FOLLOW_PAGES_PER_MS = 1;
export const FOLLOW_MS = 5;

/**
 * `logFrames`: the WAL's frames at this checkpoint; `lastLogFrames`: at the one before, `elapsedMs`
 * ago (fewer now means the WAL started over in between, and all of it is new).
 */
export function nextCheckpointIn(
  logFrames: number,
  lastLogFrames: number,
  elapsedMs: number,
  everyMs: number,
): number {
  const grown = logFrames >= lastLogFrames ? logFrames - lastLogFrames : logFrames;
  return grown >= FOLLOW_PAGES_PER_MS * Math.max(1, elapsedMs)
    ? Math.min(FOLLOW_MS, everyMs)
    : everyMs;
}

/** A `PRAGMA wal_checkpoint` row: busy, the WAL's frames, the frames checkpointed. */
export type CheckpointRow = [number, number, number];

/**
 * The worker's pace: after each checkpoint's row, the wait before the next one. A checkpoint
 * refused because another connection is checkpointing (the server's bounding one, another
 * process's worker) gives no counts (-1, -1): the pace stays as it was and the next row is
 * compared with the last one that had counts, so meeting the server's checkpoint under load
 * does not drop the worker back to a quarter-second wait.
 */
export function checkpointPace(everyMs: number, now: () => number = () => performance.now()) {
  let lastLogFrames = 0;
  let lastAt = now();
  let next = everyMs;
  return (row: CheckpointRow): number => {
    const logFrames = row[1];
    if (logFrames < 0) return next;
    const at = now();
    next = nextCheckpointIn(logFrames, lastLogFrames, at - lastAt, everyMs);
    lastLogFrames = logFrames;
    lastAt = at;
    return next;
  };
}
