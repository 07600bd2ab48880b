/**
 * Serving the public pages like static files: the real server (SQLite, as `bun run start`
 * after the web build) against a bare Hono GET in the same run, driven by wrk (1 thread, 32
 * connections). Prints req/s, the ratio to the reference and p50/p99 for `GET /` as a browser
 * asks for it (brotli), its revalidation (If-None-Match → 304) and `GET /pricing`.
 * Target: `GET /` at ≥ 50 % of the bare Hono GET. `bun run bench:shell` (`--seconds N`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp, startReference } from "./throughput/servers";
import { type LoadResult, runWrk } from "./throughput/wrk";

const i = process.argv.indexOf("--seconds");
const SECONDS = Number(i > 0 ? process.argv[i + 1] : 6);
const BROWSER = { "Accept-Encoding": "gzip, deflate, br" };

async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await runWrk({ url, method: "GET", headers, seconds: 1 });
  return runWrk({ url, method: "GET", headers, seconds: SECONDS });
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-shell-"));
const reference = await startReference();
const app = await startApp({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, join(dataDir, "server.log"));
try {
  const home = await fetch(`${app.url}/`, { headers: BROWSER });
  const etag = home.headers.get("etag");
  if (!home.ok || !etag) throw new Error(`GET / answered ${home.status} without an ETag`);
  const rows: [string, LoadResult][] = [
    ["bare Hono GET", await measure(`${reference.url}/`)],
    ["GET / (brotli)", await measure(`${app.url}/`, BROWSER)],
    [
      "GET / revalidated (304)",
      await measure(`${app.url}/`, { ...BROWSER, "If-None-Match": etag }),
    ],
    ["GET /pricing (brotli)", await measure(`${app.url}/pricing`, BROWSER)],
  ];
  const base = rows[0]?.[1].rps ?? 1;
  console.log(`wrk, 1 thread, 32 connections, ${SECONDS} s per row after a 1 s warm-up\n`);
  console.log("| request | req/s | ratio | p50 / p99 | errors |\n|---|---|---|---|---|");
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${(r.rps / 1000).toFixed(1)}k | ${(r.rps / base).toFixed(2)} | ${r.p50Ms} / ${r.p99Ms} ms | ${r.errors} |`,
    );
  }
  const ratio = (rows[1]?.[1].rps ?? 0) / base;
  console.log(
    `\nGET / at ${(ratio * 100).toFixed(0)} % of bare Hono: ${ratio >= 0.5 ? "met" : "NOT met"} (target ≥ 50 %)`,
  );
} finally {
  await app.stop();
  await reference.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
