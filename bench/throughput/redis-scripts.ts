/**
 * What the storage's Redis calls cost inside redis-server and in our process: runs a chat
 * message's storage (limits counted with the session read and renewed, then its exchange), chat
 * exchanges alone (a question and its answer, in one append), new conversations with their first
 * exchange and its two limits (as an MCP ask stores it) and leads with the owner's notice and
 * the counted hit (as a form submission stores them) through the real Redis storage, one kind at a time, `--inflight`
 * (32) at once, and prints this thread's CPU (the client's), redis-server's CPU (used_cpu_sys +
 * used_cpu_user from INFO) and its command stats per operation.
 *
 * With --against DIR, the storage of that checkout runs too (under its own key prefix, on the
 * same redis-server), alternating with this one's in every round.
 *
 *   bun bench/throughput/redis-scripts.ts [--ops N] [--rounds R] [--inflight 32] [--against DIR]
 *     [--kinds message,held,chat,ask,lead]
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import type { ConversationMessage, Lead, OutboxMessage } from "@repo/schemas";
import { RedisClient } from "bun";
import { createRedisStorage } from "../../apps/api/src/storage/redis";
import type { Storage } from "../../apps/api/src/storage/types";
import { startRedisServer } from "../../apps/api/test/support/redis-server";
import { QUESTIONS } from "./questions";

const { values } = parseArgs({
  options: {
    ops: { type: "string", default: "4000" },
    rounds: { type: "string", default: "3" },
    against: { type: "string" },
    inflight: { type: "string", default: "32" },
    kinds: { type: "string" },
  },
});
const OPS = Number(values.ops);
const ROUNDS = Number(values.rounds);
const INFLIGHT = Number(values.inflight);

// As the bench runs it: an append-only file fsynced every second (the scripts' writes go to it).
const dir = mkdtempSync(join(tmpdir(), "redis-scripts-"));
const server = await startRedisServer({
  args: ["--dir", dir, "--appendonly", "yes", "--appendfsync", "everysec"],
});
const admin = new RedisClient(server.url);
const info = (section: string) => admin.send("INFO", [section]) as Promise<string>;

const cpu = async () => {
  const text = await info("cpu");
  const field = (name: string) => Number(new RegExp(`${name}:([\\d.]+)`).exec(text)?.[1] ?? 0);
  return field("used_cpu_sys") + field("used_cpu_user");
};

const exchange = (i: number): ConversationMessage[] => {
  const at = new Date(Date.now() + i).toISOString();
  const question = QUESTIONS[i % QUESTIONS.length] as string;
  return [
    { id: crypto.randomUUID(), isUser: true, text: question, timestamp: at },
    {
      id: crypto.randomUUID(),
      isUser: false,
      text: "We build AI assistants and automations for small teams; a first call is free.",
      timestamp: at,
      sources: [{ title: "Services", url: "/services" }],
    },
  ] as ConversationMessage[];
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

/** The operations measured, on one checkout's storage. */
const kindsOf = async (
  storage: Storage,
): Promise<Record<string, (i: number) => Promise<unknown>>> => {
  const chatIds: string[] = [];
  for (let i = 0; i < 256; i++) {
    const c = await storage.conversations.create({
      id: crypto.randomUUID(),
      source: "chat",
      environment: "production",
      startedAt: new Date().toISOString(),
    });
    chatIds.push(c.id);
  }
  const sessions = chatIds.map((id) => `chat:session:${id}`);
  for (const k of sessions) await storage.kv.set(k, { id: k, memory: {}, step: "open" }, 3_600_000);
  return {
    // A chat message's storage as the chat service runs it: the address and session limits
    // counted with the session read (and its expiry renewed), then the exchange appended.
    message: async (i) => {
      const n = i % chatIds.length;
      const k = sessions[n] as string;
      await storage.kv.getCounted(
        k,
        [
          { key: `chat-ip:192.0.2.${i % 250}`, windowMs: 60_000, limit: 1_000_000 },
          { key: `chat-session:${k}`, windowMs: 60_000, limit: 1_000_000 },
        ],
        3_600_000,
      );
      await storage.conversations.appendMessages(chatIds[n] as string, exchange(i), ["pricing"]);
    },
    // The same message's storage in one step, as a process holding the session runs it
    // (a checkout without addMessagesIfHeld runs the two steps above).
    held: async (i) => {
      const n = i % chatIds.length;
      const k = sessions[n] as string;
      const hits = [
        { key: `chat-ip:192.0.2.${i % 250}`, windowMs: 60_000, limit: 1_000_000 },
        { key: `chat-session:${k}`, windowMs: 60_000, limit: 1_000_000 },
      ];
      if (!("addMessagesIfHeld" in storage.conversations)) {
        await storage.kv.getCounted(k, hits, 3_600_000);
        return storage.conversations.appendMessages(chatIds[n] as string, exchange(i), ["pricing"]);
      }
      const json = JSON.stringify({ id: k, memory: {}, step: "open" });
      const held = { key: k, json, ttlMs: 3_600_000 };
      const stored = await storage.conversations.addMessagesIfHeld(
        chatIds[n] as string,
        exchange(i),
        ["pricing"],
        held,
        hits,
      );
      if (!stored.written) throw new Error(`held message not written: ${stored.why}`);
    },
    chat: (i) =>
      storage.conversations.appendMessages(chatIds[i % chatIds.length] as string, exchange(i), [
        "pricing",
      ]),
    // An MCP ask's storage (an agent without a session): its address's and its tool's limits
    // counted, then its conversation started with the exchange; in one step where the checkout
    // has appendKeyedCounted.
    ask: async (i) => {
      const id = crypto.randomUUID();
      const start = {
        id,
        source: "mcp",
        environment: "production",
        startedAt: new Date().toISOString(),
      } as const;
      const address = `mcp:192.0.2.${i % 250}`;
      const hits = [
        { key: address, windowMs: 60_000, limit: 1_000_000 },
        { key: `${address} tool:ask`, windowMs: 60_000, limit: 1_000_000 },
      ];
      if ("appendKeyedCounted" in storage.conversations) {
        const stored = await storage.conversations.appendKeyedCounted(
          null,
          1_800_000,
          start,
          exchange(i),
          ["mcp"],
          hits,
        );
        if (!stored.written) throw new Error(`ask not written: ${stored.why}`);
        return;
      }
      await storage.rateLimits.hitInOrder(hits);
      return storage.conversations.createWithMessages(start, exchange(i), ["mcp"]);
    },
    // A public submission as the route stores it: the lead, the owner's notice, the hit.
    lead: (i) => {
      const stored = lead(i);
      return storage.leads.createCounted(stored, [notice(stored)], {
        key: `lead:${crypto.randomUUID()}`,
        windowMs: 3_600_000,
        limit: 5,
      });
    },
  };
};

