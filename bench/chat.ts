/**
 * Chat throughput and latency with the built-in responder: many concurrent visitors each
 * start a session and send a few messages through the real app (routes, services, storage)
 * on SQLite and on a redis-server it starts; also the responder alone. Prints messages per
 * second and p50/p95/p99 latency. Run: `bun bench/chat.ts`
 * (`--visitors N`, `--messages N`, `--concurrency N`, `--only sqlite|redis`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createKnowledgeIndex } from "../apps/api/src/ai/knowledge";
import { respond } from "../apps/api/src/ai/responder";
import { createApp } from "../apps/api/src/app";
import { brandFromEnv, buildDeps } from "../apps/api/src/deps";
import { parseEnv } from "../apps/api/src/env";
import { createLogger } from "../apps/api/src/lib/logger";
import { startRedisServer } from "../apps/api/test/support/redis-server";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const VISITORS = Number(arg("--visitors") ?? 200);
const MESSAGES = Number(arg("--messages") ?? 5);
const CONCURRENCY = Number(arg("--concurrency") ?? 20);
const only = arg("--only");

const QUESTIONS = [
  "How much does a custom chatbot cost?",
  "Hi, I'm Dana and I run a bakery with 6 employees",
  "What services do you offer?",
  "How fast do you respond to emails?",
  "Can you help with lead qualification?",
  "What is your process?",
  "Is my customer data safe?",
  "Can I book a free call?",
  "Do you work with law firms?",
  "How long does an implementation take?",
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function report(label: string, latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rate = (latencies.length / elapsedMs) * 1000;
  console.log(
    `${label.padEnd(22)} ${String(latencies.length).padStart(6)} msgs  ${rate.toFixed(0).padStart(6)} msg/s  p50 ${percentile(sorted, 50).toFixed(2)} ms  p95 ${percentile(sorted, 95).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms`,
  );
}

function benchResponder() {
  const brand = brandFromEnv(parseEnv({ LOG_LEVEL: "silent" }));
  const site = { brand, knowledge: createKnowledgeIndex(brand) };
  const latencies: number[] = [];
  const start = performance.now();
  for (let i = 0; i < 5000; i++) {
    const t = performance.now();
    respond(site, { question: QUESTIONS[i % QUESTIONS.length] ?? "" });
    latencies.push(performance.now() - t);
  }
  report("responder only", latencies, performance.now() - start);
}

async function benchApp(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-chat-"));
  const parsed = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST: join(dataDir, "none"),
    CHAT_SESSION_MESSAGES_PER_MINUTE: "100000",
    CHAT_IP_MESSAGES_PER_MINUTE: "1000000",
    ...env,
  });
  const deps = await buildDeps(parsed, createLogger("silent"), {
    redisPrefix: `bench:${crypto.randomUUID()}:`,
  });
  const app = createApp(deps);
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const visitor = async (v: number) => {
    const res = await post("/api/chat/session", {});
    const { sessionId } = (await res.json()) as { sessionId: string };
    for (let m = 0; m < MESSAGES; m++) {
      const t = performance.now();
      const r = await post("/api/chat/message", {
        sessionId,
        message: QUESTIONS[(v + m) % QUESTIONS.length],
      });
      await r.arrayBuffer();
      latencies.push(performance.now() - t);
      if (r.status !== 200) failures++;
    }
  };
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < VISITORS) await visitor(next++);
    }),
  );
  report(`${label} (c=${CONCURRENCY})`, latencies, performance.now() - start);
  if (failures) console.log(`  ${failures} messages failed`);
  await deps.storage.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `chat bench: ${VISITORS} visitors x ${MESSAGES} messages, built-in responder, in-process app\n`,
);
benchResponder();
if (only !== "redis") await benchApp("sqlite", {});
if (only !== "sqlite") {
  const redis = await startRedisServer();
  try {
    await benchApp("redis", { REDIS_URL: redis.url });
  } finally {
    await redis.stop();
  }
}
