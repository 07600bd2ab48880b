import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./client";

describe("Redis commands pipelined", () => {
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  let writes = 0;
  beforeAll(async () => {
    redis = await connectRedis(inject("redisUrl"));
    const stream = redis.stream as unknown as { write: (...args: unknown[]) => boolean };
    const write = stream.write.bind(stream);
    stream.write = (...args: unknown[]) => {
      writes++;
      return write(...args);
    };
  });
  afterAll(() => redis.disconnect());

  const counter = () => `test:pipelined:${crypto.randomUUID()}`;
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("writes the commands of one turn at once, and runs them in the order issued", async () => {
    const key = counter();
    writes = 0;
    const counts = await Promise.all(Array.from({ length: 10 }, () => redis.incr(key)));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes).toBe(1);
  });

  it("holds the commands issued while a write waits for its replies, then writes them at once", async () => {
    const key = counter();
    writes = 0;
    const first = redis.incr(key);
    await nextTurn(); // the first write went out; its reply has not been read yet
    const later = Array.from({ length: 5 }, () => redis.incr(key));
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(writes).toBe(2);
  });

  it("writes the commands waiting before a pipeline or MULTI issued after them", async () => {
    const key = counter();
    const queued = redis.incr(key);
    const piped = redis.pipeline().incr(key).exec();
    const multi = redis.multi().incr(key).exec();
    expect(await queued).toBe(1);
    expect(await piped).toEqual([[null, 2]]);
    expect(await multi).toEqual([[null, 3]]);
  });

  it("passes a command's error to its caller only", async () => {
    const key = counter();
    const [bad, good] = await Promise.allSettled([
      redis.call("NOSUCHCOMMAND", key),
      redis.incr(key),
    ]);
    expect(bad.status).toBe("rejected");
    expect(good).toEqual({ status: "fulfilled", value: 1 });
  });
});

/** On a redis-server of its own: pausing it must not hold up the other tests' Redis. */
describe("Redis commands pipelined, unanswered", () => {
  let server: RedisHandle;
  let paused: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    server = await startRedisServer();
    paused = await connectRedis(server.url);
  });
  afterAll(async () => {
    paused?.disconnect();
    await server?.stop();
  });

  it("fails the commands of a write Redis does not answer in time, and later ones still get their own replies", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    const admin = await connectRedis(server.url);
    try {
      await admin.call("CLIENT", "PAUSE", String(REDIS_COMMAND_TIMEOUT_MS + 800), "ALL");
      const started = Date.now();
      const late = await Promise.allSettled([paused.incr(key), paused.incr(key)]);
      expect(late.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      expect(String((late[0] as PromiseRejectedResult).reason)).toMatch(/timed out/);
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 700);
      // The paused commands ran once the pause ended; their replies are read and dropped.
      expect(await paused.incr(key)).toBe(3);
    } finally {
      await admin.call("CLIENT", "UNPAUSE");
      admin.disconnect();
    }
  });

  it("fails a command held behind an unanswered write within the timeout of when it was issued", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    const admin = await connectRedis(server.url);
    try {
      await admin.call("CLIENT", "PAUSE", String(REDIS_COMMAND_TIMEOUT_MS + 1500), "ALL");
      const first = paused.incr(key).catch((error: Error) => error);
      await Bun.sleep(REDIS_COMMAND_TIMEOUT_MS * 0.6);
      const issued = Date.now();
      const held = await paused.incr(key).catch((error: Error) => error);
      expect(String(held)).toMatch(/timed out/);
      expect(Date.now() - issued).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 300);
      expect(String(await first)).toMatch(/timed out/);
    } finally {
      await admin.call("CLIENT", "UNPAUSE");
      admin.disconnect();
    }
  });
});