const checkouts: { name: string; storage: Storage }[] = [
  { name: "this", storage: await createRedisStorage(server.url, "this:") },
];
if (values.against) {
  const other = (await import(join(values.against, "apps/api/src/storage/redis/index.ts"))) as {
    createRedisStorage: typeof createRedisStorage;
  };
  checkouts.push({ name: "against", storage: await other.createRedisStorage(server.url, "base:") });
}
const kinds = await Promise.all(checkouts.map((c) => kindsOf(c.storage)));

const run = async (fn: (i: number) => Promise<unknown>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: INFLIGHT }, async () => {
      while (next < OPS) await fn(next++);
    }),
  );
};

/** Per kind and checkout, each round's client and redis-server µs per operation. */
const figures = new Map<string, { client: number[]; redis: number[] }>();
const names = Object.keys(kinds[0] ?? {}).filter(
  (k) => !values.kinds || values.kinds.split(",").includes(k),
);
for (let round = 0; round < ROUNDS; round++)
  // Every other round the other checkout goes first, so neither always follows a warm-up.
  for (const name of names)
    for (const n of round % 2 ? [...checkouts.keys()].reverse() : [...checkouts.keys()]) {
      const checkout = checkouts[n] as (typeof checkouts)[number];
      const fn = kinds[n]?.[name] as (i: number) => Promise<unknown>;
      await run(fn); // warm-up
      Bun.gc(true); // the garbage of the run before is not charged to this one
      await admin.send("CONFIG", ["RESETSTAT"]);
      const before = await cpu();
      // This thread's CPU: the client's work, without the collector's and compiler's threads,
      // which the other checkout's garbage and code keep busy too.
      const ours = process.threadCpuUsage();
      await run(fn);
      const client = process.threadCpuUsage(ours);
      const used = (await cpu()) - before;
      const stats = (await info("commandstats"))
        .split("\n")
        .filter((l) => l.startsWith("cmdstat_") && !/cmdstat_(info|config)/.test(l))
        .map((l) => {
          const m = /cmdstat_(\w+):calls=(\d+),usec=(\d+)/.exec(l);
          if (!m) return "";
          const calls = Number(m[2]);
          return `${m[1]} ${(calls / OPS).toFixed(2)}×${(Number(m[3]) / calls).toFixed(1)}µs`;
        })
        .join(", ");
      const clientUs = (client.user + client.system) / OPS;
      const redisUs = (used * 1e6) / OPS;
      const f = figures.get(`${name} ${checkout.name}`) ?? { client: [], redis: [] };
      f.client.push(clientUs);
      f.redis.push(redisUs);
      figures.set(`${name} ${checkout.name}`, f);
      console.log(
        `${name} ${checkout.name}: client CPU ${clientUs.toFixed(1)} µs/op, redis-server CPU ${redisUs.toFixed(1)} µs/op; per op: ${stats}`,
      );
    }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const name of names) {
  const mine = figures.get(`${name} this`);
  const base = figures.get(`${name} against`);
  if (!mine) continue;
  const lower = (a: number[], b: number[]) => a.filter((x, i) => x < (b[i] ?? 0)).length;
  console.log(
    `${name}: client ${median(mine.client).toFixed(1)} µs, redis-server ${median(mine.redis).toFixed(1)} µs (medians)` +
      (base
        ? `; against ${median(base.client).toFixed(1)} / ${median(base.redis).toFixed(1)} µs; this lower in ${lower(mine.client, base.client)}/${ROUNDS} (client), ${lower(mine.redis, base.redis)}/${ROUNDS} (redis-server) rounds`
        : ""),
  );
}

admin.close();
for (const c of checkouts) await c.storage.close();
await server.stop();
rmSync(dir, { recursive: true, force: true });
