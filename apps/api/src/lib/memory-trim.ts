/**
 * Gives memory back after a burst of requests. Under load the JS heap grows to fit the rate of
 * allocation and keeps that size once the garbage is gone (after a throughput run the server
 * held ~190–230 MB where a full collection leaves ~125–135 MB): JavaScriptCore rarely runs a
 * full collection by itself. So once the server has been idle for a check interval after
 * serving requests, one full collection runs, at most every `minGapMs`. It pauses the process
 * ~10–40 ms, which is why it waits for a quiet moment instead of running under load.
 */
export interface MemoryTrimOptions {
  /** How many requests the server has taken so far. */
  served: () => number;
  /** Runs a full, synchronous collection. */
  collect?: () => void;
  now?: () => number;
  minGapMs?: number;
}

/** The check, run every second or so; true when it collected. */
export function createMemoryTrim({
  served,
  collect = () => Bun.gc(true),
  now = Date.now,
  minGapMs = 10_000,
}: MemoryTrimOptions): () => boolean {
  let seen = served();
  let servedSinceCollection = false;
  let collectedAt = Number.NEGATIVE_INFINITY;
  return () => {
    const count = served();
    const busy = count !== seen;
    seen = count;
    if (busy) servedSinceCollection = true;
    if (busy || !servedSinceCollection || now() - collectedAt < minGapMs) return false;
    collect();
    collectedAt = now();
    servedSinceCollection = false;
    return true;
  };
}

/** Runs the check every `everyMs` beside the server; returns the stop. */
export function startMemoryTrim(options: MemoryTrimOptions, everyMs = 1000): () => void {
  const check = createMemoryTrim(options);
  const timer = setInterval(check, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
