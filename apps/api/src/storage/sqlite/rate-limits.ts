import type { Database } from "bun:sqlite";
import type { RateLimitStore } from "../types";
import type { Write } from "./group-commit";
import type { sqliteRateLimitTable } from "./rate-limit-table";

export function createSqliteRateLimits(
  db: Database,
  table: ReturnType<typeof sqliteRateLimitTable>,
  write: Write,
): RateLimitStore {
  const remove = db.query("DELETE FROM rate_limits WHERE key = ?");
  const read = db.query<{ count: number; reset_at: number }, [string, number]>(
    "SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?",
  );

  return {
    hit(key, windowMs) {
      return write(() => table.hit(key, windowMs));
    },
    async peek(key) {
      const row = read.get(key, Date.now());
      return row ? { count: row.count, resetAt: row.reset_at } : null;
    },
    async reset(key) {
      await write(() => remove.run(key));
    },
  };
}
