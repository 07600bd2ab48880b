/**
 * What one request of a route allocates, in process: the real app (as `in-process.ts` drives it,
 * but with its request log written to a sink that drops it, so the log line's cost counts),
 * warmed, then `--requests` more with the garbage collector held off, counted by JavaScriptCore's
 * heap (objects of each type, GC heap bytes) and by the process's memory (all bytes, strings'
 * characters included). Run it with the collector off (below): with it on, the counts only show
 * what survived (the script says so when a collection ran).
 *   BUN_JSC_useGC=false bun bench/throughput/allocation.ts chat|mcpAsk|leads|apiNotFound [--redis] [--warm 6000] [--requests 2000] [--top 30]
 */
import { heapStats, memoryUsage } from "bun:jsc";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { turnBuffered } from "../../apps/api/src/lib/turn-buffered";
import { startRedisServer } from "../../apps/api/test/support/redis-server";
import { requestsTo } from "./app-in-process";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    redis: { type: "boolean", default: false },
    warm: { type: "string", default: "6000" },
    requests: { type: "string", default: "2000" },
    inflight: { type: "string", default: "32" },
    top: { type: "string", default: "30" },
  },
});
const route = positionals[0] ?? "chat";
const REQUESTS = Number(values.requests);
const INFLIGHT = Number(values.inflight);

const dataDir = mkdtempSync(join(tmpdir(), "bench-allocation-"));
const redis = values.redis
  ? await startRedisServer({
      args: ["--dir", dataDir, "--appendonly", "yes", "--appendfsync", "everysec"],
    })
  : undefined;
const { request, close } = await requestsTo(route, {
  dataDir,
  redisUrl: redis?.url,
  sessions: 256,
  // As the server writes its log: lines gathered per event-loop turn, then written (here, dropped).
  log: turnBuffered({ write: () => true }),
});

const cells = (h: ReturnType<typeof heapStats>) =>
  Object.values(h.objectTypeCounts).reduce((sum, n) => sum + n, 0);

let sent = 0;
const run = async (count: number) => {
  const end = sent + count;
  const worker = async () => {
    while (sent < end) {
      const res = await request(sent++);
      if (res.status >= 300 && route !== "apiNotFound")
        throw new Error(`${route} answered ${res.status}`);
      await res.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: INFLIGHT }, worker));
};

try {
  await run(Number(values.warm));
  Bun.gc(true);
  const h0 = heapStats();
  const m0 = memoryUsage().current;
  // Collected by the first collection after this point: then the counts are not allocations.
  const sentinel = new WeakRef({});
  await run(REQUESTS);
  if (sentinel.deref() === undefined)
    console.log("A collection ran during the counted requests: the counts below are too low.");
  const h1 = heapStats();
  const m1 = memoryUsage().current;
  const per = (n: number) => n / REQUESTS;
  const kb = (n: number) => `${(per(n) / 1024).toFixed(1)} KB`;
  console.log(
    `${route}${values.redis ? " (Redis)" : ""}: per request ${kb(h1.heapCapacity - h0.heapCapacity)} GC heap, ${kb(m1 - m0)} all memory, ${per(cells(h1) - cells(h0)).toFixed(0)} cells`,
  );
  const types = Object.entries(h1.objectTypeCounts)
    .map(([type, n]) => [type, per(n - (h0.objectTypeCounts[type] ?? 0))] as const)
    .filter(([, n]) => n >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top));
  for (const [type, n] of types) console.log(`  ${n.toFixed(2).padStart(8)}  ${type}`);
} finally {
  await close();
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
