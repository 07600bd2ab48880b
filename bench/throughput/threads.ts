/**
 * Which threads of our server spend its CPU under load: one route under wrk (as the bench drives
 * it), then each thread's user + system CPU per request, by its name (/proc/<pid>/task).
 * `bun bench/throughput/threads.ts chat|mcpAsk|leads|home [--redis] [--seconds 4] [--windows 1]`
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routeOn } from "./routes";
import { LIFTED_LIMITS, startApp, startRedis } from "./servers";
import { runWrk } from "./wrk";

const name = (process.argv[2] ?? "chat") as "leads" | "home" | "chat" | "mcpAsk";
const useRedis = process.argv.includes("--redis");
const i = process.argv.indexOf("--seconds");
const seconds = Number(i > 0 ? process.argv[i + 1] : 4);
const w = process.argv.indexOf("--windows");
const windows = Number(w > 0 ? process.argv[w + 1] : 1);

/** Each thread's name and CPU in µs (user + system). */
function threads(pid: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const f = stat
        .slice(stat.lastIndexOf(")") + 2)
        .split(" ")
        .map(Number);
      const key = `${comm} ${tid === String(pid) ? "(main)" : ""}`.trim();
      out.set(key, (out.get(key) ?? 0) + ((f[11] ?? 0) + (f[12] ?? 0)) * 1e4);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), "bench-threads-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
try {
  const app = await startApp(
    { ...LIFTED_LIMITS, DATA_DIR: dataDir, ...(redis ? { REDIS_URL: redis.url } : {}) },
    join(dataDir, "server.log"),
  );
  try {
    const { path, ...rest } = await routeOn(name, app.url);
    await runWrk({ ...rest, url: app.url + path, seconds: 2 });
    for (let w = 0; w < windows; w++) {
      const before = threads(app.pid);
      const load = await runWrk({ ...rest, url: app.url + path, seconds });
      const after = threads(app.pid);
      const n = Math.max(1, load.requests);
      const rows = [...after].map(([k, v]) => [k, (v - (before.get(k) ?? 0)) / n] as const);
      console.log(
        `${name}${useRedis ? " (Redis)" : ""} window ${w + 1}: ${(load.requests / seconds).toFixed(0)} req/s; ` +
          rows
            .filter(([, us]) => us > 0)
            .sort((a, b) => b[1] - a[1])
            .map(([k, us]) => `${k} ${us.toFixed(1)}`)
            .join(", ") +
          " µs/request",
      );
    }
  } finally {
    await app.stop();
  }
} finally {
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
