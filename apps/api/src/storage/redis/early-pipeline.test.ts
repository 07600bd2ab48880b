import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../../test/support/ports";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./client";
import { earlyPipeline } from "./early-pipeline";
import { luaScript } from "./lua";

/** On a redis-server of its own: a test restarts it. */
describe("script calls written in early pipelines", () => {
  let server: RedisHandle;
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
  });

  /** A script no other test loads: counts a call on KEYS[1] and says when Redis ran it (ms). */
  const counting = () =>
    `-- ${crypto.randomUUID()}
local t = redis.call("TIME")
return {redis.call("INCR", KEYS[1]), tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)}`;

  it("writes every `size` calls at once and the rest when the turn ends, each answered, in the order issued", async () => {
    const call = luaScript(redis, counting(), earlyPipeline(redis, 2));
    const key = `test:${crypto.randomUUID()}`;
    await call(1, `${key}:warm`);
    // Asked by another client, without ending the turn: how many calls Redis has run.
    const ranSoFar = () =>
      Number(Bun.spawnSync(["redis-cli", "-u", server.url, "GET", key]).stdout.toString());
    const issued = Date.now();
    const calls = Array.from({ length: 5 }, () => call(1, key));
    // The turn goes on (at least 100 ms, at most 5 s) until Redis has run the first four calls,
    // however long a loaded machine keeps Redis from running: the fifth runs after it ends.
    while ((Date.now() < issued + 100 || ranSoFar() < 4) && Date.now() < issued + 5000) {}
    const turnEnded = Date.now();
    const replies = (await Promise.all(calls)) as [number, number][];
    expect(replies.map(([count]) => count)).toEqual([1, 2, 3, 4, 5]);
    for (const [, ranAt] of replies.slice(0, 4)) expect(ranAt).toBeLessThanOrEqual(turnEnded);
    expect(replies[4]?.[1]).toBeGreaterThanOrEqual(turnEnded);
  });

  it("fails by the command timeout while Redis is frozen", async () => {
    const call = luaScript(redis, counting(), earlyPipeline(redis, 8));
    const key = `test:${crypto.randomUUID()}`;
    await call(1, key);
    process.kill(server.pid, "SIGSTOP");
    try {
      const started = Date.now();
      await expect(call(1, key)).rejects.toThrow(/timed out/);
      expect(Date.now() - started).toBeLessThan(REDIS_COMMAND_TIMEOUT_MS + 500);
    } finally {
      process.kill(server.pid, "SIGCONT");
    }
  });

  it("fails at once while Redis is down, and loads its script on the new connection before calling it", async () => {
    const call = luaScript(redis, counting(), earlyPipeline(redis, 8));
    const key = `test:${crypto.randomUUID()}`;
    expect(await call(1, key)).toEqual([1, expect.any(Number)]);
    await server.stop();
    await waitFor(async () => redis.status !== "ready", 5000, "the client to see Redis go");
    const started = Date.now();
    await expect(call(1, key)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
    server = await startRedisServer({ port: server.port });
    await waitFor(async () => redis.status === "ready", 10_000, "the client to reconnect");
    expect(await call(1, key)).toEqual([1, expect.any(Number)]);
  });
});
