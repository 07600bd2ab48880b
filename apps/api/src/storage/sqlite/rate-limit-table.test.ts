import { Database } from "bun:sqlite";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Storage } from "../types";
import { createSqliteStorage } from ".";
import { PURGE_BATCH, PURGE_EVERY_HITS } from "./rate-limit-table";

const tableSql = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .query<{ sql: string }, []>(
        "SELECT sql FROM sqlite_master WHERE type = 'table' AND name LIKE 'rate_limits%'",
      )
      .all()
      .map((r) => r.sql);
  } finally {
    db.close();
  }
};

describe("SQLite rate-limit counters", () => {
  const dirs: string[] = [];
  const opened: Storage[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "rate-limits-"));
    dirs.push(dir);
    return dir;
  };
  const open = (dir: string) => {
    const storage = createSqliteStorage(dir);
    opened.push(storage);
    return storage;
  };
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("moves the counters of an earlier version's table into the keyed one, once, unchanged", async () => {
    const dir = newDir();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, "app.sqlite");
    const now = Date.now();
    const earlier = new Database(file, { create: true });
    earlier.exec(
      "CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)",
    );
    const insert = earlier.query("INSERT INTO rate_limits VALUES (?, ?, ?)");
    earlier.transaction(() => {
      insert.run("leads:10.0.0.1", 4, now + 60_000);
      insert.run("chat-ip:10.0.0.2", 7, now - 1); // expired
      insert.run(null, 1, now + 60_000); // a TEXT PRIMARY KEY of a rowid table allows NULL
      for (let i = 0; i < 300; i++)
        insert.run(`chat-ip:10.1.${i >> 8}.${i & 255}`, 1, now + 60_000);
    })();
    earlier.close();

    const storage = open(dir);
    expect(tableSql(file)).toEqual([expect.stringContaining("WITHOUT ROWID")]);
    expect(await storage.rateLimits.peek("leads:10.0.0.1")).toEqual({
      count: 4,
      resetAt: now + 60_000,
    });
    expect(await storage.rateLimits.hit("leads:10.0.0.1", 60_000)).toEqual({
      count: 5,
      resetAt: now + 60_000,
    });
    expect((await storage.rateLimits.hit("chat-ip:10.0.0.2", 60_000)).count).toBe(1);
    expect((await storage.rateLimits.peek("chat-ip:10.1.1.43"))?.count).toBe(1);
    await storage.close();
    opened.splice(0);

    // Opened again: nothing to move, nothing lost.
    const again = open(dir);
    expect(tableSql(file)).toEqual([expect.stringContaining("WITHOUT ROWID")]);
    expect((await again.rateLimits.peek("leads:10.0.0.1"))?.count).toBe(5);
  });

  it("two processes sharing the file count every hit once", async () => {
    const dir = newDir();
    const [a, b] = [open(dir), open(dir)] as [Storage, Storage];
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).rateLimits.hit("shared", 60_000)),
    );
    expect(counts.map((h) => h.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });
  it("drops expired counters a batch at a time: the next after as many hits again while batches come back full, then none for a minute", async () => {
    const dir = newDir();
    const storage = open(dir);
    const file = join(dir, "app.sqlite");
    const other = new Database(file);
    const addExpired = (count: number, prefix: string) => {
      const insert = other.query("INSERT INTO rate_limits VALUES (?, 1, ?)");
      other.transaction(() => {
        for (let i = 0; i < count; i++) insert.run(`${prefix}:${i}`, Date.now() - 1);
      })();
    };
    const expired = () =>
      (
        other
          .query<{ n: number }, [number]>(
            "SELECT count(*) AS n FROM rate_limits WHERE reset_at <= ?",
          )
          .get(Date.now()) as { n: number }
      ).n;
    let visitor = 0;
    const hits = () =>
      Promise.all(
        Array.from({ length: PURGE_EVERY_HITS }, () =>
          storage.rateLimits.hit(`live:${visitor++}`, 60_000),
        ),
      );
    try {
      addExpired(2 * PURGE_BATCH + 500, "old");
      await hits();
      expect(expired()).toBe(PURGE_BATCH + 500);
      await hits();
      expect(expired()).toBe(500);
      // A short batch: the rest, then a pause.
      await hits();
      expect(expired()).toBe(0);
      addExpired(100, "later");
      await hits();
      expect(expired()).toBe(100);
      // Live counters are never dropped.
      expect((await storage.rateLimits.peek("live:0"))?.count).toBe(1);
    } finally {
      other.close();
    }
  });
});
