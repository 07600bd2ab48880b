import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { exchange, msg } from "../../test/support/conversations";
import { useBackend } from "../../test/support/storage";

const hits = (ipLimit: number, sessionLimit: number) => [
  { key: "chat-ip:10.0.0.1", windowMs: 60_000, limit: ipLimit },
  { key: "chat-session:s1", windowMs: 60_000, limit: sessionLimit },
];

/** A held message's storage in one step, on both back ends: all of it or nothing. */
describe.each(backends)("addMessagesIfHeld on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });

  const setUp = async () => {
    const { conversations, kv } = db.storage;
    await conversations.create({
      id: "c1",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await kv.set("session:s1", { step: 1 }, 60_000);
    return { key: "session:s1", json: JSON.stringify({ step: 1 }), ttlMs: 60_000 };
  };
  const counts = async () =>
    Promise.all(hits(0, 0).map(async (h) => (await db.storage.rateLimits.peek(h.key))?.count ?? 0));

  it("adds the exchange, counts the hits and renews the entry while it is as held", async () => {
    const held = await setUp();
    const { conversations, kv } = db.storage;
    const first = await conversations.addMessagesIfHeld(
      "c1",
      exchange("Q one?"),
      ["pricing"],
      held,
      hits(5, 5),
    );
    expect(first).toMatchObject({ written: true, hits: [{ count: 1 }, { count: 1 }] });
    if (!first.written) return;
    expect(first.hits[0]?.resetAt).toBeGreaterThan(Date.now() + 50_000);
    // Each message sets the entry's expiry anew: the second's short renewal ends it soon after,
    // where the first would have kept it a minute. No sleep across a deadline a slow machine
    // could miss: waiting longer than 400 ms only makes the entry more surely gone.
    const second = await conversations.addMessagesIfHeld(
      "c1",
      exchange("Q two?"),
      ["booking"],
      { ...held, ttlMs: 150 },
      hits(5, 5),
    );
    expect(second).toMatchObject({ written: true, hits: [{ count: 2 }, { count: 2 }] });
    await Bun.sleep(400);
    expect(await kv.get("session:s1")).toBeNull();
    expect(await conversations.get("c1")).toMatchObject({
      messageCount: 4,
      questionCount: 2,
      tags: ["pricing", "booking"],
    });
  });

  it("writes nothing when the entry changed, is gone, a hit is at its limit or the conversation is gone", async () => {
    const held = await setUp();
    const { conversations, kv } = db.storage;
    const add = (id = "c1", limits = hits(5, 5), entry = held) =>
      conversations.addMessagesIfHeld(id, exchange("Q?"), ["pricing"], entry, limits);
    expect(await add()).toMatchObject({ written: true });
    expect(await counts()).toEqual([1, 1]);

    // Each limit in turn: one hit counted already is all a limit of 1 allows.
    expect(await add("c1", hits(1, 5))).toEqual({ written: false, why: "limited" });
    expect(await add("c1", hits(5, 1))).toEqual({ written: false, why: "limited" });
    expect(await add("missing")).toEqual({ written: false, why: "gone" });
    // A counter no hit had started is not left behind either.
    const fresh = [{ key: "chat-ip:10.0.0.9", windowMs: 60_000, limit: 5 }];
    expect(await add("missing", fresh)).toEqual({ written: false, why: "gone" });
    expect(await add("c1", [{ ...(fresh[0] as (typeof fresh)[0]), limit: 0 }])).toEqual({
      written: false,
      why: "limited",
    });
    expect(await db.storage.rateLimits.peek("chat-ip:10.0.0.9")).toBeNull();

    expect(await add("c1", hits(5, 5), { ...held, json: JSON.stringify({ step: 2 }) })).toEqual({
      written: false,
      why: "changed",
    });
    await kv.set("session:s1", { step: 2 }, 2500);
    expect(await add()).toEqual({ written: false, why: "changed" });
    await kv.delete("session:s1");
    expect(await add("c1", hits(5, 5), { ...held, json: JSON.stringify({ step: 2 }) })).toEqual({
      written: false,
      why: "changed",
    });

    // Nothing of the refused calls: no hit counted, no message, no renewal of a gone entry.
    expect(await counts()).toEqual([1, 1]);
    expect(await conversations.get("c1")).toMatchObject({ messageCount: 2 });
    expect(await kv.get("session:s1")).toBeNull();
  });

  it("finds an expired entry changed", async () => {
    const held = await setUp();
    await db.storage.kv.set("session:s1", { step: 1 }, 50);
    await Bun.sleep(120);
    expect(
      await db.storage.conversations.addMessagesIfHeld("c1", exchange("Q?"), [], held, hits(5, 5)),
    ).toEqual({ written: false, why: "changed" });
    expect(await db.storage.conversations.get("c1")).toMatchObject({ messageCount: 0 });
  });
});
