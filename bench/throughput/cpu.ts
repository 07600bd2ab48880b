/**
 * Server CPU per request of one route against the bare Hono POST, in alternating rounds on the
 * same running servers: the quick check before and after a change (the full bench takes long).
 * Prints each round's µs of server CPU per request and the median ratio.
 * `bun bench/throughput/cpu.ts leads|home|mcpAsk [--redis] [--seconds 4] [--rounds 3]`
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Route, routes } from "./routes";
import { cpuSeconds, type Proc, startApp, startRedis, startReference } from "./servers";
import { runWrk } from "./wrk";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return Number(i > 0 ? process.argv[i + 1] : fallback);
};
const name = (process.argv[2] ?? "leads") as "leads" | "home" | "mcpAsk";
const useRedis = process.argv.includes("--redis");
const seconds = arg("--seconds", 4);
const rounds = arg("--rounds", 3);

async function cpuPerRequest(server: Proc, route: Route): Promise<number> {
  const { path, ...rest } = route;
  await runWrk({ ...rest, url: server.url + path, seconds: 1 });
  const before = cpuSeconds(server.pid);
  const r = await runWrk({ ...rest, url: server.url + path, seconds });
  if (r.errors) console.warn(`  ${r.errors} errors`);
  return ((cpuSeconds(server.pid) - before) * 1e6) / Math.max(1, r.requests);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), "bench-cpu-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
const reference = await startReference();
try {
  const app = await startApp(
    { TRUST_PROXY: "true", DATA_DIR: dataDir, ...(redis ? { REDIS_URL: redis.url } : {}) },
    join(dataDir, "server.log"),
  );
  try {
    const bare: number[] = [];
    const route: number[] = [];
    for (let i = 0; i < rounds; i++) {
      bare.push(await cpuPerRequest(reference, routes.referencePost));
      route.push(await cpuPerRequest(app, routes[name]));
      console.log(
        `round ${i + 1}: bare POST ${bare[i]?.toFixed(1)} µs, ${name} ${route[i]?.toFixed(1)} µs`,
      );
    }
    const ratio = median(bare.map((b, i) => b / (route[i] ?? 1)));
    console.log(
      `${useRedis ? "Redis" : "SQLite"} ${name}: median ${median(route).toFixed(1)} µs CPU/req, bare POST ${median(bare).toFixed(1)} µs, CPU ratio ${ratio.toFixed(3)}`,
    );
  } finally {
    await app.stop();
  }
} finally {
  await reference.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
