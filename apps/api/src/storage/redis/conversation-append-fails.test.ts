import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { exchange, msg } from "../../../test/support/conversations";
import { sharedRedis } from "../../../test/support/shared-redis";

/**
 * Redis keeps what a script wrote before it raised: an append that fails (its record or message
 * list damaged into another type) must fail before its first write, leaving the messages, the
 * record and every aggregate exactly as they were, not the messages and counts stored with the
 * record unchanged. An aggregate key of another type never fails it: that count is skipped and
 * the conversation written whole.
 */
describe("a Redis append that fails writes nothing", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("redis", {}, { redisPrefix: prefix });
  });
  afterAll(() => t?.close());

  /** Every key under the prefix but the rate-limit counters, with its type and content. */
  const snapshot = async () => {
    const c = shared.client;
    const out: Record<string, unknown> = {};
    for (const key of (await c.keys(`${prefix}*`)).sort()) {
      if (key.startsWith(`${prefix}rate:`)) continue;
      const type = await c.type(key);
      out[key] =
        type === "hash"
          ? await c.hgetall(key)
          : type === "list"
            ? await c.lrange(key, 0, -1)
            : type === "zset"
              ? await c.zrangebyscore(key, "-inf", "+inf", "WITHSCORES")
              : type === "string"
                ? await c.get(key)
                : type;
    }
    return out;
  };

  /** A conversation with one exchange counted, whose record is then damaged into a string. */
  const broken = async (id: string) => {
    const { conversations } = t.deps.storage;
    await conversations.create({
      id,
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await conversations.appendMessages(id, exchange("What does a workshop cost?"), ["pricing"]);
    await spoil(id);
  };
  const spoil = (id: string) => shared.client.set(`${prefix}conv:${id}`, "not a hash");

  it("a chat exchange (with or without the record back) fails and leaves everything as it was", async () => {
    await broken("chat-1");
    const { conversations } = t.deps.storage;
    const before = await snapshot();
    await expect(
      conversations.appendMessages("chat-1", exchange("Can I book a call?"), ["booking"]),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    await expect(
      conversations.addMessages("chat-1", exchange("Can I book a call?"), ["booking"]),
    ).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it("an exchange whose message list was damaged into another type fails and writes nothing", async () => {
    const { conversations } = t.deps.storage;
    await conversations.create({
      id: "chat-2",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await conversations.appendMessages("chat-2", exchange("What does a workshop cost?"), [
      "pricing",
    ]);
    await shared.client.del(`${prefix}conv:chat-2:msgs`);
    await shared.client.set(`${prefix}conv:chat-2:msgs`, "not a list");
    const before = await snapshot();
    for (const append of [conversations.appendMessages, conversations.addMessages]) {
      await expect(append("chat-2", exchange("Can I book a call?"), ["booking"])).rejects.toThrow();
      // Not the day's or the question's counts, not the record's: as it was.
      expect(await snapshot()).toEqual(before);
    }
  });

  it("an exchange whose day's counts were damaged into another type is stored whole", async () => {
    const { conversations } = t.deps.storage;
    const day = `${prefix}an:daily:development:chat`;
    await conversations.create({
      id: "chat-3",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T09:00:00.000Z",
    });
    await shared.client.del(day);
    await shared.client.set(day, "not a hash");
    const hours = `${prefix}an:hourly:development:chat`;
    const hourBefore = Number((await shared.client.hget(hours, "2026-03-01T10")) ?? 0);
    await conversations.appendMessages("chat-3", exchange("What does a workshop cost?"), [
      "pricing",
    ]);
    await conversations.addMessages("chat-3", exchange("Can I book a call?"), ["booking"]);
    // The record and its messages agree; the damaged key is left as it was, the others counted.
    expect(await conversations.get("chat-3")).toMatchObject({
      messageCount: 4,
      questionCount: 2,
      tags: ["pricing", "booking"],
    });
    expect(await shared.client.llen(`${prefix}conv:chat-3:msgs`)).toBe(4);
    expect(await shared.client.get(day)).toBe("not a hash");
    expect(Number(await shared.client.hget(hours, "2026-03-01T10"))).toBe(hourBefore + 2);

    // A conversation started with its first exchange (an agent's) is written whole as well.
    const agentDay = `${prefix}an:daily:development:mcp`;
    await shared.client.set(agentDay, "not a hash");
    const asked = await conversations.appendKeyedCounted(
      "agent:s3",
      60_000,
      {
        id: "agent-3",
        source: "mcp",
        environment: "development",
        startedAt: "2026-03-01T10:00:00.000Z",
      },
      exchange("What does a workshop cost?"),
      ["pricing"],
      [{ key: "mcp:10.9.1.3", windowMs: 60_000, limit: 50 }],
    );
    expect(asked).toMatchObject({ id: "agent-3" });
    expect(await conversations.get("agent-3")).toMatchObject({ messageCount: 2, questionCount: 1 });
    expect(await shared.client.get(agentDay)).toBe("not a hash");
    await shared.client.del(day, agentDay);
  });

  it("a conversation whose index was damaged into another type is not started: no record left", async () => {
    const index = `${prefix}conv:idx:production:chat`;
    await shared.client.set(index, "not a sorted set");
    const start = { source: "chat", environment: "production" } as const;
    const startedAt = "2026-03-01T09:00:00.000Z";
    const { conversations } = t.deps.storage;
    await expect(conversations.create({ id: "chat-4", ...start, startedAt })).rejects.toThrow();
    expect(await shared.client.exists(`${prefix}conv:chat-4`)).toBe(0);
    await shared.client.del(index);
  });

  it("an agent's exchange is not recorded, nothing written, and the next one starts afresh", async () => {
    const { conversations } = t.deps.storage;
    const conv = (id: string) => ({
      id,
      source: "mcp" as const,
      environment: "development" as const,
      startedAt: "2026-03-01T10:00:00.000Z",
    });
    const ask = (id: string, question: string) =>
      conversations.appendKeyedCounted(
        "agent:s1",
        60_000,
        conv(id),
        exchange(question),
        ["booking"],
        [{ key: "mcp:10.9.1.1", windowMs: 60_000, limit: 50 }],
      );
    expect(await ask("agent-1", "What does a workshop cost?")).toMatchObject({ id: "agent-1" });
    await spoil("agent-1");
    const before = await snapshot();

    expect(await ask("unused", "Can I book a call?")).toMatchObject({
      written: true,
      id: null,
      hits: [{ count: 2 }],
      error: expect.stringMatching(/./),
    });
    const after = await snapshot();
    // Only the session's entry went (it named the conversation that cannot take an exchange).
    const entry = Object.keys(before).find((k) => !(k in after));
    expect(entry).toMatch(/agent:s1/);
    delete before[entry as string];
    expect(after).toEqual(before);

    expect(await ask("agent-2", "Can I book a call?")).toMatchObject({ id: "agent-2" });
    expect(await conversations.get("agent-2")).toMatchObject({ messageCount: 2 });
  });
});
