import type { Database } from "bun:sqlite";
import { decodeStored, decodeStoredAs } from "../stored-json";
import type { KeyValueStore } from "../types";
import { likePrefix } from "./db";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import type { sqliteRateLimitTable } from "./rate-limit-table";

export function createSqliteKv(
  db: Database,
  write: Write,
  table: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
): KeyValueStore {
  const insertIfAbsent = db.query(`
    INSERT INTO kv (key, value, expires_at) VALUES (?1, ?2, ?3)
    ON CONFLICT (key) DO UPDATE SET value = ?2, expires_at = ?3
    WHERE kv.expires_at IS NOT NULL AND kv.expires_at <= ?4
  `);
  const remove = db.query("DELETE FROM kv WHERE key = ?");
  const removePrefix = db.query("DELETE FROM kv WHERE key LIKE ? ESCAPE '\\'");
  const expiry = (ttlMs?: number) => (ttlMs ? Date.now() + ttlMs : null);

  return {
    async get(key) {
      const json = table.readRow(key, Date.now())?.value;
      return json === undefined ? null : (decodeStored(json, "kv", key, "any") ?? null);
    },
    async read(key, schema) {
      const json = table.readRow(key, Date.now())?.value;
      return json === undefined ? null : (decodeStoredAs(json, "kv", key, schema) ?? null);
    },
    async has(key) {
      return table.readRow(key, Date.now()) !== undefined;
    },
    async getCounted<T>(
      key: string,
      hits: { key: string; windowMs: number; limit?: number }[],
      renewMs?: number,
    ) {
      // In the group's transaction: a read outside one opens a read transaction of its own,
      // which costs more than the read.
      const { counted, json } = await write(() => {
        const counted = hits.map((h) => rateLimits.hit(h.key, h.windowMs));
        const now = Date.now();
        const entry = table.readRow(key, now);
        const within = counted.every((c, n) => c.count <= (hits[n]?.limit ?? c.count));
        if (entry && renewMs && within) table.renewRow(entry.rid, now + renewMs);
        return { counted, json: entry?.value };
      });
      if (json === undefined) return { value: null, hits: counted, json: null };
      // An entry that does not decode to an object is absent (a chat session: expired).
      const value = decodeStored<T>(json, "kv", key, "object");
      if (value === undefined) return { value: null, hits: counted, json: null };
      return { value, hits: counted, json };
    },
    async set(key, value, ttlMs) {
      const json = JSON.stringify(value);
      await write(() => table.set(key, json, expiry(ttlMs)));
    },
    async touch(key, ttlMs) {
      await write(() => table.renew(key, expiry(ttlMs), Date.now()));
    },
    setIfAbsent(key, value, ttlMs) {
      const json = JSON.stringify(value);
      return write(() => insertIfAbsent.run(key, json, expiry(ttlMs), Date.now()).changes > 0);
    },
    async delete(key) {
      await write(() => remove.run(key));
    },
    async deleteByPrefix(prefix) {
      return removePrefix.run(likePrefix(prefix)).changes;
    },
  };
}
