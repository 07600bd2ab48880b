/**
 * What an owner's notice of a lead costs over its whole life on Redis: written with its lead (a
 * public submission, with its counted hit), claimed by the mail worker (batches of 10), sent
 * (the lead read for the email, marked sent, the last delivery noted) and pruned, plus the
 * admin's views of the outbox (counts and the newest 50) over a backlog of notices. Prints
 * redis-server's CPU (used_cpu_sys + used_cpu_user from INFO) and this thread's (the client's)
 * per notice for each stage, or per view.
 *
 * With --against DIR, the storage of that checkout runs too (under its own key prefix, on the
 * same redis-server), alternating with this one's in every round.
 *
 *   bun bench/throughput/outbox-life.ts [--notices N] [--rounds R] [--against DIR]
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { Lead, OutboxMessage } from "@repo/schemas";
import { RedisClient } from "bun";
import { createRedisStorage } from "../../apps/api/src/storage/redis";
import type { Storage } from "../../apps/api/src/storage/types";
import { startRedisServer } from "../../apps/api/test/support/redis-server";

const { values } = parseArgs({
  options: {
    notices: { type: "string", default: "4000" },
    rounds: { type: "string", default: "3" },
    against: { type: "string" },
  },
});
const N = Number(values.notices);
const ROUNDS = Number(values.rounds);
const VIEWS = 200;

const dir = mkdtempSync(join(tmpdir(), "outbox-life-"));
const server = await startRedisServer({
  args: ["--dir", dir, "--appendonly", "yes", "--appendfsync", "everysec"],
});
const admin = new RedisClient(server.url);
const cpu = async () => {
  const text = (await admin.send("INFO", ["cpu"])) as string;
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(text)?.[1] ?? 0);
  return (field("used_cpu_sys") + field("used_cpu_user")) * 1e6;
};

const lead = (i: number): Lead =>
  ({
    id: crypto.randomUUID(),
    type: "contact",
    status: "new",
    priority: "medium",
    notes: [],
    source: "contact-form",
    environment: "production",
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    message: "We would like to talk about an assistant for our support desk.",
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
  }) as unknown as Lead;

/** The owner's notice of `stored`, as `leadNotice` queues it with the lead. */
const notice = (stored: Lead): OutboxMessage => ({
  id: crypto.randomUUID(),
  kind: "lead",
  to: "owner@example.com",
  subject: `New contact message: ${stored.name}`,
  template: { name: "lead", leadId: stored.id },
  ref: stored.id,
  environment: stored.environment,
  status: "queued",
  attempts: 0,
  dueAt: Date.parse(stored.createdAt),
  createdAt: stored.createdAt,
  updatedAt: stored.createdAt,
});

/** The stages of one round on one checkout's storage, in order. */
const stages = (s: Storage): [string, number, () => Promise<unknown>][] => [
  [
    "write",
    N,
    async () => {
      let next = 0;
      await Promise.all(
        Array.from({ length: 32 }, async () => {
          while (next < N) {
            const l = lead(next++);
            await s.leads.createCounted(l, [notice(l)], {
              key: `lead:${crypto.randomUUID()}`,
              windowMs: 3_600_000,
              limit: 5,
            });
          }
        }),
      );
    },
  ],
  [
    "views",
    VIEWS,
    async () => {
      for (let i = 0; i < VIEWS; i++) await Promise.all([s.outbox.counts(), s.outbox.list(50)]);
    },
  ],
  [
    "claim+send",
    N,
    async () => {
      for (;;) {
        const due = await s.outbox.claimDue(Date.now(), 120_000, 10);
        if (!due.length) return;
        await Promise.all(
          due.map(async (m) => {
            const leadId = (m.template as { leadId: string }).leadId;
            if (!(await s.leads.get(leadId))) throw new Error("lead missing");
            const at = new Date().toISOString();
            await s.outbox.markSent(m.id, at);
            await s.kv.set("mail:last-sent", { at, id: m.id });
          }),
        );
      }
    },
  ],
  ["prune", N, () => s.outbox.pruneSent(new Date(Date.now() + 86_400_000).toISOString())],
];

const checkouts: { name: string; storage: Storage }[] = [
  { name: "this", storage: await createRedisStorage(server.url, "this:") },
];
if (values.against) {
  const other = (await import(join(values.against, "apps/api/src/storage/redis/index.ts"))) as {
    createRedisStorage: typeof createRedisStorage;
  };
  checkouts.push({ name: "against", storage: await other.createRedisStorage(server.url, "base:") });
}

const figures = new Map<string, { client: number[]; redis: number[] }>();
for (let round = 0; round < ROUNDS; round++)
  for (const n of round % 2 ? [...checkouts.keys()].reverse() : [...checkouts.keys()]) {
    const c = checkouts[n] as (typeof checkouts)[number];
    const line: string[] = [];
    let total = 0;
    for (const [name, per, run] of stages(c.storage)) {
      Bun.gc(true);
      const before = await cpu();
      const ours = process.threadCpuUsage();
      await run();
      const client = process.threadCpuUsage(ours);
      const redisUs = ((await cpu()) - before) / per;
      const clientUs = (client.user + client.system) / per;
      if (name !== "views") total += redisUs;
      const f = figures.get(`${name} ${c.name}`) ?? { client: [], redis: [] };
      f.client.push(clientUs);
      f.redis.push(redisUs);
      figures.set(`${name} ${c.name}`, f);
      line.push(`${name} ${redisUs.toFixed(1)}/${clientUs.toFixed(1)}`);
    }
    const f = figures.get(`life ${c.name}`) ?? { client: [], redis: [] };
    f.redis.push(total);
    figures.set(`life ${c.name}`, f);
    console.log(
      `round ${round} ${c.name}: redis/client µs per notice (views: per view): ${line.join(", ")}; life (redis) ${total.toFixed(1)}`,
    );
  }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const name of ["write", "claim+send", "prune", "life", "views"])
  console.log(
    `${name}: ${checkouts
      .map((c) => {
        const f = figures.get(`${name} ${c.name}`);
        return f
          ? `${c.name} redis ${median(f.redis).toFixed(1)} µs, client ${median(f.client).toFixed(1)} µs`
          : "";
      })
      .join("; ")} (medians)`,
  );

admin.close();
for (const c of checkouts) await c.storage.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
