/** Overwrites a stored record's raw JSON with `value`, as a hand edit or a bad restore would. */
import { Database } from "bun:sqlite";
import { join } from "node:path";
import { Redis } from "ioredis";
import { inject } from "vitest";
import type { Backend, TestApp } from "./app";

/** Which stored JSON of a record: its table and column on SQLite, its key (and field) on Redis. */
export type SpoiledPart =
  | "lead"
  | "booking"
  | "post"
  | "outbox"
  | "conversation tags"
  | "conversation messages"
  | "auth session";

const SQLITE: Record<SpoiledPart, string | null> = {
  lead: "UPDATE leads SET data = ?1 WHERE id = ?2",
  booking: "UPDATE bookings SET data = ?1 WHERE id = ?2",
  post: "UPDATE blog_posts SET data = ?1 WHERE id = ?2",
  outbox: "UPDATE outbox SET data = ?1 WHERE id = ?2",
  "conversation tags": "UPDATE conversations SET tags = ?1 WHERE id = ?2",
  "conversation messages": "UPDATE conversation_messages SET data = ?1 WHERE conversation_id = ?2",
  // SQLite keeps a session in columns: no JSON to spoil.
  "auth session": null,
};

/** The end of the key's name under the app's unique prefix, and the hash field if any. */
const REDIS: Record<SpoiledPart, (id: string) => { suffix: string; field?: string }> = {
  lead: (id) => ({ suffix: `:lead:${id}` }),
  booking: (id) => ({ suffix: `:booking:${id}` }),
  post: (id) => ({ suffix: `:post:${id}` }),
  outbox: (id) => ({ suffix: `:outbox:msg:${id}`, field: "data" }),
  "conversation tags": (id) => ({ suffix: `:conv:${id}`, field: "tags" }),
  "conversation messages": (id) => ({ suffix: `:conv:${id}:msgs` }),
  "auth session": (id) => ({ suffix: `:auth-session:${id}` }),
};

/** Returns how many stored values were overwritten (0 when the record was not found). */
export async function spoilRow(
  backend: Backend,
  t: TestApp,
  part: SpoiledPart,
  id: string,
  value: string,
): Promise<number> {
  if (backend === "sqlite") {
    const sql = SQLITE[part];
    if (!sql) throw new Error(`${part} holds no JSON on SQLite`);
    const db = new Database(join(t.deps.env.DATA_DIR, "app.sqlite"));
    try {
      return db.query(sql).run(value, id).changes;
    } finally {
      db.close();
    }
  }
  const { suffix, field } = REDIS[part](id);
  const redis = new Redis(inject("redisUrl"));
  try {
    // The app's keys carry a prefix unique to the test: the id is unique within it.
    const keys = await redis.keys(`*${suffix}`);
    for (const k of keys) {
      const type = await redis.type(k);
      if (field) await redis.hset(k, field, value);
      else if (type === "list") {
        for (let i = 0, n = await redis.llen(k); i < n; i++) await redis.lset(k, i, value);
      } else await redis.set(k, value, "KEEPTTL");
    }
    return keys.length;
  } finally {
    redis.disconnect();
  }
}

const SQLITE_READ: Record<SpoiledPart, string | null> = {
  lead: "SELECT data AS value FROM leads WHERE id = ?1",
  booking: "SELECT data AS value FROM bookings WHERE id = ?1",
  post: "SELECT data AS value FROM blog_posts WHERE id = ?1",
  outbox: "SELECT data AS value FROM outbox WHERE id = ?1",
  "conversation tags": "SELECT tags AS value FROM conversations WHERE id = ?1",
  "conversation messages":
    "SELECT data AS value FROM conversation_messages WHERE conversation_id = ?1",
  "auth session": null,
};

/** The record's raw stored values as they are now (to check that nothing was written over them). */
export async function rawRow(
  backend: Backend,
  t: TestApp,
  part: SpoiledPart,
  id: string,
): Promise<string[]> {
  if (backend === "sqlite") {
    const sql = SQLITE_READ[part];
    if (!sql) throw new Error(`${part} holds no JSON on SQLite`);
    const db = new Database(join(t.deps.env.DATA_DIR, "app.sqlite"), { readonly: true });
    try {
      return db
        .query<{ value: string }, [string]>(sql)
        .all(id)
        .map((r) => r.value);
    } finally {
      db.close();
    }
  }
  const { suffix, field } = REDIS[part](id);
  const redis = new Redis(inject("redisUrl"));
  try {
    const values: string[] = [];
    for (const k of await redis.keys(`*${suffix}`)) {
      const value = field
        ? await redis.hget(k, field)
        : (await redis.type(k)) === "list"
          ? null
          : await redis.get(k);
      if (value !== null) values.push(value);
      else if (!field) values.push(...(await redis.lrange(k, 0, -1)));
    }
    return values;
  } finally {
    redis.disconnect();
  }
}
