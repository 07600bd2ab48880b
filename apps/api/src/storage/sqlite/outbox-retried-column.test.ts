import { describe, expect, it } from "vitest";
import { oldDatabase } from "../../../test/support/sqlite-layouts";
import { tempDirs } from "../../../test/support/temp-dirs";
import { createSqliteStorage } from ".";

/** The outbox table as versions before the owner's retry was kept made it. */
const OLD_OUTBOX = `
  CREATE TABLE outbox (
    id TEXT PRIMARY KEY, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
    due_at INTEGER NOT NULL, last_error TEXT, sent_at TEXT, created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL, data TEXT NOT NULL
  );`;

describe("SQLite outbox made by an earlier version", () => {
  const newDir = tempDirs();

  it("gains the retry's column, its messages kept and retried afresh", async () => {
    const dir = newDir("outbox-migration-");
    const at = "2026-03-01T10:00:00.000Z";
    const old = oldDatabase(dir, OLD_OUTBOX);
    const fixed = {
      id: "m1",
      kind: "test",
      to: "owner@example.com",
      subject: "Test",
      text: "Test",
      environment: "development",
      createdAt: at,
    };
    old
      .query(
        "INSERT INTO outbox (id, status, attempts, due_at, last_error, created_at, updated_at, data) VALUES ('m1', 'failed', 9, 0, 'refused', ?1, ?1, ?2)",
      )
      .run(at, JSON.stringify(fixed));
    old.close();

    for (let run = 0; run < 2; run++) {
      const storage = createSqliteStorage(dir);
      try {
        if (run === 0) {
          expect(await storage.outbox.get("m1")).toMatchObject({ status: "failed", attempts: 9 });
          expect(await storage.outbox.get("m1")).not.toHaveProperty("retriedAt");
          const later = "2026-03-05T10:00:00.000Z";
          expect(await storage.outbox.retry("m1", Date.parse(later), later)).toMatchObject({
            status: "queued",
            attempts: 0,
            retriedAt: later,
            createdAt: at,
          });
        } else {
          // Opened again: nothing to migrate, the retry kept.
          expect(await storage.outbox.get("m1")).toMatchObject({
            attempts: 0,
            retriedAt: expect.any(String),
          });
        }
      } finally {
        await storage.close();
      }
    }
  });
});
