import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./client";
import { FULL_WRITE } from "./pipelining";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

  it("writes a turn's commands in writes of FULL_WRITE at most, and runs them in the order issued", async () => {
    const key = counter();
    writes = 0;
    const counts = await Promise.all(Array.from({ length: 10 }, () => redis.incr(key)));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes).toBe(Math.ceil(10 / FULL_WRITE));
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

/**
 * On a redis-server of its own: pausing it must not hold up the other tests' Redis. Paused for
 * writes (INCR waits, CLIENT UNPAUSE does not) for longer than any test, and unpaused by the test
 * when it is done: a pause of ALL would hold the UNPAUSE too, so the pause could only end by its
 * own length, racing the command timeout of what the test sends next.
 */
describe("Redis commands pipelined, unanswered", () => {
  let server: RedisHandle;
  let paused: Awaited<ReturnType<typeof connectRedis>>;
  let admin: Awaited<ReturnType<typeof connectRedis>>;
  let writes = 0;
  beforeAll(async () => {
    server = await startRedisServer();
    paused = await connectRedis(server.url);
    admin = await connectRedis(server.url);
    const stream = paused.stream as unknown as { write: (...args: unknown[]) => boolean };
    const write = stream.write.bind(stream);
    stream.write = (...args: unknown[]) => {
      writes++;
      return write(...args);
    };
  });
  afterAll(async () => {
    paused?.disconnect();
    admin?.disconnect();
    await server?.stop();
  });
  const pauseWrites = () => admin.call("CLIENT", "PAUSE", "60000", "WRITE");
  const unpause = () => admin.call("CLIENT", "UNPAUSE");
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it("holds the commands issued while a write is unanswered, then writes them at once", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    await pauseWrites();
    try {
      writes = 0;
      const first = paused.incr(key);
      await nextTurn();
      const later = Array.from({ length: FULL_WRITE - 1 }, () => paused.incr(key));
      // Turns end, but the first write is unanswered while Redis is paused: the rest wait.
      await nextTurn();
      await nextTurn();
      const whilePaused = writes;
      await unpause();
      expect(await Promise.all([first, ...later])).toEqual(upTo(FULL_WRITE));
      expect(whilePaused).toBe(1);
      expect(writes).toBe(2);
    } finally {
      await unpause();
    }
  });

  it("writes FULL_WRITE commands waiting at once, while a write is unanswered", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    await pauseWrites();
    try {
      writes = 0;
      const first = paused.incr(key);
      await nextTurn();
      const later = Array.from({ length: FULL_WRITE }, () => paused.incr(key));
      const whilePaused = writes;
      await unpause();
      expect(await Promise.all([first, ...later])).toEqual(upTo(FULL_WRITE + 1));
      expect(whilePaused).toBe(2);
      expect(writes).toBe(2);
    } finally {
      await unpause();
    }
  });

  it("fails the commands of a write Redis does not answer in time, and later ones still get their own replies", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    await pauseWrites();
    try {
      const started = Date.now();
      const late = await Promise.allSettled([paused.incr(key), paused.incr(key)]);
      expect(late.map((r) => r.status)).toEqual(["rejected", "rejected"]);
      expect(String((late[0] as PromiseRejectedResult).reason)).toMatch(/timed out/);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 5);
      expect(waited).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 700);
      await unpause();
      // The paused commands run now; their replies are read and dropped.
      expect(await paused.incr(key)).toBe(3);
    } finally {
      await unpause();
    }
  });

  it("fails a command held behind an unanswered write within the timeout of when it was issued", async () => {
    const key = `test:pipelined:${crypto.randomUUID()}`;
    await pauseWrites();
    try {
      let firstSettled = false;
      const first = paused.incr(key).catch((error: Error) => error);
      void first.then(() => {
        firstSettled = true;
      });
      await Bun.sleep(REDIS_COMMAND_TIMEOUT_MS * 0.3);
      const issued = Date.now();
      const heldPromise = paused.incr(key).catch((error: Error) => error);
      // Held: the first write is still unanswered (it fails ~0.7 of a timeout from now).
      expect(firstSettled).toBe(false);
      const held = await heldPromise;
      expect(String(held)).toMatch(/timed out/);
      // Its own timeout, counted from when it was issued: not the first's deadline (0.7 of a
      // timeout), nor a timeout counted from when it was written (1.7).
      const waited = Date.now() - issued;
      expect(waited).toBeGreaterThanOrEqual(REDIS_COMMAND_TIMEOUT_MS - 5);
      expect(waited).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS * 1.5);
      expect(String(await first)).toMatch(/timed out/);
    } finally {
      await unpause();
    }
  });
});
