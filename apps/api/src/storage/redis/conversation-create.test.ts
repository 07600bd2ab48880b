import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange } from "../../../test/support/conversations";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import type { Storage } from "../types";
import { connectRedis } from "./client";
import { createRedisStorage } from "./index";

/** What a create finds under its id on Redis: nothing, a record, or a stray hash of older versions. */
describe("Redis conversation create", () => {
  let server: RedisHandle;
  let storage: Storage;
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    server = await startRedisServer();
    storage = await createRedisStorage(server.url, "t:");
    redis = await connectRedis(server.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await storage?.close();
    await server?.stop();
  });

  const input = (id: string) => ({
    id,
    source: "chat" as const,
    environment: "production" as const,
    startedAt: "2026-11-26T05:00:00.000Z",
  });

  it("replaces a stray hash without an id and its messages, and refuses an id taken", async () => {
    await redis.hset("t:conv:stray", { messageCount: "7", firstQuestion: "Old" });
    await redis.rpush("t:conv:stray:msgs", "{}");
    await storage.conversations.create(input("stray"));
    expect(await storage.conversations.get("stray")).toMatchObject({
      id: "stray",
      messageCount: 0,
    });
    expect(await redis.hexists("t:conv:stray", "firstQuestion")).toBe(0);
    expect(await storage.conversations.messages("stray")).toEqual([]);
    await expect(storage.conversations.create(input("stray"))).rejects.toThrow(/already exists/);
    await redis.rpush("t:conv:stray:msgs", "{}");
    // Only the messages list left (its record cleared): the id is free again, the list goes.
    await redis.del("t:conv:stray");
    await storage.conversations.create(input("stray"));
    expect(await storage.conversations.messages("stray")).toEqual([]);
  });

  it("writes a new record's fields once each, in the order create then append leave them", async () => {
    const start = { ...input("once"), tags: ["pricing"], visitorId: "v1" };
    const asked = exchange("How much does an AI audit cost?", "2026-11-26T05:00:01.000Z");
    await storage.conversations.create({ ...start, id: "apart" });
    await storage.conversations.appendMessages("apart", asked, ["booking"]);
    // Redis shows a monitor the commands a script runs: the one HSET of the new record.
    const monitor = await redis.monitor();
    const hsets: string[][] = [];
    monitor.on("monitor", (_time: string, args: string[]) => {
      if (args[0]?.toUpperCase() === "HSET" && args[1] === "t:conv:once") hsets.push(args);
    });
    try {
      await storage.conversations.createWithMessages(start, asked, ["booking"]);
      await expect.poll(() => hsets.length).toBe(1);
    } finally {
      monitor.disconnect();
    }

    const fields = (hsets[0] as string[]).filter((_, i) => i >= 2 && i % 2 === 0);
    expect(fields).toHaveLength(new Set(fields).size);
    // Field order is only kept while a hash is compact (a listpack, a ziplist before Redis 7:
    // short values, few fields); a hashtable's follows the server's hash seed.
    for (const key of ["t:conv:once", "t:conv:apart"])
      expect(["listpack", "ziplist"]).toContain(await redis.object("ENCODING", key));
    const once = await redis.hgetall("t:conv:once");
    const apart = await redis.hgetall("t:conv:apart");
    expect(Object.keys(once)).toEqual(Object.keys(apart));
    expect({ ...once, id: "apart" }).toEqual(apart);
    expect(fields).toEqual(Object.keys(once));
  });
});
