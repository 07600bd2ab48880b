import { writeSync } from "node:fs";

/** Where log lines go: a stream, or anything with a `write` (pino's destination shape). */
export interface LineSink {
  write(chunk: string): unknown;
}

/**
 * Log lines written during one turn of the event loop, handed to `destination` together at its
 * end: one write (a system call when stdout is a file or a pipe) per turn instead of one per
 * line, which cost an API request ~2 µs under load. Lines keep their order. `flushSync` writes
 * what is pending straight to a file descriptor (used when the process exits).
 */
export function turnBuffered(destination: LineSink): LineSink & {
  flush(done?: () => void): void;
  flushSync(fd: number): void;
} {
  let pending = "";
  let scheduled = false;
  const take = () => {
    const out = pending;
    pending = "";
    return out;
  };
  // Also pino's `logger.flush(done)`.
  const flush = (done?: () => void) => {
    scheduled = false;
    if (pending) destination.write(take());
    done?.();
  };
  return {
    write(chunk) {
      pending += chunk;
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => flush());
      }
      return true;
    },
    flush,
    flushSync(fd) {
      if (pending) writeSync(fd, take());
    },
  };
}
