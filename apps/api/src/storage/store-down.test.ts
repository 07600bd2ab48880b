import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { type RedisHandle, startRedisServer } from "../../test/support/redis-server";

const contact = { type: "contact", name: "Ann", email: "ann@example.com" };

describe("when the store is down", () => {
  let redis: RedisHandle;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    t = await buildTestApp("redis", { REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  it("answers 503 on Redis and does not report the lead as saved", async () => {
    expect((await t.json("POST", "/api/leads", contact)).status).toBe(201);
    await redis.stop();
    const res = await t.json("POST", "/api/leads", contact);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "store_unavailable" });
    expect((await t.json("GET", "/api/health")).status).toBe(503);
  });

  it("answers 503 on SQLite when the database cannot be written", async () => {
    const sqlite = await buildTestApp("sqlite");
    await sqlite.deps.storage.close(); // the file handle is gone: every query fails
    const res = await sqlite.json("POST", "/api/leads", contact);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "store_unavailable" });
  });
});
