import type { ConversationMessage } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { exchange, msg } from "../../../test/support/conversations";
import { sharedRedis } from "../../../test/support/shared-redis";

/**
 * Every Redis script that appends to a conversation leaves the same record and messages: those
 * that reply with the record (APPEND) read all its fields, the others (APPEND_QUIET, the held,
 * keyed and keyed-counted appends) only those their steps use. Compared as stored, on records
 * with every field set (visitor, lead, first question, tags, one with tags that do not decode to
 * a list).
 */
describe("Redis appends with and without the record back", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("redis", {}, { redisPrefix: prefix });
  });
  afterAll(() => t?.close());

  type Append = (id: string, messages: ConversationMessage[], tags: string[]) => Promise<unknown>;
  const start = { source: "chat", environment: "development" } as const;
  const hit = [{ key: `hits:${crypto.randomUUID()}`, windowMs: 60_000, limit: 1000 }];
  /** Each way to append, written to its own conversation (the entry names it, where keyed). */
  const appends: Record<string, Append> = {
    appendMessages: (id, messages, tags) =>
      t.deps.storage.conversations.appendMessages(id, messages, tags),
    addMessages: (id, messages, tags) =>
      t.deps.storage.conversations.addMessages(id, messages, tags),
    addMessagesIfHeld: async (id, messages, tags) => {
      const held = { key: `held:${id}`, json: JSON.stringify({ step: 1 }), ttlMs: 60_000 };
      await t.deps.storage.kv.set(held.key, { step: 1 }, 60_000);
      const out = await t.deps.storage.conversations.addMessagesIfHeld(
        id,
        messages,
        tags,
        held,
        hit,
      );
      expect(out).toMatchObject({ written: true });
    },
    appendKeyed: async (id, messages, tags) => {
      const conversation = {
        ...start,
        id: crypto.randomUUID(),
        startedAt: "2026-03-01T09:00:00.000Z",
      };
      const to = await t.deps.storage.conversations.appendKeyed(
        `keyed:${id}`,
        60_000,
        conversation,
        messages,
        tags,
      );
      expect(to).toBe(id);
    },
    appendKeyedCounted: async (id, messages, tags) => {
      const conversation = {
        ...start,
        id: crypto.randomUUID(),
        startedAt: "2026-03-01T09:00:00.000Z",
      };
      const out = await t.deps.storage.conversations.appendKeyedCounted(
        `counted:${id}`,
        60_000,
        conversation,
        messages,
        tags,
        hit,
      );
      expect(out).toMatchObject({ written: true, id });
    },
  };

  const stored = async (id: string) => {
    const record = await shared.client.hgetall(`${prefix}conv:${id}`);
    const messages = await shared.client.lrange(`${prefix}conv:${id}:msgs`, 0, -1);
    return { record: { ...record, id: "the id" }, messages };
  };

  it("leaves the same record and messages, whichever script appends", async () => {
    const results: Record<string, unknown> = {};
    for (const [name, append] of Object.entries(appends)) {
      const id = `${name}-${crypto.randomUUID()}`;
      await t.deps.storage.conversations.create({
        ...start,
        id,
        startedAt: "2026-03-01T09:00:00.000Z",
        visitorId: "visitor-1",
      });
      await t.deps.storage.conversations.setLead(id, "lead-1");
      await t.deps.storage.kv.set(`keyed:${id}`, id, 60_000);
      await t.deps.storage.kv.set(`counted:${id}`, id, 60_000);

      await append(id, exchange("What does a workshop cost?", "2026-03-01T10:00:00.000Z"), [
        "pricing",
      ]);
      // Tags stored as something else than a list of strings: replaced by the new ones.
      await shared.client.hset(`${prefix}conv:${id}`, "tags", '{"pricing":1}');
      await append(id, exchange("Can I book a call?", "2026-03-01T11:00:00.000Z"), ["booking"]);
      await append(id, [], ["booking", "pricing"]);
      results[name] = await stored(id);
    }
    const expected = results.appendMessages as Awaited<ReturnType<typeof stored>>;
    expect(expected.record).toMatchObject({
      visitorId: "visitor-1",
      leadId: "lead-1",
      startedAt: "2026-03-01T09:00:00.000Z",
      updatedAt: "2026-03-01T11:00:00.000Z",
      messageCount: "4",
      questionCount: "2",
      firstQuestion: "What does a workshop cost?",
      tags: '["booking","pricing"]',
    });
    expect(expected.messages).toHaveLength(4);
    for (const name of Object.keys(appends))
      expect([name, results[name]]).toEqual([name, expected]);
  });
});
