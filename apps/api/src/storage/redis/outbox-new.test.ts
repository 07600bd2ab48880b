import type { OutboxMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { leadNotice } from "../../../test/support/outbox-notices";
import { sharedRedis } from "../../../test/support/shared-redis";
import { newId } from "../../lib/ids";
import { keyspace } from "./client";
import { createRedisOutbox, isNewLeadNotice, outboxKeys } from "./outbox";
import { newNoticeEntry } from "./outbox-new";

/** A lead notice whose subject holds an emoji and a lone surrogate, which its entry must carry. */
const notice = (ago = 1000) => leadNotice(ago, "New contact message: Ada \u{1F680} \ud800");

/** Any other message (a body of its own): queued as a hash, due at `dueAt`. */
const other = (dueAt: number): OutboxMessage => ({
  ...notice(Date.now() - dueAt),
  text: "Hello",
  dueAt,
});

describe("Redis outbox: new lead notices in one list", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let n = 0;
  /** A store of its own, so claims see only this test's messages. */
  const store = () => {
    const key = keyspace(`${prefix}${++n}:`);
    return { keys: outboxKeys(key), outbox: createRedisOutbox(shared.client, key) };
  };

  it("claims oldest due first across the list and the due index", async () => {
    const { outbox } = store();
    const now = Date.now();
    const [a, b] = [notice(3000), notice(1000)];
    const h = other(now - 2000);
    const later = other(now + 60_000);
    await outbox.enqueue([a, h, b, later]);
    expect([a, b].every(isNewLeadNotice)).toBe(true);
    const order: string[] = [];
    for (let i = 0; i < 4; i++)
      for (const m of await outbox.claimDue(now, 60_000, 1)) order.push(m.id);
    expect(order).toEqual([a.id, h.id, b.id]);
  });

  it("keeps a notice not due yet (its writer's clock ahead) waiting, without holding up the rest", async () => {
    const { keys, outbox } = store();
    const [ahead, behind] = [notice(-60_000), notice(1000)];
    await outbox.enqueue([ahead, behind]);
    const now = Date.now();
    // Claimed for longer than the other is ahead, so it is not claimed again below.
    expect((await outbox.claimDue(now, 120_000, 5)).map((m) => m.id)).toEqual([behind.id]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await outbox.get(ahead.id)).toEqual({ ...ahead, subject: ahead.subject.toWellFormed() });
    expect(await outbox.counts()).toMatchObject({ queued: 1, sending: 1 });
    expect(await outbox.claimDue(ahead.dueAt - 1, 60_000, 5)).toEqual([]);
    expect(await outbox.claimDue(ahead.dueAt, 60_000, 5)).toMatchObject([{ id: ahead.id }]);
  });

  it("claims each once, however many claim at the same time", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    const listed = Array.from({ length: 12 }, (_, i) => notice(1000 + i));
    const hashed = Array.from({ length: 12 }, (_, i) => other(now - 1000 - i));
    await outbox.enqueue([...listed, ...hashed]);
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => outbox.claimDue(now, 60_000, 5)),
    );
    const ids = claims.flat().map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...listed, ...hashed].map((m) => m.id).sort());
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await outbox.claimDue(now, 60_000, 50)).toEqual([]);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 24, sent: 0, failed: 0 });
  });

  it("is retried after a failed attempt or a lapsed claim, sent, and pruned", async () => {
    const { outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    const now = Date.now();
    expect((await outbox.claimDue(now, 1000, 5)).map((x) => x.id)).toEqual([m.id]);
    // The process died while sending: claimable again once the claim lapses.
    expect(await outbox.claimDue(now + 500, 1000, 5)).toEqual([]);
    expect(await outbox.claimDue(now + 1000, 1000, 5)).toMatchObject([{ id: m.id, attempts: 2 }]);
    await outbox.markFailed(m.id, "connect ECONNREFUSED", "t1", now + 5000);
    expect(await outbox.get(m.id)).toMatchObject({
      status: "queued",
      lastError: "connect ECONNREFUSED",
    });
    expect(await outbox.claimDue(now + 4999, 60_000, 5)).toEqual([]);
    const [again] = await outbox.claimDue(now + 5000, 60_000, 5);
    expect(again).toMatchObject({ id: m.id, attempts: 3, subject: m.subject.toWellFormed() });
    await outbox.markSent(m.id, "2026-03-01T10:00:00.000Z");
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 1, failed: 0 });
    expect(await outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(1);
    expect(await outbox.get(m.id)).toBeNull();
    expect(await outbox.list(10)).toEqual([]);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0 });
  });

  it("finds, retries and marks sent a notice deep in the list, before any claim", async () => {
    const { keys, outbox } = store();
    const many = Array.from({ length: 4500 }, (_, i) => notice(10_000 - i));
    await shared.client.rpush(keys.fresh, ...many.map(newNoticeEntry));
    const [first, second] = many as [OutboxMessage, OutboxMessage];
    const wellFormed = (m: OutboxMessage) => ({ ...m, subject: m.subject.toWellFormed() });
    expect(await outbox.get(first.id)).toEqual(wellFormed(first));
    expect(await outbox.get(newId())).toBeNull();
    const now = Date.now();
    expect(await outbox.retry(first.id, now + 5000, "t1")).toEqual({
      ...wellFormed(first),
      dueAt: now + 5000,
      updatedAt: "t1",
      retriedAt: "t1",
    });
    await outbox.markSent(second.id, "t2");
    expect(await outbox.get(second.id)).toMatchObject({ status: "sent", sentAt: "t2" });
    expect(await shared.client.llen(keys.fresh)).toBe(4498);
    expect(await outbox.counts()).toEqual({ queued: 4499, sending: 0, sent: 1, failed: 0 });
    // The retried one waits for its new time; the list's oldest go first.
    const claimed = await outbox.claimDue(now, 60_000, 3);
    expect(claimed.map((m) => m.id)).toEqual(many.slice(2, 5).map((m) => m.id));
  });

  it("retries or claims a listed notice, never both, when the two meet", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    for (let i = 0; i < 20; i++) {
      const m = notice();
      await outbox.enqueue([m]);
      const [claimed, retried] = await Promise.all([
        outbox.claimDue(now, 60_000, 5),
        outbox.retry(m.id, now + 60_000, "t1"),
      ]);
      // Retried first: due later, not claimed; claimed first: sending, which a retry refuses.
      expect(claimed.length + (retried ? 1 : 0)).toBe(1);
      expect(await outbox.get(m.id)).toMatchObject({ status: retried ? "queued" : "sending" });
    }
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    const counts = await outbox.counts();
    expect(counts.queued + counts.sending).toBe(20);
  });

  it("lists newest first across the list and the hashes", async () => {
    const { outbox } = store();
    const now = Date.now();
    const [old, mid, recent] = [notice(3000), other(now - 2000), notice(1000)];
    await outbox.enqueue([old, mid, recent]);
    expect((await outbox.list(10)).map((m) => m.id)).toEqual([recent.id, mid.id, old.id]);
    expect((await outbox.list(2)).map((m) => m.id)).toEqual([recent.id, mid.id]);
  });

  it("delivers notices queued as short fields by earlier versions", async () => {
    const { keys, outbox } = store();
    const m = notice();
    await shared.client
      .multi()
      .hset(keys.message(m.id), {
        lead: m.ref as string,
        to: m.to,
        subject: m.subject,
        env: m.environment,
        at: m.createdAt,
        status: m.status,
      })
      .zadd(keys.due, m.dueAt, m.id)
      .zadd(keys.all, Date.parse(m.createdAt), m.id)
      .hincrby(keys.counts, m.status, 1)
      .exec();
    const wellFormed = { ...m, subject: m.subject.toWellFormed() };
    expect(await outbox.get(m.id)).toEqual(wellFormed);
    expect(await outbox.list(10)).toEqual([wellFormed]);
    expect(await outbox.counts()).toMatchObject({ queued: 1 });
    const now = Date.now();
    expect(await outbox.claimDue(now, 60_000, 5)).toMatchObject([{ id: m.id, attempts: 1 }]);
    await outbox.markSent(m.id, "2026-03-01T10:00:00.000Z");
    expect(await outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(1);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0 });
  });
});
