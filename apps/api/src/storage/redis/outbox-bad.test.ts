import { describe, expect, it } from "vitest";
import {
  bookingConfirmation as booking,
  leadNotice as notice,
} from "../../../test/support/outbox-notices";
import { sharedRedis } from "../../../test/support/shared-redis";
import { newId } from "../../lib/ids";
import { keyspace } from "./client";
import { createRedisOutbox, outboxKeys } from "./outbox";

/** Entries no version writes, as a fault or a hand edit could leave them in the new notices' list. */
const badEntries = (id = newId()) => [
  "garbage",
  "{}",
  "[1,2,3,4,5,6,7]",
  JSON.stringify([id, "1", "lead", "production", "2026-01-01T00:00:00.000Z"]),
  JSON.stringify([id, "soon", "lead", "production", "2026-01-01T00:00:00.000Z", "a@b.c", "s"]),
  JSON.stringify([id, "1", "lead", "staging", "2026-01-01T00:00:00.000Z", "a@b.c", "s"]),
];

describe("Redis outbox: entries of the new notices' list it cannot read", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let n = 0;
  const store = () => {
    const key = keyspace(`${prefix}${++n}:`);
    return { keys: outboxKeys(key), outbox: createRedisOutbox(shared.client, key) };
  };

  it("sets them aside: every other message is claimed, each once, and nothing is left half-done", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    const [a, b] = [notice(3000), notice(1000)];
    const confirmation = booking(now - 2000);
    await outbox.enqueue([a, confirmation]);
    await shared.client.rpush(keys.fresh, ...badEntries());
    await outbox.enqueue([b]);
    const claimed = await outbox.claimDue(now, 60_000, 10);
    expect(claimed.map((m) => m.id)).toEqual([a.id, confirmation.id, b.id]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await shared.client.lrange(keys.bad, 0, -1)).toEqual(
      badEntries().map(() => expect.any(String)),
    );
    expect(await outbox.claimDue(now, 60_000, 10)).toEqual([]);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 3, sent: 0, failed: 0 });
    expect(await shared.client.hget(keys.counts, "bad")).toBe("6");
  });

  it("claims behind them a batch at a time, whatever the batch's size", async () => {
    const { keys, outbox } = store();
    await shared.client.rpush(keys.fresh, ...badEntries(), ...badEntries());
    const good = notice();
    await outbox.enqueue([good]);
    const now = Date.now();
    expect(await outbox.claimDue(now, 60_000, 1)).toMatchObject([{ id: good.id }]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 1, sent: 0, failed: 0 });
  });

  it("claims and lists the rest when a message's key holds no hash", async () => {
    const { keys, outbox } = store();
    const now = Date.now();
    const id = newId();
    await shared.client
      .multi()
      .set(keys.message(id), "x")
      .zadd(keys.due, now - 5000, id)
      .exec();
    const confirmation = booking(now - 1000);
    await outbox.enqueue([confirmation]);
    expect((await outbox.claimDue(now, 60_000, 10)).map((m) => m.id)).toEqual([confirmation.id]);
    expect(await shared.client.zscore(keys.due, id)).toBeNull();
    await shared.client.zadd(keys.all, now - 5000, id);
    expect((await outbox.list(10)).map((m) => m.id)).toEqual([confirmation.id]);
    expect(await outbox.get(id)).toBeNull();
    expect(await outbox.retry(id, now, new Date(now).toISOString())).toBeNull();
    await outbox.markSent(id, new Date(now).toISOString());
    expect(await outbox.pruneSent(new Date(now + 1000).toISOString())).toBe(0);
  });

  it("keeps at most the newest 100 set aside", async () => {
    const { keys, outbox } = store();
    await shared.client.rpush(keys.fresh, ...Array.from({ length: 130 }, (_, i) => `bad ${i}`));
    expect(await outbox.claimDue(Date.now(), 60_000, 200)).toEqual([]);
    expect(await shared.client.llen(keys.bad)).toBe(100);
    expect(await shared.client.lindex(keys.bad, -1)).toBe("bad 129");
  });

  it("sets aside at most 1000 a claim, and the next claim goes on", async () => {
    const { keys, outbox } = store();
    await shared.client.rpush(keys.fresh, ...Array.from({ length: 1100 }, (_, i) => `bad ${i}`));
    const good = notice();
    await outbox.enqueue([good]);
    const now = Date.now();
    expect(await outbox.claimDue(now, 60_000, 10)).toEqual([]);
    expect(await shared.client.llen(keys.fresh)).toBe(101);
    expect(await outbox.claimDue(now, 60_000, 10)).toMatchObject([{ id: good.id }]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await shared.client.hget(keys.counts, "bad")).toBe("1100");
  });

  it("lists, counts and looks up the rest without failing", async () => {
    const { keys, outbox } = store();
    const good = notice();
    const badId = newId();
    await shared.client.rpush(keys.fresh, ...badEntries(badId));
    await outbox.enqueue([good]);
    expect(await outbox.list(10)).toEqual([good]);
    expect(await outbox.get(badId)).toBeNull();
    expect(await outbox.get(good.id)).toEqual(good);
  });

  it("lists the rest when a message's hash holds a fixed part that is not JSON", async () => {
    const { keys, outbox } = store();
    const good = notice();
    await outbox.enqueue([good]);
    const id = newId();
    await shared.client
      .multi()
      .hset(keys.message(id), { data: "{not json", status: "queued" })
      .zadd(keys.all, Date.now(), id)
      .exec();
    expect(await outbox.list(10)).toEqual([good]);
    expect(await outbox.get(id)).toBeNull();
  });

  it("never loses a notice an admin retries or marks sent: a bad entry goes aside before it is removed", async () => {
    const { keys, outbox } = store();
    const id = newId();
    const short = JSON.stringify([id, "1", "lead", "production", "2026-01-01T00:00:00.000Z"]);
    await shared.client.rpush(keys.fresh, short);
    expect(await outbox.retry(id, Date.now(), new Date().toISOString())).toBeNull();
    await outbox.markSent(id, new Date().toISOString());
    expect(await shared.client.lrange(keys.bad, 0, -1)).toEqual([short]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0 });
  });

  it("sends a notice queued twice once: the second copy is consumed by the claim", async () => {
    const { keys, outbox } = store();
    const m = notice();
    await outbox.enqueue([m]);
    await outbox.enqueue([m]);
    expect(await outbox.list(10)).toEqual([m]);
    const now = Date.now();
    expect((await outbox.claimDue(now, 1000, 10)).map((x) => x.id)).toEqual([m.id]);
    // A copy queued after the claim, with the claim lapsed: still one.
    await outbox.enqueue([m]);
    expect(await outbox.list(10)).toMatchObject([{ id: m.id, status: "sending" }]);
    expect((await outbox.claimDue(now + 1000, 1000, 10)).map((x) => x.id)).toEqual([m.id]);
    expect(await shared.client.llen(keys.fresh)).toBe(0);
    expect(await outbox.counts()).toEqual({ queued: 0, sending: 1, sent: 0, failed: 0 });
  });
});
