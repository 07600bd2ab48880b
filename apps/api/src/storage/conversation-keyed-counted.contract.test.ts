import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { msg } from "../../test/support/conversations";
import { spoilKvEntry } from "../../test/support/spoil-entry";
import { useBackend } from "../../test/support/storage";

const start = { source: "mcp", environment: "development", visitorId: "v1" } as const;
const conv = (id: string) => ({ ...start, id, startedAt: "2026-03-01T10:00:00.000Z" });
const days = { fromDay: "2026-03-01", toDay: "2026-03-02" };
const exchange = (question: string, at = "2026-03-01T10:00:00.000Z") => [
  msg(question, at),
  msg(`About: ${question}`, at, false),
];
const hits = (addressLimit: number, toolLimit: number) => [
  { key: "mcp:10.0.0.1", windowMs: 60_000, limit: addressLimit },
  { key: "mcp:10.0.0.1 tool:ask", windowMs: 60_000, limit: toolLimit },
];

/** An agent's exchange and its limits in one storage step, on both back ends: all or nothing. */
describe.each(backends)("appendKeyedCounted on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });
  const counts = async () =>
    Promise.all(hits(0, 0).map(async (h) => (await db.storage.rateLimits.peek(h.key))?.count ?? 0));

  it("writes as appendKeyed does and counts the hits while every one is within its limit", async () => {
    const { conversations, kv } = db.storage;
    const first = await conversations.appendKeyedCounted(
      "agent:a",
      60_000,
      conv("c1"),
      exchange("Q one?"),
      ["pricing"],
      hits(5, 5),
    );
    expect(first).toMatchObject({ written: true, id: "c1", hits: [{ count: 1 }, { count: 1 }] });
    if (!first.written) return;
    expect(first.hits[1]?.resetAt).toBeGreaterThan(Date.now() + 50_000);
    const second = await conversations.appendKeyedCounted(
      "agent:a",
      60_000,
      conv("unused"),
      exchange("Q two?"),
      ["booking"],
      hits(5, 5),
    );
    expect(second).toMatchObject({ written: true, id: "c1", hits: [{ count: 2 }, { count: 2 }] });
    expect(await kv.get("agent:a")).toBe("c1");
    expect(await conversations.get("unused")).toBeNull();
    expect(await conversations.get("c1")).toMatchObject({
      messageCount: 4,
      questionCount: 2,
      tags: ["pricing", "booking"],
    });
    // Without a key: a conversation of its own, no entry kept.
    const own = await conversations.appendKeyedCounted(
      null,
      60_000,
      conv("c2"),
      exchange("Q three?"),
      [],
      hits(5, 5),
    );
    expect(own).toMatchObject({ written: true, id: "c2", hits: [{ count: 3 }, { count: 3 }] });
    expect((await conversations.messages("c2")).map((m) => m.text)).toEqual([
      "Q three?",
      "About: Q three?",
    ]);
    expect(await counts()).toEqual([3, 3]);
  });

  it("starts a new conversation when the key's entry is malformed, and counts the hits", async () => {
    const { conversations, kv } = db.storage;
    const key = `agent:${crypto.randomUUID()}`;
    const call = (id: string) =>
      conversations.appendKeyedCounted(key, 60_000, conv(id), exchange("Q?"), [], hits(5, 5));
    expect(await call("m1")).toMatchObject({ written: true, id: "m1" });
    expect(await spoilKvEntry(backend, db.t, key)).toBe(1);
    expect(await call("m2")).toMatchObject({
      written: true,
      id: "m2",
      hits: [{ count: 2 }, { count: 2 }],
    });
    expect(await kv.get(key)).toBe("m2");
    expect((await conversations.get("m2"))?.messageCount).toBe(2);
  });

  it("writes nothing and counts nothing when a hit is over its limit or the new id is taken", async () => {
    const { conversations, kv } = db.storage;
    await conversations.appendKeyedCounted(
      null,
      60_000,
      conv("c1"),
      exchange("Q?"),
      [],
      hits(9, 1),
    );
    const before = await conversations.dailyCounts(days);
    // The tool's limit reached (the address's not): neither counted, nothing stored.
    const limited = await conversations.appendKeyedCounted(
      "agent:b",
      60_000,
      conv("c2"),
      exchange("Q two?"),
      ["pricing"],
      hits(9, 1),
    );
    expect(limited).toEqual({ written: false, why: "limited" });
    expect(await counts()).toEqual([1, 1]);
    // A counter this call would start is not left behind either.
    const fresh = [{ key: "mcp:fresh", windowMs: 60_000, limit: 5 }, ...hits(9, 1)];
    expect(
      await conversations.appendKeyedCounted("agent:b", 60_000, conv("c2"), [], [], fresh),
    ).toEqual({ written: false, why: "limited" });
    expect(await db.storage.rateLimits.peek("mcp:fresh")).toBeNull();
    // The id taken: nothing counted.
    const taken = await conversations.appendKeyedCounted(
      "agent:b",
      60_000,
      conv("c1"),
      exchange("Q three?"),
      [],
      hits(9, 9),
    );
    expect(taken).toEqual({ written: false, why: "conflict" });
    expect(await counts()).toEqual([1, 1]);
    expect(await kv.get("agent:b")).toBeNull();
    expect(await conversations.get("c2")).toBeNull();
    expect(await conversations.get("c1")).toMatchObject({ messageCount: 2, questionCount: 1 });
    expect(await conversations.dailyCounts(days)).toEqual(before);
  });

  it("holds the limit for concurrent calls", async () => {
    const { conversations } = db.storage;
    const outs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        conversations.appendKeyedCounted(
          "agent:c",
          60_000,
          conv(`n${i}`),
          exchange(`Q ${i}?`),
          [],
          hits(99, 3),
        ),
      ),
    );
    expect(outs.filter((o) => o.written)).toHaveLength(3);
    expect(await counts()).toEqual([3, 3]);
    const ids = new Set(outs.flatMap((o) => (o.written ? [o.id] : [])));
    expect(ids.size).toBe(1);
    const [id] = ids;
    expect(await conversations.get(id as string)).toMatchObject({ messageCount: 6 });
  });
});
