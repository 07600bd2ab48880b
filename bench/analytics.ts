/**
 * Seeds 100,000 conversations (~400,000 messages) over the last year through the storage
 * layer, on SQLite and on a redis-server it starts, then prints the median time of the
 * dashboard's stats, daily-activity and popular-questions reads for 7, 30, 90 and 365 days.
 * Target: every median under 50 ms. Run: `bun run bench:analytics`
 * (`--conversations N` to seed fewer; `--only sqlite|redis`).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConversationSource } from "@repo/schemas";
import { systemClock } from "../apps/api/src/lib/clock";
import {
  dailyActivity,
  dashboardStats,
  periodOf,
  scopeOf,
} from "../apps/api/src/services/analytics";
import { createStorage, type Storage } from "../apps/api/src/storage";
import { startRedisServer } from "../apps/api/test/support/redis-server";
import { rng } from "./support/rng";

const TARGET_MS = 50;
const RUNS = 25;
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const CONVERSATIONS = Number(arg("--conversations") ?? 100_000);
const only = arg("--only");

const BASE_QUESTIONS = [
  "How much does a custom chatbot cost",
  "What does AI automation cost for a small business",
  "Can I book a free discovery call",
  "Do you work with restaurants",
  "Do you work with law firms",
  "How long does an implementation take",
  "Can you automate my invoices",
  "What is generative search optimization",
  "Do you offer support after launch",
  "Can the chatbot answer after hours",
  "How do you qualify leads with AI",
  "Can you analyze my sales data",
  "Is my customer data secure",
  "What tools do you integrate with",
  "Do you build email marketing automation",
  "What is included in the managed partnership",
  "Who owns the IP of a custom solution",
  "Can AI help with inventory forecasting",
  "How do I get started",
  "What are your business hours",
  "Do you offer AI strategy consulting",
  "Can you help with social media content",
  "How does the four step process work",
  "What industries do you serve",
  "Can I see a case study",
];
const decorate = (q: string, r: () => number) => {
  const forms = [
    (s: string) => `${s}?`,
    (s: string) => s.toLowerCase(),
    (s: string) => `${s.toUpperCase()}??`,
    (s: string) => `Hi, ${s.toLowerCase()} please`,
    (s: string) => `  ${s}  !`,
    (s: string) => s,
  ];
  return (forms[Math.floor(r() * forms.length)] as (s: string) => string)(q);
};

const SOURCES: ConversationSource[] = ["chat", "chat", "chat", "mcp", "mcp", "nlweb"];

async function seed(storage: Storage, label: string) {
  const r = rng(42);
  const now = Date.now();
  const year = 365 * 86_400_000;
  let messages = 0;
  const started = performance.now();
  const one = async (i: number) => {
    const id = `bench-${i}`;
    const begin = now - Math.floor(r() * year);
    const source = SOURCES[Math.floor(r() * SOURCES.length)] as ConversationSource;
    await storage.conversations.create({
      id,
      source,
      environment: r() < 0.7 ? "production" : "development",
      startedAt: new Date(begin).toISOString(),
    });
    // 1–3 questions, each answered: ~4 messages per conversation on average.
    const questions = 1 + Math.floor(r() * 3);
    for (let q = 0; q < questions; q++) {
      const text =
        r() < 0.05
          ? `Question about my business number ${Math.floor(r() * 1_000_000)}`
          : decorate(BASE_QUESTIONS[Math.floor(r() * BASE_QUESTIONS.length)] as string, r);
      const at = new Date(begin + q * 60_000).toISOString();
      await storage.conversations.appendMessage(id, {
        isUser: true,
        text,
        timestamp: at,
        source: source === "mcp" ? "mcp" : "user",
      });
      await storage.conversations.appendMessage(id, {
        isUser: false,
        text: "Here is what we can do for you.",
        timestamp: new Date(begin + q * 60_000 + 2000).toISOString(),
        source: "ai",
      });
      messages += 2;
    }
  };
  // Several conversations in flight, as with many visitors at once.
  const CONCURRENCY = 64;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CONVERSATIONS) {
        const i = next++;
        await one(i);
        if (i > 0 && i % 20_000 === 0)
          console.log(`  ${label}: ${i.toLocaleString()} conversations seeded`);
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${label}: seeded ${CONVERSATIONS.toLocaleString()} conversations, ${messages.toLocaleString()} messages in ${seconds} s`,
  );
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

async function measure(storage: Storage, label: string) {
  const deps = { storage, clock: systemClock };
  const rows: Record<string, string>[] = [];
  let ok = true;
  for (const dateRange of [7, 30, 90, 365] as const) {
    for (const source of ["all", "mcp"] as const) {
      const q = { source, environment: "all" as const, dateRange };
      const p = periodOf(systemClock, dateRange);
      const stats = await median(() => dashboardStats(deps, q));
      const daily = await median(() => dailyActivity(deps, q));
      const popular = await median(() =>
        storage.conversations.popularQuestions(scopeOf(q, p.fromDay, p.toDay), 10),
      );
      ok &&= stats < TARGET_MS && daily < TARGET_MS && popular < TARGET_MS;
      rows.push({
        backend: label,
        days: String(dateRange),
        source,
        "stats ms": stats.toFixed(2),
        "daily-activity ms": daily.toFixed(2),
        "popular-questions ms": popular.toFixed(2),
      });
    }
  }
  console.table(rows);
  const s = await dashboardStats(deps, { source: "all", environment: "all", dateRange: 365 });
  console.log(
    `${label}: a year holds ${s.totalConversations.toLocaleString()} conversations, ${s.questionsAsked.toLocaleString()} questions; top question "${s.popularQuestions[0]?.question}" ${s.popularQuestions[0]?.count}x`,
  );
  return ok;
}

let allOk = true;
if (only !== "redis") {
  const dir = mkdtempSync(join(tmpdir(), "bench-analytics-"));
  const storage = await createStorage({ dataDir: dir });
  try {
    await seed(storage, "SQLite");
    allOk = (await measure(storage, "SQLite")) && allOk;
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (only !== "sqlite") {
  const redis = await startRedisServer();
  try {
    const storage = await createStorage({
      redisUrl: redis.url,
      dataDir: "",
      redisPrefix: "bench:",
    });
    try {
      await seed(storage, "Redis");
      allOk = (await measure(storage, "Redis")) && allOk;
    } finally {
      await storage.close();
    }
  } finally {
    await redis.stop();
  }
}
console.log(
  allOk ? `All medians under ${TARGET_MS} ms.` : `Some medians are ${TARGET_MS} ms or more.`,
);
process.exit(allOk ? 0 : 1);
