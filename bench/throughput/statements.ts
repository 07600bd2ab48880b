/**
 * The SQLite statements one request runs, with their count and time per request: the real app
 * in this process (SQLite, logging off, limits lifted, a distinct visitor per request), one
 * request after another, so each one commits alone (under load, commits are shared by a group).
 * Run: `bun bench/throughput/statements.ts chat|mcpAsk|leads [--requests N]`
 */
import { Database, type Statement } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { requestsTo } from "./app-in-process";

const route = process.argv[2] ?? "chat";
const flag = process.argv.indexOf("--requests");
const REQUESTS = flag > 0 ? Number(process.argv[flag + 1]) : 2000;

const spent = new Map<string, { runs: number; ms: number }>();
let counting = false;
const count = (label: string, started: number) => {
  const entry = spent.get(label) ?? { runs: 0, ms: 0 };
  entry.runs++;
  entry.ms += performance.now() - started;
  spent.set(label, entry);
};

// bun:sqlite sets a statement's run/get/all on the instance, so each prepared one is wrapped.
const timed = (statement: Statement, sql: string) => {
  const label = sql.replace(/\s+/g, " ").trim().slice(0, 110);
  for (const method of ["run", "get", "all", "values"] as const) {
    const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
    (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (!counting) return original(...args);
      const started = performance.now();
      try {
        return original(...args);
      } finally {
        count(`${method} ${label}`, started);
      }
    };
  }
  return statement;
};
const prototype = Database.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const method of ["query", "prepare"]) {
  const original = prototype[method] as (
    this: Database,
    sql: string,
    ...rest: unknown[]
  ) => Statement;
  prototype[method] = function (this: Database, sql: unknown, ...rest: unknown[]) {
    return timed(original.call(this, sql as string, ...rest), sql as string);
  };
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-statements-"));
const { request, close } = await requestsTo(route, { dataDir, sessions: 64 });

counting = true;
for (let i = 0; i < REQUESTS; i++) {
  const res = await request(i);
  if (res.status >= 300) throw new Error(`${route} answered ${res.status}: ${await res.text()}`);
  await res.arrayBuffer();
}
counting = false;

let statements = 0;
let ms = 0;
console.log(`${route}: SQLite statements per request (${REQUESTS} requests, one at a time)\n`);
console.log("  runs      µs  statement");
for (const [label, entry] of [...spent].sort((a, b) => b[1].ms - a[1].ms)) {
  statements += entry.runs;
  ms += entry.ms;
  const runs = (entry.runs / REQUESTS).toFixed(2).padStart(6);
  console.log(`${runs} ${((entry.ms / REQUESTS) * 1000).toFixed(1).padStart(7)}  ${label}`);
}
console.log(
  `\n${(statements / REQUESTS).toFixed(1)} statements, ${((ms / REQUESTS) * 1000).toFixed(1)} µs per request`,
);
await close();
rmSync(dataDir, { recursive: true, force: true });
