/**
 * What a route's latency tail is made of, preloaded into the real server (Linux only):
 * `bun bench/throughput/tail.ts --routes leads,chat,mcpAsk --preload $PWD/bench/throughput/stalls.ts`
 * (the server runs in apps/api: the path must be absolute).
 * Every pause of the event loop longer than STALL_MS and every SQLite statement slower than it
 * is written to /tmp/stalls-<server pid>.log, one line each, with
 * the main thread's time in it split three ways (from /proc/thread-self/schedstat):
 * - cpu: the thread ran (JavaScript, a garbage collection on this thread, a checkpoint copying
 *   pages inside a COMMIT);
 * - runqueue: it was ready but waited for a core (other processes and threads on the machine);
 * - blocked: it slept (a disk write or fsync, a lock: SQLite's busy handler, waiting for the
 *   collector's or the compiler's threads).
 * A tail of runqueue time is the machine's; of cpu or blocked time, the process's.
 * `bun bench/throughput/stalls-summary.ts /tmp/stalls-<pid>.log` sums the last route's.
 * The watch costs a file read every 2 ms (~0.5 % of a core): for finding causes, not for
 * figures.
 */
import { Database } from "bun:sqlite";
import { appendFileSync, readFileSync } from "node:fs";

const STALL_MS = 10;
const out = `/tmp/stalls-${process.pid}.log`;
const started = performance.now();

/** The main thread's ns on a core and ns waiting for one, so far. */
const sched = (): [number, number] => {
  const [cpu, wait] = readFileSync("/proc/thread-self/schedstat", "utf8").split(" ");
  return [Number(cpu), Number(wait)];
};

const log = (what: string, ms: number, before: [number, number]) => {
  const after = sched();
  const cpu = (after[0] - before[0]) / 1e6;
  const wait = (after[1] - before[1]) / 1e6;
  // The scheduler's figures move in ticks: a short part can read a little over the whole.
  const blocked = Math.max(0, ms - cpu - wait);
  const at = ((performance.now() - started) / 1000).toFixed(2);
  appendFileSync(
    out,
    `${at}s ${what} ${ms.toFixed(1)} ms: cpu ${cpu.toFixed(1)} runqueue ${wait.toFixed(1)} blocked ${blocked.toFixed(1)}\n`,
  );
};

type Statement = Record<string, unknown> & { toString(): string };

/** Times each run of the statement; a slow one is logged with its first words. */
function watch(statement: Statement): Statement {
  for (const method of ["run", "get", "all", "values"]) {
    const call = statement[method];
    if (typeof call !== "function") continue;
    statement[method] = (...args: unknown[]) => {
      const before = sched();
      const t = performance.now();
      try {
        return call.apply(statement, args);
      } finally {
        const ms = performance.now() - t;
        if (ms > STALL_MS) {
          const sql = statement.toString().replace(/\s+/g, " ").trim().slice(0, 40);
          log(`sql "${sql}"`, ms, before);
        }
      }
    };
  }
  return statement;
}

const proto = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["query", "prepare"]) {
  const make = proto[method];
  if (!make) continue;
  proto[method] = function (this: Database, ...args: unknown[]) {
    return watch(make.apply(this, args) as Statement);
  };
}

let last = performance.now();
let lastSched = sched();
setInterval(() => {
  const now = performance.now();
  if (now - last > STALL_MS) log("event loop paused", now - last, lastSched);
  last = now;
  lastSched = sched();
}, 2).unref();
