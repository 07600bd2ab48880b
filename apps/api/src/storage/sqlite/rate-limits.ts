import type { Database } from "bun:sqlite";
import type { RateLimitHit, RateLimitStore } from "../types";
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
    hitInOrder(hits) {
      return write(() => {
        const counted: RateLimitHit[] = [];
        for (const { key, windowMs, limit } of hits) {
          const hit = table.hit(key, windowMs);
          counted.push(hit);
          if (hit.count > limit) break;
        }
        return counted;
      });
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
