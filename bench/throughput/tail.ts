/**
 * p99 latency and server memory of the real server, this checkout against another one: each
 * round starts a fresh server per checkout (on SQLite, or with --redis on one redis-server),
 * runs the bench's routes in its order (after a 1 s warm-up each), then reads RSS right after
 * the last run and 3 s later, as `bun run bench` does. Checkouts alternate which goes first.
 * `bun bench/throughput/tail.ts [--redis] [--rounds 3] [--seconds 6] [--routes leads,chat]
 *   [--against DIR] [--preload FILE]`
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chatSessions, type Route, routes } from "./routes";
import { cpuSeconds, LIFTED_LIMITS, rssParts, startApp, startRedis } from "./servers";
import { runWrk } from "./wrk";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const useRedis = process.argv.includes("--redis");
const seconds = Number(arg("--seconds") ?? 6);
const rounds = Number(arg("--rounds") ?? 3);
const against = arg("--against");
const preload = arg("--preload");
const names = (arg("--routes") ?? "home,leads,chat,mcpAsk").split(",");
const SESSIONS = 256;

const dataDir = mkdtempSync(join(tmpdir(), "bench-tail-"));
const redis = useRedis ? await startRedis(dataDir) : undefined;
const checkouts = [
  ["this", undefined] as const,
  ...(against ? [["against", against] as const] : []),
];
try {
  for (let round = 0; round < rounds; round++) {
    for (const [label, root] of round % 2 ? [...checkouts].reverse() : checkouts) {
      const dir = join(dataDir, `${label}-${round}`);
      const app = await startApp(
        { ...LIFTED_LIMITS, DATA_DIR: dir, ...(redis ? { REDIS_URL: redis.url } : {}) },
        join(dataDir, `${label}-${round}.log`),
        preload ? ["--preload", preload] : [],
        root,
      );
      try {
        const ids = await chatSessions(app.url, SESSIONS);
        const out: string[] = [];
        for (const name of names) {
          const route: Route = name === "chat" ? routes.chat(ids) : routes[name as "leads"];
          const { path, ...rest } = route;
          await runWrk({ ...rest, url: app.url + path, seconds: 1 });
          const cpu = cpuSeconds(app.pid);
          const r = await runWrk({ ...rest, url: app.url + path, seconds });
          const us = ((cpuSeconds(app.pid) - cpu) * 1e6) / Math.max(1, r.requests);
          out.push(
            `${name} ${(r.requests / seconds / 1000).toFixed(1)}k/s p99 ${r.p99Ms.toFixed(1)} ms (${us.toFixed(0)} µs${r.errors ? `, ${r.errors} errors` : ""})`,
          );
        }
        const rss = rssParts(app.pid);
        await Bun.sleep(3000);
        console.log(
          `round ${round + 1} ${label}: ${out.join(", ")}; RSS ${rss.text}; 3 s later ${rssParts(app.pid).text}`,
        );
      } finally {
        await app.stop();
      }
    }
  }
} finally {
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
