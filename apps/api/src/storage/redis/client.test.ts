import diagnostics from "node:diagnostics_channel";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectRedis } from "./client";

describe("ioredis command tracing", () => {
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    redis = await connectRedis(inject("redisUrl"));
  });
  afterAll(() => redis.disconnect());

  it("is skipped while nobody listens, and a tracer that subscribes sees each command", async () => {
    const channel = diagnostics.tracingChannel("ioredis:command");
    // ioredis traces every command unless this is false.
    expect(channel.hasSubscribers).toBe(false);
    const seen: string[] = [];
    const start = (context: unknown) => seen.push((context as { command: string }).command);
    const none = () => {};
    const tracer = { start, end: none, asyncStart: none, asyncEnd: none, error: none };
    channel.subscribe(tracer);
    try {
      expect(channel.hasSubscribers).toBe(true);
      await redis.ping();
    } finally {
      channel.unsubscribe(tracer);
    }
    expect(seen).toContain("ping");
    await redis.ping();
    expect(seen.filter((c) => c === "ping")).toHaveLength(1);
  });
});
