/**
 * Profiles one hot route: starts the real server under Bun's CPU profiler, drives the route
 * with wrk as the throughput bench does, stops the server and prints where the profile went
 * (a .cpuprofile for Chrome DevTools and a grep-friendly .md).
 * `bun bench/throughput/profile.ts leads|chat|mcpAsk|home [--redis] [--seconds 8]`
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routeOn } from "./routes";
import { LIFTED_LIMITS, startApp, startRedis } from "./servers";
import { runWrk } from "./wrk";

const name = process.argv[2] ?? "leads";
const useRedis = process.argv.includes("--redis");
const i = process.argv.indexOf("--seconds");
const seconds = Number(i > 0 ? process.argv[i + 1] : 8);
const outDir = mkdtempSync(join(tmpdir(), "bench-profile-"));
const dataDir = mkdtempSync(join(tmpdir(), "bench-profile-data-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
try {
  const app = await startApp(
    {
      ...LIFTED_LIMITS,
      DATA_DIR: dataDir,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    },
    join(dataDir, "server.log"),
    ["--cpu-prof", "--cpu-prof-md", `--cpu-prof-dir=${outDir}`, "--cpu-prof-interval=200"],
  );
  try {
    const route = await routeOn(name as "leads" | "home" | "chat" | "mcpAsk", app.url);
    const { path, ...rest } = route;
    const r = await runWrk({ ...rest, url: app.url + path, seconds });
    console.log(
      `${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ${r.errors} errors`,
    );
  } finally {
    await app.stop();
  }
} finally {
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `profile: ${readdirSync(outDir)
    .map((f) => join(outDir, f))
    .join(", ")}`,
);
