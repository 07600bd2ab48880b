import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { connectRedis } from "./client";
import { luaScript } from "./lua";

describe("Lua scripts called by their hash", () => {
  let redis: Awaited<ReturnType<typeof connectRedis>>;
  const key = `test:${crypto.randomUUID()}:counter`;
  beforeAll(async () => {
    redis = await connectRedis(inject("redisUrl"));
  });
  afterAll(async () => {
    await redis.del(key);
    redis.disconnect();
  });

  it("runs a script Redis has not seen, and again after SCRIPT FLUSH forgot it", async () => {
    // A script no other test loads: its first call is answered NOSCRIPT and sent as EVAL.
    const lua = `-- ${crypto.randomUUID()}\nreturn redis.call("INCRBY", KEYS[1], ARGV[1])`;
    const incr = luaScript(redis, lua);
    expect(await incr(1, key, 2)).toBe(2);
    expect(await incr(1, key, 3)).toBe(5);
    await redis.script("FLUSH");
    expect(await incr(1, key, 4)).toBe(9);
    expect(Number(await redis.get(key))).toBe(9);
  });

  it("passes on a script's own error", async () => {
    const fail = luaScript(redis, `return redis.error_reply("NOPE ${crypto.randomUUID()}")`);
    await expect(fail(0)).rejects.toThrow(/NOPE/);
  });
});
