/** Overwrites a stored `kv` entry's raw value (by default text that is not JSON), as damage would. */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { Redis } from "ioredis";
import { inject } from "vitest";
import type { Backend, TestApp } from "./app";

/** Returns how many entries were spoiled (1 when `key` was stored). */
export async function spoilKvEntry(
  backend: Backend,
  t: TestApp,
  key: string,
  value = "{not json",
): Promise<number> {
  if (backend === "sqlite") {
    const db = new Database(join(t.deps.env.DATA_DIR, "app.sqlite"));
    try {
      return db.query("UPDATE kv SET value = ?1 WHERE key = ?2").run(value, key).changes;
    } finally {
      db.close();
    }
  }
  const redis = new Redis(inject("redisUrl"));
  try {
    // Within this app's prefix: another test's app may hold an entry of the same name.
    const keys = (await redis.keys(`${t.redisPrefix}*${key}`)).filter((k) => k.endsWith(`:${key}`));
    for (const k of keys) await redis.set(k, value, "KEEPTTL");
    return keys.length;
  } finally {
    redis.disconnect();
  }
}
