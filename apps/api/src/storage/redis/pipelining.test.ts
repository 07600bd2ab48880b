import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectRedis } from "./client";

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
