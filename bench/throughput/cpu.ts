/**
 * Server CPU per request of one route against the bare Hono POST, in alternating rounds on the
 * same running servers: the quick check before and after a change (the full bench takes long).
 * With `--against DIR` a second checkout (e.g. the code before a change, with its own
 * node_modules and web build) runs beside this one and takes its turn in every round, so both
 * share the machine's load. Prints each round's µs of server CPU per request and the medians.
 * With `--redis`, redis-server's CPU per request is printed too (both processes share the cores).
 * `bun bench/throughput/cpu.ts leads|home|chat|mcpAsk [--redis] [--seconds 4] [--rounds 3]
 *   [--against DIR]`
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Route, routeOn, routes } from "./routes";
import {
  cpuSeconds,
  LIFTED_LIMITS,
  type Proc,
  startApp,
  startRedis,
  startReference,
} from "./servers";
import { runWrk } from "./wrk";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const name = (process.argv[2] ?? "leads") as "leads" | "home" | "chat" | "mcpAsk";
const useRedis = process.argv.includes("--redis");
const seconds = Number(arg("--seconds") ?? 4);
const rounds = Number(arg("--rounds") ?? 3);
const against = arg("--against");

/** Server CPU µs per request, and redis-server's (when there is one) in `redisCpu`. */
async function cpuPerRequest(server: Proc, route: Route, redisCpu?: number[]): Promise<number> {
  const { path, ...rest } = route;
  await runWrk({ ...rest, url: server.url + path, seconds: 1 });
  const before = cpuSeconds(server.pid);
  const redisBefore = redis ? cpuSeconds(redis.pid) : 0;
  const r = await runWrk({ ...rest, url: server.url + path, seconds });
  if (r.errors) console.warn(`  ${r.errors} errors`);
  const requests = Math.max(1, r.requests);
  if (redis && redisCpu) redisCpu.push(((cpuSeconds(redis.pid) - redisBefore) * 1e6) / requests);
  return ((cpuSeconds(server.pid) - before) * 1e6) / requests;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dataDir = mkdtempSync(join(tmpdir(), "bench-cpu-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
const reference = await startReference();
const apps: { label: string; proc: Proc; route: Route; cpu: number[]; redisCpu: number[] }[] = [];
try {
  for (const [label, root] of [
    ["this", undefined],
    ["against", against],
  ] as const) {
    if (label === "against" && !root) continue;
    const dir = join(dataDir, label);
    const proc = await startApp(
      {
        ...LIFTED_LIMITS,
        DATA_DIR: dir,
        // Both checkouts share the one Redis: their records never meet (ids are unique).
        ...(redis ? { REDIS_URL: redis.url } : {}),
      },
      join(dataDir, `${label}.log`),
      [],
      root,
    );
    apps.push({ label, proc, route: await routeOn(name, proc.url), cpu: [], redisCpu: [] });
  }
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    bare.push(await cpuPerRequest(reference, routes.referencePost));
    // Alternate which checkout goes first, so neither always follows the reference.
    for (const app of i % 2 ? [...apps].reverse() : apps)
      app.cpu.push(await cpuPerRequest(app.proc, app.route, app.redisCpu));
    console.log(
      `round ${i + 1}: bare POST ${bare[i]?.toFixed(1)} µs, ${apps.map((a) => `${a.label} ${a.cpu[i]?.toFixed(1)} µs${redis ? ` (redis-server ${a.redisCpu[i]?.toFixed(1)} µs)` : ""}`).join(", ")}`,
    );
  }
  for (const app of apps) {
    const ratio = median(bare.map((b, i) => b / (app.cpu[i] ?? 1)));
    console.log(
      `${useRedis ? "Redis" : "SQLite"} ${name} (${app.label}): median ${median(app.cpu).toFixed(1)} µs CPU/req, bare POST ${median(bare).toFixed(1)} µs, CPU ratio ${ratio.toFixed(3)}${redis ? `; redis-server median ${median(app.redisCpu).toFixed(1)} µs CPU/req` : ""}`,
    );
  }
} finally {
  for (const app of apps) await app.proc.stop();
  await reference.stop();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
