/**
 * Where a request's CPU goes on the whole machine, and whether the server waited: one route
 * under wrk (as the bench drives it) on a fresh server per round, this checkout against another
 * in alternating rounds (`--against DIR`). Per request: our server's CPU (user + system), the
 * load generator's (wrk, a child of this process), and with `--redis` redis-server's and its
 * children's (the append-only file's rewrite, forked when the file has doubled). Then the share
 * of the wall time our server's main thread and redis-server's spent running, waiting for a core
 * (runnable, the machine busy), or asleep (nothing to do: waiting for Redis or for wrk), from
 * /proc/<pid>/schedstat. On a machine shared with other work the waits for a core absorb the
 * load; the sleeping share is what a deeper pipeline could fill, and the CPU per request summed
 * over the processes bounds the rate the machine can reach: cores / total CPU per request.
 * `bun bench/throughput/machine.ts leads|home|chat|mcpAsk [--redis] [--rounds 4] [--seconds 4]
 *   [--against DIR]`
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { routeOn } from "./routes";
import { LIFTED_LIMITS, type Proc, startApp, startRedis } from "./servers";
import { runWrk } from "./wrk";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const name = (process.argv[2] ?? "leads") as "leads" | "home" | "chat" | "mcpAsk";
const useRedis = process.argv.includes("--redis");
const seconds = Number(arg("--seconds") ?? 4);
const rounds = Number(arg("--rounds") ?? 4);
const against = arg("--against");

/** µs of CPU from /proc/<pid>/stat: [user, system, reaped children's user + system]. */
function cpu(pid: number | "self"): [number, number, number] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  const us = 1e6 / 100; // clock ticks of 10 ms
  return [(f[11] ?? 0) * us, (f[12] ?? 0) * us, ((f[13] ?? 0) + (f[14] ?? 0)) * us];
}

/** ns the main thread ran and waited runnable for a core (/proc/<pid>/task/<pid>/schedstat). */
function sched(pid: number): [number, number] {
  const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ");
  return [Number(run), Number(wait)];
}

const COLUMNS = [
  "req/s",
  "p50 ms",
  "server user µs",
  "server sys µs",
  "wrk µs",
  "redis µs",
  "rewrite µs",
  "total µs",
  "server run %",
  "server wait %",
  "server asleep %",
  "redis run %",
  "redis asleep %",
] as const;

/** One measured run of the route on `app`: the figures in COLUMNS' order. */
async function measure(app: Proc, redis: Proc | undefined): Promise<number[]> {
  const { path, ...rest } = await routeOn(name, app.url);
  await runWrk({ ...rest, url: app.url + path, seconds: 2 });
  // Our server's, this process's (wrk is its child) and redis-server's CPU and scheduling.
  const snapshot = () =>
    [
      cpu(app.pid),
      cpu("self"),
      redis ? cpu(redis.pid) : ([0, 0, 0] as const),
      sched(app.pid),
      redis ? sched(redis.pid) : ([0, 0] as const),
    ] as const;
  const [s0, w0, r0, ss0, rs0] = snapshot();
  const start = performance.now();
  const load = await runWrk({ ...rest, url: app.url + path, seconds });
  const wallNs = (performance.now() - start) * 1e6;
  const [s1, w1, r1, ss1, rs1] = snapshot();
  const n = Math.max(1, load.requests);
  const user = (s1[0] - s0[0]) / n;
  const sys = (s1[1] - s0[1]) / n;
  const wrk = (w1[2] - w0[2]) / n;
  const redisUs = (r1[0] + r1[1] - r0[0] - r0[1]) / n;
  const rewrite = (r1[2] - r0[2]) / n;
  const pct = (ns: number) => (100 * ns) / wallNs;
  const [run, wait] = [pct(ss1[0] - ss0[0]), pct(ss1[1] - ss0[1])];
  const [redisRun, redisWait] = [pct(rs1[0] - rs0[0]), pct(rs1[1] - rs0[1])];
  return [
    load.requests / seconds,
    load.p50Ms,
    user,
    sys,
    wrk,
    redisUs,
    rewrite,
    user + sys + wrk + redisUs + rewrite,
    run,
    wait,
    100 - run - wait,
    redisRun,
    redis ? 100 - redisRun - redisWait : 0,
  ];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const show = (row: number[]) =>
  COLUMNS.map((c, i) => `${c} ${(row[i] ?? 0).toFixed(c === "p50 ms" ? 2 : 0)}`).join(", ");

const dataDir = mkdtempSync(join(tmpdir(), "bench-machine-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
const checkouts = [
  ["this", undefined] as const,
  ...(against ? [["against", against] as const] : []),
];
const rows = new Map<string, number[][]>();
try {
  for (let round = 0; round < rounds; round++) {
    for (const [label, root] of round % 2 ? [...checkouts].reverse() : checkouts) {
      const app = await startApp(
        {
          ...LIFTED_LIMITS,
          DATA_DIR: join(dataDir, `${label}-${round}`),
          ...(redis ? { REDIS_URL: redis.url } : {}),
        },
        join(dataDir, `${label}-${round}.log`),
        [],
        root,
      );
      try {
        const row = await measure(app, redis);
        rows.set(label, [...(rows.get(label) ?? []), row]);
        console.log(`round ${round + 1} ${label}: ${show(row)}`);
      } finally {
        await app.stop();
      }
    }
  }
  for (const [label, all] of rows) {
    const med = COLUMNS.map((_, i) => median(all.map((r) => r[i] ?? 0)));
    const ceiling = (availableParallelism() * 1e6) / (med[7] || 1);
    console.log(
      `${label} (medians): ${show(med)}; the cores' ceiling at this CPU per request ${(ceiling / 1000).toFixed(1)}k req/s`,
    );
  }
} finally {
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
