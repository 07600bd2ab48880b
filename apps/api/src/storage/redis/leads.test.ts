import type { Lead, OutboxMessage } from "@repo/schemas";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { sharedRedis } from "../../../test/support/shared-redis";
import { sampleLead } from "../../../test/support/storage";
import { newId } from "../../lib/ids";
import { keyspace } from "./client";
import { createRedisLeads } from "./leads";

const message = (ref: string, status: OutboxMessage["status"], i: number): OutboxMessage => {
  const at = new Date(Date.now() + i).toISOString();
  return {
    id: newId(),
    kind: "lead",
    to: "owner@example.com",
    subject: `New lead "${i}" <&>`,
    template: { name: "lead", leadId: ref },
    ref,
    environment: "production",
    status,
    attempts: i,
    dueAt: Date.now() + 1000 * i + 1, // never due at its creation: not a new notice
    createdAt: at,
    updatedAt: at,
  };
};

/** Every key under `prefix` (without it) and its serialised value (type, encoding, contents). */
async function dumpAll(redis: Redis, prefix: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const k of (await redis.keys(`${prefix}*`)).sort()) {
    const value = await redis.dumpBuffer(k);
    out.set(k.slice(prefix.length), value?.toString("base64") ?? "");
  }
  return out;
}

describe("Redis counted lead", () => {
  const prefixes = [1, 2].map((n) => `test:${crypto.randomUUID()}:${n}:`);
  const shared = sharedRedis(...prefixes);

  it("stores, byte for byte, what a lead stored with its emails by `create` stores, plus its counter", async () => {
    const [plain, counted] = prefixes.map((p) => createRedisLeads(shared.client, keyspace(p))) as [
      ReturnType<typeof createRedisLeads>,
      ReturnType<typeof createRedisLeads>,
    ];
    const leads: Lead[] = [
      sampleLead({ environment: "production", company: 'A "quoted" <b>&</b> café 🚀' }),
      sampleLead({ environment: "development", status: "contacted" }),
    ];
    for (const lead of leads) {
      // Every status: only queued and sending ones are due.
      const messages = (["queued", "sending", "sent", "failed"] as const).map((s, i) =>
        message(lead.id, s, i),
      );
      // New notices (one list entry each): the lead's own, created with it, and another's.
      const at = lead.createdAt;
      const fresh = {
        status: "queued",
        attempts: 0,
        dueAt: Date.parse(at),
        updatedAt: at,
      } as const;
      messages.push({ ...message(lead.id, "queued", 0), ...fresh, createdAt: at });
      messages.push({ ...message(newId(), "queued", 0), ...fresh, createdAt: at });
      for (const m of messages.slice(-2)) m.ref = (m.template as { leadId: string }).leadId;
      await plain.create(lead, messages);
      const hit = { key: `leads:${lead.id}`, windowMs: 60_000, limit: 5 };
      expect(await counted.createCounted(lead, messages, hit)).toMatchObject({ stored: true });
    }
    const [before, after] = await Promise.all(prefixes.map((p) => dumpAll(shared.client, p)));
    const counters = [...(after?.keys() ?? [])].filter((k) => k.startsWith("rate:"));
    expect(counters).toEqual(leads.map((l) => `rate:leads:${l.id}`).sort());
    for (const k of counters) after?.delete(k);
    // leads, counts, index, the other messages, the outbox sets and the new notices' list
    expect(before?.size).toBe(2 + 2 + 1 + 4 * 2 + 3 + 1);
    expect(after).toEqual(before);
  });

  it("stores nothing but the counted hit over the limit", async () => {
    const prefix = prefixes[0] as string;
    const leads = createRedisLeads(shared.client, keyspace(prefix));
    const before = await dumpAll(shared.client, prefix);
    const hit = { key: `leads:${newId()}`, windowMs: 60_000, limit: 0 };
    const lead = sampleLead();
    const refused = await leads.createCounted(lead, [message(lead.id, "queued", 0)], hit);
    expect(refused).toMatchObject({ stored: false, hit: { count: 1 } });
    const after = await dumpAll(shared.client, prefix);
    expect([...after.keys()].filter((k) => !before.has(k))).toEqual([`rate:${hit.key}`]);
    after.delete(`rate:${hit.key}`);
    expect(after).toEqual(before);
  });
});
