import type { OutboxMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { leadNotice } from "../../../test/support/outbox-notices";
import { sharedRedis } from "../../../test/support/shared-redis";
import { sampleLead } from "../../../test/support/storage";
import { newId } from "../../lib/ids";
import { outboxFixedPart } from "../records";
import { keyspace } from "./client";
import { createRedisLeads } from "./leads";
import { createRedisOutbox, isNewLeadNotice, outboxKeys } from "./outbox";

/** An owner's notice of a lead, with a subject HTML and JSON must escape. */
const notice = (over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  ...leadNotice(1000, 'New contact message: Ada "A" <&> café 🚀'),
  ...over,
});

describe("Redis outbox: a new lead notice stored as short fields", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let n = 0;
  /** A store of its own, so claims see only this test's messages. */
  const store = () => {
    const key = keyspace(`${prefix}${++n}:`);
    return {
      key,
      outbox: createRedisOutbox(shared.client, key),
      leads: createRedisLeads(shared.client, key),
    };
  };
  it("tells a new lead notice from any other message", () => {
    expect(isNewLeadNotice(notice())).toBe(true);
    const lead = sampleLead();
    for (const other of [
      notice({ status: "sending" }),
      notice({ attempts: 1 }),
      notice({ dueAt: Date.now() + 60_000 }),
      notice({ updatedAt: new Date().toISOString() }),
      notice({ text: "Hello" }),
      notice({ lastError: "down" }),
      notice({ ref: newId() }),
      notice({ kind: "booking_confirmation" }),
      notice({ template: { name: "lead", lead } }),
      notice({ template: undefined }),
    ])
      expect(isNewLeadNotice(other)).toBe(false);
  });

  it("queues a new notice as one list entry from every write path, and claims it into one compact block", async () => {
    const { key, outbox, leads } = store();
    const keys = outboxKeys(key);
    const lead = sampleLead({ environment: "production" });
    const own = notice({
      template: { name: "lead", leadId: lead.id },
      ref: lead.id,
      dueAt: Date.parse(lead.createdAt),
      createdAt: lead.createdAt,
      updatedAt: lead.createdAt,
    });
    const other = notice({ environment: "development" });
    const queued = notice();
    const hit = { key: `leads:${lead.id}`, windowMs: 60_000, limit: 5 };
    expect(await leads.createCounted(lead, [own, other], hit)).toMatchObject({ stored: true });
    await outbox.enqueue([queued]);
    expect(await shared.client.llen(keys.fresh)).toBe(3);
    for (const m of [own, other, queued]) {
      expect(await shared.client.exists(keys.message(m.id))).toBe(0);
      expect(await outbox.get(m.id)).toEqual(m);
    }
    expect(await outbox.list(10)).toEqual(expect.arrayContaining([own, other, queued]));
    expect(await outbox.counts()).toEqual({ queued: 3, sending: 0, sent: 0, failed: 0 });

    const now = Date.now() + 1000; // the sample lead's creation may be up to 1 s ahead
    expect((await outbox.claimDue(now, 60_000, 10)).length).toBe(3);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    for (const m of [own, other, queued]) {
      const k = keys.message(m.id);
      expect(await shared.client.hget(k, "data")).toBeNull();
      expect(await shared.client.object("ENCODING", k)).toBe("listpack");
      expect(await outbox.get(m.id)).toEqual({
        ...m,
        status: "sending",
        attempts: 1,
        dueAt: now + 60_000,
        updatedAt: new Date(now).toISOString(),
      });
    }
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 3, sent: 0, failed: 0 });
  });

  it("goes through sending, failing, retrying, sending and pruning as a message stored with a JSON copy, as earlier versions stored every one", async () => {
    const { key, outbox } = store();
    const keys = outboxKeys(key);
    const lean = notice({ createdAt: "2026-01-01T00:00:00.000Z" });
    Object.assign(lean, { dueAt: Date.parse(lean.createdAt), updatedAt: lean.createdAt });
    const old = { ...lean, id: newId() };
    await outbox.enqueue([lean]);
    // The earlier layout, written as earlier versions wrote it.
    await shared.client
      .multi()
      .hset(keys.message(old.id), {
        data: JSON.stringify(outboxFixedPart(old)),
        status: old.status,
        attempts: old.attempts,
        dueAt: old.dueAt,
        updatedAt: old.updatedAt,
      })
      .zadd(keys.due, old.dueAt, old.id)
      .zadd(keys.all, Date.parse(old.createdAt), old.id)
      .hincrby(keys.counts, old.status, 1)
      .exec();
    expect(await shared.client.hget(keys.message(old.id), "data")).not.toBeNull();

    /** Both as read now, the old one under the new one's id. */
    const both = async () => {
      const [a, b] = [await outbox.get(lean.id), await outbox.get(old.id)];
      return [a, b && { ...b, id: lean.id }];
    };
    const same = async () => {
      const [a, b] = await both();
      expect(a).not.toBeNull();
      expect(b).toEqual(a);
      return a;
    };
    expect(await same()).toEqual(lean);
    const now = Date.now();
    expect((await outbox.claimDue(now, 60_000, 10)).length).toBe(2);
    expect(await same()).toMatchObject({ status: "sending", attempts: 1, dueAt: now + 60_000 });
    for (const id of [lean.id, old.id]) await outbox.markFailed(id, "down", "t1", now + 5000);
    expect(await same()).toMatchObject({ status: "queued", lastError: "down", updatedAt: "t1" });
    expect((await outbox.claimDue(now + 5000, 60_000, 10)).length).toBe(2);
    for (const id of [lean.id, old.id]) await outbox.markFailed(id, "still down", "t2", null);
    expect(await same()).toMatchObject({ status: "failed", attempts: 2 });
    for (const id of [lean.id, old.id])
      expect(await outbox.retry(id, now + 6000, "t3")).not.toBeNull();
    expect(await same()).toMatchObject({ status: "queued", dueAt: now + 6000 });
    for (const id of [lean.id, old.id]) await outbox.markSent(id, "2026-03-01T10:00:00.000Z");
    expect(await same()).toMatchObject({ status: "sent", sentAt: "2026-03-01T10:00:00.000Z" });
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 2, failed: 0 });
    expect(await outbox.pruneSent("2026-02-01T00:00:00.000Z")).toBe(2);
    expect(await both()).toEqual([null, null]);
  });

  it("marks a new notice sent straight from the queue, keeping its due time", async () => {
    const { outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    await outbox.markSent(m.id, "2026-03-01T10:00:00.000Z");
    expect(await outbox.get(m.id)).toEqual({
      ...m,
      status: "sent",
      sentAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
  });
});
