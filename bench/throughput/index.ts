/**
 * Throughput of the hot routes against bare Hono, in one run: starts the real server (as
 * `bun run start` does, after the web build) on SQLite and on a redis-server it starts, and a
 * bare Hono app, then drives each with wrk (1 thread, 32 connections). Rate limits are lifted
 * by configuration and TRUST_PROXY is on, with a distinct X-Forwarded-For per request, so every
 * request is a new visitor. Prints req/s, the ratio to the reference, p50/p99 and the server's
 * RSS, then how leads, chat and stats grow with 1,000 (and with --large, 1,000,000) stored
 * records; writes the tables into bench/RESULTS.md.
 *
 * `bun run bench` (`--seconds 6`, `--only sqlite|redis`, `--large` for the 1M growth runs,
 * `--large-records N`, `--no-growth`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStorage } from "../../apps/api/src/storage";
import { type Backend, type Measured, renderGrowth, renderMain, writeResults } from "./report";
import { type Route, routes } from "./routes";
import { seedRecords } from "./seed";
import {
  cpuSeconds,
  LIFTED_LIMITS,
  type Proc,
  rssMb,
  rssParts,
  startApp,
  startRedis,
  startReference,
} from "./servers";
import { runWrk } from "./wrk";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SECONDS = Number(arg("--seconds") ?? 6);
const WARMUP_SECONDS = 1;
const only = arg("--only");
const LARGE = process.argv.includes("--large");
const LARGE_RECORDS = Number(arg("--large-records") ?? 1_000_000);
const GROWTH = !process.argv.includes("--no-growth");
const SESSIONS = 256;
const IDLE_RSS_AFTER_MS = 3000;
const ADMIN = { email: "bench@example.com", password: "bench-password-1234" };

const SERVER_ENV = {
  ...LIFTED_LIMITS,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};

async function load(server: Proc, route: Route, seconds = SECONDS): Promise<Measured> {
  const { path, ...rest } = route;
  await runWrk({ ...rest, url: server.url + path, seconds: WARMUP_SECONDS });
  const cpuBefore = cpuSeconds(server.pid);
  const result = await runWrk({ ...rest, url: server.url + path, seconds });
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  return { ...result, cpuUsPerRequest: (cpu * 1e6) / Math.max(1, result.requests) };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function startSessions(app: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < SESSIONS; i++)
    ids.push(String((await post(`${app}/api/chat/session`, {})).sessionId));
  return ids;
}

async function adminToken(app: string): Promise<string> {
  const res = await post(`${app}/api/auth/login`, ADMIN);
  return String(res.token ?? (res.data as { token?: string } | undefined)?.token);
}

/** One back end: a fresh store, the hot routes against the reference, then RSS. */
async function mainRuns(backend: Backend, reference: Proc, env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "bench-throughput-"));
  const app = await startApp({ ...SERVER_ENV, DATA_DIR: dir, ...env }, join(dir, "server.log"));
  try {
    const sessions = await startSessions(app.url);
    console.log(`\n${backend}: server pid ${app.pid} on ${app.url}`);
    const rows: Record<string, Measured> = {};
    const step = async (name: string, server: Proc, route: Route) => {
      rows[name] = await load(server, route);
      const r = rows[name];
      console.log(
        `  ${name.padEnd(16)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50Ms.toFixed(2)} ms  p99 ${r.p99Ms.toFixed(2)} ms  ${r.cpuUsPerRequest?.toFixed(0)} µs CPU/req  RSS ${rssMb(server.pid).toFixed(0)} MB${r.errors ? `  ${r.errors} errors` : ""}`,
      );
    };
    await step("referenceGet", reference, routes.referenceGet);
    await step("referencePost", reference, routes.referencePost);
    await step("home", app, routes.home);
    await step("leads", app, routes.leads);
    await step("chat", app, routes.chat(sessions));
    await step("mcpAsk", app, routes.mcpAsk);
    const after = rssParts(app.pid);
    // Judged right after the last run; the figure once the server has been idle is shown beside.
    await Bun.sleep(IDLE_RSS_AFTER_MS);
    const idle = rssParts(app.pid);
    console.log(
      `  server RSS after the runs: ${after.text}; ${IDLE_RSS_AFTER_MS / 1000} s later ${idle.text}`,
    );
    return { rows, rss: after.rss, idleRss: idle.rss };
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Leads, chat and stats with 1,000 (and optionally LARGE_RECORDS) records seeded. */
async function growthRuns(backend: Backend, env: Record<string, string>, redisUrl?: string) {
  const dir = mkdtempSync(join(tmpdir(), "bench-growth-"));
  const storage = await createStorage({ dataDir: dir, redisUrl });
  const sizes = LARGE ? [1_000, LARGE_RECORDS] : [1_000];
  const out: { records: number; rows: Record<string, Measured> }[] = [];
  let seeded = 0;
  let app: Proc | undefined;
  try {
    for (const size of sizes) {
      await seedRecords(storage, seeded, size, backend);
      seeded = size;
      app ??= await startApp({ ...SERVER_ENV, DATA_DIR: dir, ...env }, join(dir, "server.log"));
      const sessions = await startSessions(app.url);
      const token = await adminToken(app.url);
      const rows: Record<string, Measured> = {};
      rows.leads = await load(app, routes.leads);
      rows.chat = await load(app, routes.chat(sessions));
      rows.stats = await load(app, routes.stats(token));
      console.log(
        `  ${backend} with ${size.toLocaleString()} records: ${Object.entries(rows)
          .map(([k, r]) => `${k} ${r.rps.toFixed(0)} req/s p99 ${r.p99Ms.toFixed(1)} ms`)
          .join(", ")}`,
      );
      out.push({ records: size, rows });
    }
  } finally {
    await app?.stop();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

const reference = await startReference();
const redisDir = mkdtempSync(join(tmpdir(), "bench-redis-"));
const redis = only === "sqlite" ? undefined : await startRedis(redisDir);
const results: Parameters<typeof renderMain>[0] = [];
const growth: Parameters<typeof renderGrowth>[0] = [];
try {
  const backends: [Backend, Record<string, string>][] = [];
  if (only !== "redis") backends.push(["SQLite", {}]);
  if (redis) backends.push(["Redis", { REDIS_URL: `${redis.url}/0` }]);
  for (const [backend, env] of backends) {
    results.push({ backend, ...(await mainRuns(backend, reference, env)) });
  }
  if (GROWTH) {
    for (const [backend, env] of backends) {
      const growthEnv = redis && backend === "Redis" ? { REDIS_URL: `${redis.url}/1` } : env;
      growth.push({ backend, runs: await growthRuns(backend, growthEnv, growthEnv.REDIS_URL) });
    }
  }
} finally {
  await redis?.stop();
  await reference.stop();
  rmSync(redisDir, { recursive: true, force: true });
}

const main = renderMain(results);
const grown = renderGrowth(growth, LARGE);
console.log(`\n${main}\n\n${grown}`);
await writeResults(main, grown, { seconds: SECONDS });
process.exit(0);
