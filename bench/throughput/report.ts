/** Tables of the throughput bench, and the latest run kept in bench/RESULTS.md. */
import { cpus, release, totalmem } from "node:os";
import { join } from "node:path";
import type { LoadResult } from "./wrk";

export type Backend = "SQLite" | "Redis";
export type Measured = LoadResult;

interface MainResult {
  backend: Backend;
  rows: Record<string, Measured>;
  rss: number;
  /** RSS once the server has been idle a few seconds after the runs. */
  idleRss?: number;
}

interface GrowthResult {
  backend: Backend;
  runs: { records: number; rows: Record<string, Measured> }[];
}

/** Each hot route, the reference it is compared with and the share of it to reach. */
const TARGETS = [
  { key: "home", label: "`GET /` (HTML shell)", ref: "referenceGet", min: 0.5 },
  { key: "leads", label: "`POST /api/leads`", ref: "referencePost", min: 0.25 },
  { key: "chat", label: "`POST /api/chat/message` (built-in)", ref: "referencePost", min: 0.1 },
  { key: "mcpAsk", label: "MCP `tools/call ask`", ref: "referencePost", min: 0.1 },
] as const;
const P99_MAX_MS = 50;
const RSS_MAX_MB = 150;

const rps = (r?: Measured) => (r ? `${(r.rps / 1000).toFixed(1)}k` : "–");
const lat = (r?: Measured) => (r ? `${r.p50Ms.toFixed(1)} / ${r.p99Ms.toFixed(1)} ms` : "–");
const errs = (r?: Measured) => (r?.errors ? ` (${r.errors} errors)` : "");

const cpu = (r?: Measured) => (r?.cpuUsPerRequest ? `${r.cpuUsPerRequest.toFixed(0)} µs` : "–");

/**
 * The main table. "ratio" is req/s over the reference's req/s (the issue's measure); "CPU
 * ratio" is the reference's server CPU per request over the route's, which other work on a
 * shared machine disturbs far less.
 */
export function renderMain(results: MainResult[]): string {
  const head = `| route | ${results.map((r) => `${r.backend} req/s | ratio | CPU/req (CPU ratio) | p50 / p99`).join(" | ")} |`;
  const sep = `|---|${results.map(() => "---|---|---|---").join("|")}|`;
  const lines = [head, sep];
  lines.push(
    `| bare Hono GET / POST | ${results
      .map(
        (r) =>
          `${rps(r.rows.referenceGet)} / ${rps(r.rows.referencePost)} | 1 | ${cpu(r.rows.referenceGet)} / ${cpu(r.rows.referencePost)} | ${r.rows.referenceGet?.p99Ms.toFixed(1)} / ${r.rows.referencePost?.p99Ms.toFixed(1)} ms (p99)`,
      )
      .join(" | ")} |`,
  );
  const verdicts: string[] = [];
  for (const t of TARGETS) {
    const cells = results.map((r) => {
      const row = r.rows[t.key];
      const ref = r.rows[t.ref];
      const ratio = row && ref ? row.rps / ref.rps : 0;
      const cpuRatio =
        row?.cpuUsPerRequest && ref?.cpuUsPerRequest
          ? ref.cpuUsPerRequest / row.cpuUsPerRequest
          : 0;
      const ok = ratio >= t.min && (row?.p99Ms ?? Infinity) <= P99_MAX_MS && !row?.errors;
      verdicts.push(
        `${ok ? "met" : "NOT met"}: ${r.backend} ${t.label} ≥ ${t.min} of the reference and p99 ≤ ${P99_MAX_MS} ms (ratio ${ratio.toFixed(3)}, CPU ratio ${cpuRatio.toFixed(3)}, p99 ${row?.p99Ms.toFixed(1)} ms)`,
      );
      return `${rps(row)}${errs(row)} | ${ratio.toFixed(3)} | ${cpu(row)} (${cpuRatio.toFixed(3)}) | ${lat(row)}`;
    });
    lines.push(`| ${t.label} | ${cells.join(" | ")} |`);
  }
  lines.push(
    `| server RSS after the runs (idle 3 s later) | ${results.map((r) => `${r.rss.toFixed(0)} MB${r.idleRss ? ` (${r.idleRss.toFixed(0)} MB)` : ""} | | | `).join(" | ")} |`,
  );
  for (const r of results)
    verdicts.push(
      `${r.rss <= RSS_MAX_MB ? "met" : "NOT met"}: ${r.backend} RSS ≤ ${RSS_MAX_MB} MB`,
    );
  return `${lines.join("\n")}\n\n${verdicts.map((v) => `- ${v}`).join("\n")}`;
}

export function renderGrowth(results: GrowthResult[], large: boolean): string {
  const lines = [
    "| back end | stored leads + conversations | `POST /api/leads` req/s, p99 | `POST /api/chat/message` req/s, p99 | `GET /api/admin/stats` (365 days) req/s, p99 |",
    "|---|---|---|---|---|",
  ];
  for (const g of results)
    for (const run of g.runs) {
      const cell = (r?: Measured) =>
        `${rps(r)}${errs(r)}, ${r?.p99Ms.toFixed(1)} ms, ${cpu(r)} CPU/req`;
      lines.push(
        `| ${g.backend} | ${run.records.toLocaleString("en-US")} | ${cell(run.rows.leads)} | ${cell(run.rows.chat)} | ${cell(run.rows.stats)} |`,
      );
    }
  if (!large)
    lines.push("", "(1,000,000-record runs not made in this run: `bun run bench -- --large`.)");
  return lines.join("\n");
}

async function machine(): Promise<string> {
  const wrk = Bun.spawnSync(["wrk", "--version"]).stdout.toString().split("\n")[0]?.trim();
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? "cpu"}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Linux ${release()}, Bun ${Bun.version}, ${wrk?.split(" Copyright")[0]}`;
}

const START = "<!-- bench:latest:start -->";
const END = "<!-- bench:latest:end -->";
/** Said inside the block, since a section written just above "## Latest run" would be lost. */
const NOTICE =
  "<!-- Written by `bun run bench` (bench/throughput/report.ts) up to the end marker: add dated sections above the start marker. -->";

/** Replaces the latest-run block of bench/RESULTS.md (the rest of the file is kept). */
export async function writeResults(main: string, growth: string, opts: { seconds: number }) {
  const file = Bun.file(join(import.meta.dir, "..", "RESULTS.md"));
  const block = `${START}
${NOTICE}
## Latest run: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC

Machine: ${await machine()}. wrk: 1 thread, 32 connections, ${opts.seconds} s per route after a 1 s warm-up; each request a distinct visitor (X-Forwarded-For); rate limits lifted by configuration.

${main}

Growth (records seeded through the storage layer):

${growth}
${END}`;
  const current = (await file.exists()) ? await file.text() : "# Throughput results\n\n";
  const at = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    at >= 0 && end > at
      ? current.slice(0, at) + block + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await Bun.write(file, next);
}
