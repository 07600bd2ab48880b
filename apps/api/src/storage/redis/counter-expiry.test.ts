import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { exchange, msg } from "../../../test/support/conversations";
import { sharedRedis } from "../../../test/support/shared-redis";

const hit = (key: string, limit = 5) => ({ key, windowMs: 60_000, limit });

/**
 * Redis keeps the writes of a script that fails partway: a rate-limit counter it started must
 * already have its window then, and a counter ever found without one gets one, so no failure
 * can refuse an address or a session for good.
 */
describe("Redis rate-limit counters always expire", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("redis", {}, { redisPrefix: prefix });
  });
  afterAll(() => t?.close());
  const pttl = (k: string) => shared.client.pttl(`${prefix}rate:${k}`);
  /** A conversation whose record was damaged into a string: appending to it raises. */
  const broken = async (id: string) => {
    await t.deps.storage.conversations.create({
      id,
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await shared.client.set(`${prefix}conv:${id}`, "not a hash");
  };

  it("a held message whose append raises leaves its new counters with their window", async () => {
    await broken("held-1");
    const { kv, conversations } = t.deps.storage;
    await kv.set("session:h1", { step: 1 }, 60_000);
    const held = { key: "session:h1", json: JSON.stringify({ step: 1 }), ttlMs: 60_000 };
    await expect(
      conversations.addMessagesIfHeld("held-1", exchange("Q?"), ["pricing"], held, [
        hit("chat-ip:10.9.0.1"),
        hit("chat-session:h1"),
      ]),
    ).rejects.toThrow();
    for (const k of ["chat-ip:10.9.0.1", "chat-session:h1"]) {
      expect(await pttl(k)).toBeGreaterThan(50_000);
    }
  });

  it("an agent's exchange whose append raises keeps its new counters, with their window", async () => {
    const { conversations } = t.deps.storage;
    const conv = (id: string) => ({
      id,
      source: "mcp" as const,
      environment: "development" as const,
      startedAt: "2026-03-01T10:00:00.000Z",
    });
    await conversations.appendKeyedCounted(
      "agent:k1",
      60_000,
      conv("keyed-1"),
      exchange("Q?"),
      ["pricing"],
      [hit("mcp:10.9.0.9")],
    );
    await shared.client.set(`${prefix}conv:keyed-1`, "not a hash");
    // Not recorded (the failure reported), the hits counted.
    expect(
      await conversations.appendKeyedCounted(
        "agent:k1",
        60_000,
        conv("unused"),
        exchange("Q?"),
        ["booking"],
        [hit("mcp:10.9.0.2"), hit("mcp:10.9.0.2 tool:ask")],
      ),
    ).toMatchObject({
      written: true,
      id: null,
      hits: [{ count: 1 }, { count: 1 }],
      error: expect.stringMatching(/./),
    });
    for (const k of ["mcp:10.9.0.2", "mcp:10.9.0.2 tool:ask"]) {
      expect(await pttl(k)).toBeGreaterThan(50_000);
    }
  });

  it("a counter found without expiry gets a window on its next hit, on every counting path", async () => {
    const { rateLimits, conversations, kv } = t.deps.storage;
    const stuck = async (k: string) => shared.client.set(`${prefix}rate:${k}`, "7");

    await stuck("plain");
    const plain = await rateLimits.hit("plain", 60_000);
    expect(plain.count).toBe(8);
    expect(plain.resetAt).toBeGreaterThan(Date.now() + 50_000);
    expect(await pttl("plain")).toBeGreaterThan(50_000);

    await stuck("ordered");
    await rateLimits.hitInOrder([hit("ordered", 100)]);
    expect(await pttl("ordered")).toBeGreaterThan(50_000);

    await conversations.create({
      id: "held-2",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await kv.set("session:h2", { step: 1 }, 60_000);
    await stuck("chat-session:h2");
    const held = { key: "session:h2", json: JSON.stringify({ step: 1 }), ttlMs: 60_000 };
    const written = await conversations.addMessagesIfHeld("held-2", exchange("Q?"), [], held, [
      hit("chat-session:h2", 100),
    ]);
    expect(written).toMatchObject({ written: true, hits: [{ count: 8 }] });
    expect(await pttl("chat-session:h2")).toBeGreaterThan(50_000);

    await stuck("mcp:10.9.0.3");
    const keyed = await conversations.appendKeyedCounted(
      null,
      60_000,
      {
        id: "keyed-2",
        source: "mcp",
        environment: "development",
        startedAt: "2026-03-01T10:00:00.000Z",
      },
      exchange("Q?"),
      [],
      [hit("mcp:10.9.0.3", 100)],
    );
    expect(keyed).toMatchObject({ written: true, hits: [{ count: 8 }] });
    expect(await pttl("mcp:10.9.0.3")).toBeGreaterThan(50_000);
  });
});
