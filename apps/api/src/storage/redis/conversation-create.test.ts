import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
});
