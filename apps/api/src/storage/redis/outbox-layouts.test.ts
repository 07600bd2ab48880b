import type { OutboxMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { leadNotice as notice } from "../../../test/support/outbox-notices";
import { sharedRedis } from "../../../test/support/shared-redis";
import { outboxFixedPart } from "../records";
import { keyspace } from "./client";
import { createRedisOutbox, outboxKeys } from "./outbox";
import { newNoticeEntry } from "./outbox-new";

describe("Redis outbox: every layout a version wrote, side by side", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  /** Another process's connection. */
  const other = sharedRedis();
  let n = 0;
  const store = () => {
    const key = keyspace(`${prefix}${++n}:`);
    return { keys: outboxKeys(key), outbox: createRedisOutbox(shared.client, key) };
  };

  it("lists, counts, claims and prunes list entries, short-field hashes and JSON hashes together", async () => {
    const { keys, outbox } = store();
    const [json, short, listed] = [notice(3000), notice(2000), notice(1000)];
    const sentJson = { ...notice(4000), status: "sent" as const, sentAt: "t0" };
    const hash = (m: OutboxMessage) => ({
      data: JSON.stringify(outboxFixedPart(m)),
      status: m.status,
      attempts: m.attempts,
      dueAt: m.dueAt,
      updatedAt: m.updatedAt,
      ...(m.sentAt ? { sentAt: m.sentAt } : {}),
    });
    const shortFields = {
      lead: short.ref as string,
      env: short.environment,
      at: short.createdAt,
      to: short.to,
      subject: short.subject,
      status: "queued",
    };
    await shared.client
      .multi()
      .hset(keys.message(json.id), hash(json))
      .hset(keys.message(sentJson.id), hash(sentJson))
      .hset(keys.message(short.id), shortFields)
      .zadd(keys.due, json.dueAt, json.id)
      .zadd(keys.due, short.dueAt, short.id)
      .zadd(keys.all, json.dueAt, json.id)
      .zadd(keys.all, sentJson.dueAt, sentJson.id)
      .zadd(keys.all, short.dueAt, short.id)
      .hincrby(keys.counts, "queued", 2)
      .hincrby(keys.counts, "sent", 1)
      .rpush(keys.fresh, newNoticeEntry(listed))
      .exec();
    const order = [listed, short, json, sentJson].map((m) => m.id);
    expect((await outbox.list(10)).map((m) => m.id)).toEqual(order);
    expect(await outbox.list(10)).toContainEqual(listed);
    expect(await outbox.counts()).toEqual({ queued: 3, sending: 0, sent: 1, failed: 0 });
    const later = new Date(Date.now() + 1000).toISOString();
    expect(await outbox.pruneSent(later)).toBe(1);
    expect((await outbox.list(10)).map((m) => m.id)).toEqual(order.slice(0, 3));
    const now = Date.now();
    const claimed = await outbox.claimDue(now, 60_000, 10);
    expect(claimed.map((m) => m.id)).toEqual([json.id, short.id, listed.id]);
    for (const m of claimed) await outbox.markSent(m.id, "t1");
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 3, failed: 0 });
    expect(await outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(3);
    expect(await outbox.list(10)).toEqual([]);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0 });
  });

  it("finds every listed notice while another process takes newer ones out of the list", async () => {
    const key = keyspace(`${prefix}${++n}:`);
    const keys = outboxKeys(key);
    const outbox = createRedisOutbox(shared.client, key);
    const elsewhere = createRedisOutbox(other.client, key);
    const many = Array.from({ length: 4100 }, (_, i) => notice(20_000 - i));
    await shared.client.rpush(keys.fresh, ...many.map(newNoticeEntry));
    // Read from the newest in chunks of 2000, an entry just past a chunk's edge slid into the part
    // already read when a newer one was removed between two reads.
    const edges = [1, 2].flatMap((c) => many.slice(-2000 * c - 4, -2000 * c));
    const newest = many.slice(-30);
    let removing = true;
    const removals = (async () => {
      for (const m of newest) await elsewhere.markSent(m.id, "t1");
      removing = false;
    })();
    const missed = new Set<string>();
    while (removing)
      for (const m of await Promise.all(
        edges.map(async (e) => [e.id, await outbox.get(e.id)] as const),
      ))
        if (!m[1]) missed.add(m[0]);
    await removals;
    expect([...missed]).toEqual([]);
    expect(await shared.client.llen(keys.fresh)).toBe(4070);
  });
});
