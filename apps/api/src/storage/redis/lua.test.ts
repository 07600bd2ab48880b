import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../../test/support/ports";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import { connectRedis, REDIS_COMMAND_TIMEOUT_MS } from "./client";
import { luaScript } from "./lua";

/**
 * On a redis-server of its own: these tests restart it and flush its script cache, which must
 * not disturb the other tests' Redis.
 */
describe("Lua scripts called by their hash", () => {
  let server: RedisHandle;
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  let other: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url);
    other = await connectRedis(server.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    other?.disconnect();
    await server?.stop();
  });

  /** Starts Redis again on its port (after a stop or a kill); waits for `clients` to reconnect. */
  async function restartRedis(clients = [redis]) {
    server = await startRedisServer({ port: server.port });
    await waitFor(
      async () => clients.every((client) => client.status === "ready"),
      10_000,
      "the clients to reconnect",
    );
  }

  /** Two scripts no other test loads: `write` sets a key, `read` returns it. */
  const pair = () => {
    const tag = crypto.randomUUID();
    const write = `-- ${tag}\nreturn redis.call("SET", KEYS[1], ARGV[1])`;
    const read = `-- ${tag}\nreturn redis.call("GET", KEYS[1])`;
    return { key: `test:${tag}`, read, write };
  };

  it("runs a new script, and calls issued together run in the order issued", async () => {
    const { key, read, write } = pair();
    const set = luaScript(redis, write);
    const get = luaScript(redis, read);
    const [, value] = await Promise.all([set(1, key, "a"), get(1, key)]);
    expect(value).toBe("a");
  });

  it("after a Redis restart, a call whose script another client loaded first still runs after the call issued before it", async () => {
    const { key, read, write } = pair();
    const set = luaScript(redis, write);
    const get = luaScript(redis, read);
    await set(1, key, "before");
    await server.stop();
    await restartRedis([redis, other]);
    // The restarted Redis knows only the reading script (loaded by another process).
    await other.script("LOAD", read);
    const [, value] = await Promise.all([set(1, key, "after"), get(1, key)]);
    expect(value).toBe("after");
  });

  it("a request in flight when Redis goes away fails whole: none of its calls is re-sent to the restarted Redis", async () => {
    const { key, write } = pair();
    const set = luaScript(redis, write);
    await set(1, `${key}:warm`, "loaded");
    // Frozen, the server reads neither call; killed, it never answers them.
    process.kill(server.pid, "SIGSTOP");
    const inFlight = Promise.allSettled([set(1, key, "lost"), redis.incr(`${key}:hits`)]);
    await Bun.sleep(50);
    process.kill(server.pid, "SIGKILL");
    await Bun.sleep(50);
    await restartRedis();
    const outcomes = await inFlight;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(await redis.get(`${key}:hits`)).toBeNull();
    expect(await redis.get(key)).toBeNull();
    await set(1, key, "after");
    expect(await redis.get(key)).toBe("after");
  });

  it("after a SCRIPT FLUSH, a call in flight fails rather than running after a later call; the next calls work", async () => {
    const { key, read, write } = pair();
    const set = luaScript(redis, write);
    const get = luaScript(redis, read);
    await set(1, `${key}:warm`, "loaded");
    await other.script("FLUSH");
    await other.script("LOAD", read);
    const [written, value] = await Promise.allSettled([set(1, key, "second"), get(1, key)]);
    expect(written.status).toBe("rejected");
    expect(value).toEqual({ status: "fulfilled", value: null });
    expect(await redis.get(key)).toBeNull();
    const [, again] = await Promise.all([set(1, key, "third"), get(1, key)]);
    expect(again).toBe("third");
  });

  it("passes on a script's own error", async () => {
    const fail = luaScript(redis, `return redis.error_reply("NOPE ${crypto.randomUUID()}")`);
    await expect(fail(0)).rejects.toThrow(/NOPE/);
  });

  /** A script no other test loads: counts a call on KEYS[1]. */
  const counting = () => `-- ${crypto.randomUUID()}\nreturn redis.call("INCR", KEYS[1])`;

  it("fails by the command timeout while Redis is frozen", async () => {
    const call = luaScript(redis, counting());
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
    const call = luaScript(redis, counting());
    const key = `test:${crypto.randomUUID()}`;
    expect(await call(1, key)).toBe(1);
    await server.stop();
    await waitFor(async () => redis.status !== "ready", 5000, "the client to see Redis go");
    const started = Date.now();
    await expect(call(1, key)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
    await restartRedis();
    expect(await call(1, key)).toBe(1);
  });
});
