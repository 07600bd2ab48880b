import { Database } from "bun:sqlite";
import { join } from "node:path";
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
    try {
      await sqlite.deps.storage.close(); // the file handle is gone: every query fails
      const res = await sqlite.json("POST", "/api/leads", contact);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "store_unavailable" });
    } finally {
      await sqlite.close(); // closing again is harmless; this removes its directory
    }
  });

  it("is not reported healthy on SQLite while reads work but writes fail (a full disk)", async () => {
    const sqlite = await buildTestApp("sqlite");
    const auth = await sqlite.login();
    expect((await sqlite.json("GET", "/api/health")).status).toBe(200);
    // A second connection to the app's file makes every write fail as a full disk would.
    const db = new Database(join(sqlite.deps.env.DATA_DIR, "app.sqlite"));
    for (const table of ["kv", "leads"])
      for (const event of ["INSERT", "UPDATE"])
        db.run(
          `CREATE TRIGGER full_${table}_${event} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
        );
    db.close();
    try {
      expect((await sqlite.json("GET", "/api/leads", undefined, auth)).status).toBe(200);
      expect((await sqlite.json("POST", "/api/leads", contact)).status).toBe(503);
      const health = await sqlite.json("GET", "/api/health");
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ code: "store_unavailable" });
    } finally {
      await sqlite.close();
    }
  });
});
