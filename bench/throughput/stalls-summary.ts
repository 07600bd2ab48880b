/**
 * Sums a stall log written by stalls.ts: the pauses and slow statements of its last N seconds
 * (the last route tail.ts ran takes 7: 1 s of warm-up and 6 measured), with their time split
 * into cpu, runqueue and blocked, and the longest ones.
 * `bun bench/throughput/stalls-summary.ts /tmp/stalls-<pid>.log [--last 7]`
 */
import { readFileSync } from "node:fs";

const file = process.argv[2];
if (!file) throw new Error("usage: stalls-summary.ts FILE [--last SECONDS]");
const i = process.argv.indexOf("--last");
const last = Number(i > 0 ? process.argv[i + 1] : 7);

const LINE = /^([\d.]+)s (.*) ([\d.]+) ms: cpu ([\d.]+) runqueue ([\d.]+) blocked ([\d.]+)$/;
const entries = readFileSync(file, "utf8")
  .split("\n")
  .map((line) => LINE.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({
    at: Number(m[1]),
    what: m[2] as string,
    ms: Number(m[3]),
    cpu: Number(m[4]),
    runqueue: Number(m[5]),
    blocked: Number(m[6]),
  }));
const end = entries.at(-1)?.at ?? 0;
const window = entries.filter((e) => e.at > end - last);
const sum = (list: typeof window, key: "ms" | "cpu" | "runqueue" | "blocked") =>
  list.reduce((total, e) => total + e[key], 0).toFixed(0);
const pauses = window.filter((e) => e.what === "event loop paused");
const statements = window.filter((e) => e.what.startsWith("sql"));
for (const [label, list] of [
  ["event-loop pauses", pauses],
  ["slow SQLite statements", statements],
] as const) {
  console.log(
    `${label}: ${list.length}, ${sum(list, "ms")} ms: cpu ${sum(list, "cpu")}, runqueue ${sum(list, "runqueue")}, blocked ${sum(list, "blocked")}`,
  );
}
console.log("longest:");
for (const e of [...window].sort((a, b) => b.ms - a.ms).slice(0, 8))
  console.log(
    `  ${e.at.toFixed(2)}s ${e.what} ${e.ms.toFixed(1)} ms: cpu ${e.cpu}, runqueue ${e.runqueue}, blocked ${e.blocked}`,
  );
