import { Redis } from "ioredis";
import { describe, expect, inject, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { msg } from "../../test/support/conversations";
import { useBackend } from "../../test/support/storage";

/** A record with no tags gets its first ones from an append, on both back ends. */
describe.each(backends)("a conversation's first tags on %s", (backend: Backend) => {
  const db = useBackend(backend);

  /** Creates a conversation with no tags; on Redis without the field, as an older version stored it. */
  const untagged = async (id: string) => {
    await db.storage.conversations.create({
      id,
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T10:00:00.000Z",
    });
    if (backend !== "redis") return;
    const redis = new Redis(inject("redisUrl"));
    try {
      const keys = await redis.keys(`${db.t.redisPrefix}*conv:${id}`);
      expect(keys).toHaveLength(1);
      expect(await redis.hdel(keys[0] as string, "tags")).toBe(1);
    } finally {
      redis.disconnect();
    }
  };

  it("keeps the tags of an append, with the record back or not", async () => {
    const { conversations } = db.storage;
    const q = msg("Can I book a call?", "2026-03-01T10:00:01.000Z");
    await untagged("untagged-1");
    expect(await conversations.appendMessages("untagged-1", [q], ["booking"])).toMatchObject({
      messageCount: 1,
      tags: ["booking"],
    });
    expect((await conversations.get("untagged-1"))?.tags).toEqual(["booking"]);

    await untagged("untagged-2");
    expect(await conversations.addMessages("untagged-2", [q], ["pricing", "booking"])).toBe(true);
    expect(await conversations.get("untagged-2")).toMatchObject({
      messageCount: 1,
      tags: ["pricing", "booking"],
    });
    // Tags alone, no message.
    await untagged("untagged-3");
    expect(await conversations.addMessages("untagged-3", [], ["pricing"])).toBe(true);
    expect((await conversations.get("untagged-3"))?.tags).toEqual(["pricing"]);
  });
});
