import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postMcp, type Served, serveApp } from "../../test/support/mcp";
import { type RedisHandle, startRedisServer } from "../../test/support/redis-server";

const NOW = new Date("2026-03-05T17:00:00Z");

/**
 * A tool call whose limit step fails (here: Redis frozen past the command timeout, thawed soon
 * after) fails as a whole with a 503, and its address's hit is not counted a second time.
 */
describe("an MCP tool call when its limit step fails", () => {
  let redis: RedisHandle;
  let s: Served;
  beforeAll(async () => {
    redis = await startRedisServer();
    s = await serveApp("redis", NOW, { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    process.kill(redis.pid, "SIGCONT");
    await s?.stop();
    await redis?.stop();
  });

  it("answers 503 and counts the address once", async () => {
    const ask = (id: number) =>
      postMcp(s.url, {
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "ask", arguments: { query: "What does the discovery call cost?" } },
      });
    // An ask is answered before its storage step: one first, so the step below starts at once
    // (the first answer builds the front desk), well before the thaw.
    expect((await ask(0)).status).toBe(200);
    process.kill(redis.pid, "SIGSTOP");
    // Thawed after the 1 s command timeout, in time for any second count to succeed.
    const thaw = setTimeout(() => process.kill(redis.pid, "SIGCONT"), 1400);
    const started = performance.now();
    const res = await ask(1);
    await Bun.sleep(Math.max(0, 1600 - (performance.now() - started)));
    clearTimeout(thaw);
    process.kill(redis.pid, "SIGCONT");
    expect(res.status).toBe(503);
    // The frozen step ran once Redis thawed; nothing counted the address again.
    expect((await s.t.deps.storage.rateLimits.peek("mcp:127.0.0.1"))?.count).toBe(2);
  });
});
