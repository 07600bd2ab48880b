/**
 * Our process's CPU and wall time per request of one route, with the real app in this process
 * (no HTTP server, no load generator competing for the cores), `--inflight` requests at once,
 * in rounds: where the main thread's time goes without the machine's noise. On Redis, the
 * redis-server it starts runs as a separate process (its CPU is not counted). When wall time per
 * request is close to CPU time, the main thread is the limit; the round-to-round fall shows the
 * process warming (compiled code, heap).
 *   bun bench/throughput/in-process.ts chat|mcpAsk|leads [--redis] [--rounds 6] [--requests 8000]
 *     [--inflight 32]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startRedisServer } from "../../apps/api/test/support/redis-server";
import { requestsTo } from "./app-in-process";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    redis: { type: "boolean", default: false },
    rounds: { type: "string", default: "6" },
    requests: { type: "string", default: "8000" },
    inflight: { type: "string", default: "32" },
  },
});
const route = positionals[0] ?? "chat";
const REQUESTS = Number(values.requests);
const INFLIGHT = Number(values.inflight);
const SESSIONS = 256;

const dataDir = mkdtempSync(join(tmpdir(), "bench-in-process-"));
// As the bench runs it: an append-only file fsynced every second.
const redis = values.redis
  ? await startRedisServer({
      args: ["--dir", dataDir, "--appendonly", "yes", "--appendfsync", "everysec"],
    })
  : undefined;
const { request, close } = await requestsTo(route, {
  dataDir,
  redisUrl: redis?.url,
  sessions: SESSIONS,
});

let sent = 0;
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const end = sent + REQUESTS;
    const worker = async () => {
      while (sent < end) {
        const res = await request(sent++);
        if (res.status >= 300) throw new Error(`${route} answered ${res.status}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: INFLIGHT }, worker));
    const used = process.cpuUsage(cpu);
    const wall = ((performance.now() - started) * 1000) / REQUESTS;
    console.log(
      `round ${round}: ${((used.user + used.system) / REQUESTS).toFixed(1)} µs CPU/req, ${wall.toFixed(1)} µs wall/req`,
    );
  }
} finally {
  await close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
