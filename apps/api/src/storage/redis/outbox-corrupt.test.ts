import { describe, expect, it } from "vitest";
import {
  bookingConfirmation as booking,
  leadNotice as notice,
} from "../../../test/support/outbox-notices";
import { sharedRedis } from "../../../test/support/shared-redis";
import { keyspace } from "./client";
import { createRedisOutbox, outboxKeys } from "./outbox";

describe("Redis outbox: stored values edited by hand", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let n = 0;
  const store = () => {
    const key = keyspace(`${prefix}${++n}:`);
    return { keys: outboxKeys(key), outbox: createRedisOutbox(shared.client, key) };
  };

  it("keeps a listed notice an admin retries when the removals counter is not a number", async () => {
    const { keys, outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    await shared.client.set(keys.removals, "many");
    await expect(outbox.retry(m.id, Date.now(), "t1")).rejects.toThrow();
    expect(await outbox.get(m.id)).toEqual(m);
    expect(await outbox.counts()).toMatchObject({ queued: 1 });
  });

  it("keeps a listed notice an admin retries when an index holds another type", async () => {
    const { keys, outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    await shared.client.set(keys.all, "x");
    await expect(outbox.retry(m.id, Date.now(), "t1")).rejects.toThrow();
    expect(await shared.client.llen(keys.fresh)).toBe(1);
  });

  it("retries a listed notice when the counts hash holds a field that is not a number", async () => {
    const { keys, outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    await shared.client.hset(keys.counts, "queued", "lots");
    expect(await outbox.retry(m.id, Date.now() + 5000, "t1")).toMatchObject({ id: m.id });
    expect(await outbox.get(m.id)).toMatchObject({ status: "queued", updatedAt: "t1" });
    expect(await shared.client.llen(keys.fresh)).toBe(0);
  });

  it("sets aside a listed notice whose message's key holds another type, counted, not consumed unseen", async () => {
    const { keys, outbox } = store();
    const [m, next] = [notice(2000), notice(1000)];
    await outbox.enqueue([m, next]);
    const entry = (await shared.client.lrange(keys.fresh, 0, 0))[0];
    await shared.client.set(keys.message(m.id), "x");
    expect((await outbox.claimDue(Date.now(), 60_000, 5)).map((x) => x.id)).toEqual([next.id]);
    expect(await shared.client.lrange(keys.bad, 0, -1)).toEqual([entry]);
    expect(await outbox.setAside?.()).toBe(1);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
  });

  it("marks failed a message whose stored attempts are not a whole number, and sends the rest", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    const [odd, next] = [booking(now - 2000), booking(now - 1000)];
    await outbox.enqueue([odd, next]);
    await shared.client.hset(keys.message(odd.id), "attempts", "1.5");
    expect((await outbox.claimDue(now, 60_000, 5)).map((x) => x.id)).toEqual([next.id]);
    expect(await outbox.get(odd.id)).toMatchObject({ status: "failed" });
    expect(await shared.client.zscore(keys.due, odd.id)).toBeNull();
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 1, sent: 0, failed: 1 });
    expect(await outbox.claimDue(now, 60_000, 5)).toEqual([]);
  });

  it("claims and moves messages when the counts hash holds fields that are not numbers", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    const [m, h] = [notice(2000), booking(now - 1000)];
    await outbox.enqueue([m, h]);
    await shared.client.hset(keys.counts, { queued: "q", sending: "s", sent: "t" });
    const claimed = await outbox.claimDue(now, 60_000, 5);
    expect(claimed.map((x) => x.id)).toEqual([m.id, h.id]);
    expect(claimed.map((x) => x.attempts)).toEqual([1, 1]);
    await outbox.markSent(h.id, "t2");
    expect(await outbox.get(h.id)).toMatchObject({ status: "sent" });
    expect(await outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(1);
  });
});
