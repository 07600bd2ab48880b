import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./client";
import { FULL_WRITE } from "./pipelining";

type Connection = Awaited<ReturnType<typeof connectRedis>>;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const counter = () => `test:pipelined:${crypto.randomUUID()}`;

/** Counts the connection's socket writes (`writes.count`, set back to 0 by a test). */
function countWrites(connection: Connection) {
  const writes = { count: 0 };
  const stream = connection.stream as unknown as { write: (...args: unknown[]) => boolean };
  const write = stream.write.bind(stream);
  stream.write = (...args: unknown[]) => {
    writes.count++;
    return write(...args);
  };
  return writes;
}

describe("Redis commands pipelined", () => {
  let redis: Connection;
  let writes: { count: number };
  beforeAll(async () => {
    redis = await connectRedis(inject("redisUrl"));
    writes = countWrites(redis);
  });
  afterAll(() => redis.disconnect());

  it("writes a turn's commands in writes of FULL_WRITE at most, and runs them in the order issued", async () => {
    const key = counter();
    writes.count = 0;
    const counts = await Promise.all(Array.from({ length: 10 }, () => redis.incr(key)));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(writes.count).toBe(Math.ceil(10 / FULL_WRITE));
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
  let paused: Connection;
  let admin: Connection;
  let writes: { count: number };
  beforeAll(async () => {
    server = await startRedisServer();
    paused = await connectRedis(server.url);
    admin = await connectRedis(server.url);
    writes = countWrites(paused);
  });
  afterAll(async () => {
    paused?.disconnect();
    admin?.disconnect();
    await server?.stop();
  });
  const unpause = () => admin.call("CLIENT", "UNPAUSE");
  /** Runs `test` with a new key while Redis is paused for writes, and unpauses it in any case. */
  async function whilePaused(test: (key: string) => Promise<void>) {
    await admin.call("CLIENT", "PAUSE", "60000", "WRITE");
    try {
      await test(counter());
    } finally {
      await unpause();
    }
  }
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  /**
   * One INCR written and left unanswered (Redis paused), then `count` more issued and `turns`
   * turns of the event loop let pass: the socket writes by then, and every reply once Redis is
   * unpaused.
   */
  async function behindUnansweredWrite(key: string, count: number, turns: number) {
    writes.count = 0;
    const first = paused.incr(key);
    await nextTurn();
    const later = Array.from({ length: count }, () => paused.incr(key));
    for (let turn = 0; turn < turns; turn++) await nextTurn();
    const writesWhilePaused = writes.count;
    await unpause();
    return { writesWhilePaused, replies: await Promise.all([first, ...later]) };
  }

  it("holds the commands issued while a write is unanswered, then writes them at once", () =>
    whilePaused(async (key) => {
      // Turns end, but the first write is unanswered while Redis is paused: the rest wait.
      const { writesWhilePaused, replies } = await behindUnansweredWrite(key, FULL_WRITE - 1, 2);
      expect(replies).toEqual(upTo(FULL_WRITE));
      expect(writesWhilePaused).toBe(1);
      expect(writes.count).toBe(2);
    }));

  it("writes FULL_WRITE commands waiting at once, while a write is unanswered", () =>
    whilePaused(async (key) => {
      const { writesWhilePaused, replies } = await behindUnansweredWrite(key, FULL_WRITE, 0);
      expect(replies).toEqual(upTo(FULL_WRITE + 1));
      expect(writesWhilePaused).toBe(2);
      expect(writes.count).toBe(2);
    }));

  it("fails the commands of a write Redis does not answer in time, and later ones still get their own replies", () =>
    whilePaused(async (key) => {
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
    }));

  it("fails a command held behind an unanswered write within the timeout of when it was issued", () =>
    whilePaused(async (key) => {
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
    }));
});
