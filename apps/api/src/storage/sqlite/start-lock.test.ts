import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  INDEXED_MESSAGES,
  OLD_CONVERSATIONS,
  oldDatabase,
} from "../../../test/support/sqlite-layouts";
import { tempDirs } from "../../../test/support/temp-dirs";
import { createSqliteStorage } from ".";
import { BUSY_TIMEOUT_MS } from "./db";

/** Another process holding the file's write lock for `ms`, as a start that migrates a large database does. */
async function holdWriteLock(file: string, ms: number) {
  const child = Bun.spawn(
    [
      process.execPath,
      "-e",
      `const { Database } = require("bun:sqlite");
       const db = new Database(${JSON.stringify(file)});
       db.exec("BEGIN IMMEDIATE");
       console.log("locked " + Date.now());
       Bun.sleepSync(${ms});
       db.exec("COMMIT");
       db.close();`,
    ],
    { stdout: "pipe", stderr: "inherit" },
  );
  const reader = child.stdout.getReader();
  const first = await Promise.race([
    reader.read(),
    Bun.sleep(10_000).then(() => ({ value: undefined })),
  ]);
  const lockedAt = Number(/locked (\d+)/.exec(new TextDecoder().decode(first.value))?.[1]);
  if (!lockedAt) {
    child.kill();
    throw new Error("the lock holder did not start");
  }
  return { child, lockedAt };
}

describe("SQLite start", () => {
  const newDir = tempDirs();

  it(
    "waits for another process's long write (its migration) instead of failing to start",
    async () => {
      const dir = newDir("start-lock-");
      const file = join(dir, "app.sqlite");
      // An earlier version's tables: this start moves data.
      oldDatabase(dir, OLD_CONVERSATIONS + INDEXED_MESSAGES).close();

      // Held past a write's usual wait, counted from when the lock was taken (this process may
      // read the holder's word late on a busy machine).
      const { child: holder, lockedAt } = await holdWriteLock(file, BUSY_TIMEOUT_MS + 3000);
      try {
        const storage = createSqliteStorage(dir);
        expect(Date.now() - lockedAt).toBeGreaterThan(BUSY_TIMEOUT_MS);
        await storage.conversations.createWithMessages(
          {
            id: "after",
            environment: "development",
            source: "chat",
            startedAt: "2026-03-01T10:00:00.000Z",
          },
          [],
        );
        expect((await storage.conversations.get("after"))?.id).toBe("after");
        await storage.close();
      } finally {
        holder.kill();
        await holder.exited;
      }
    },
    BUSY_TIMEOUT_MS + 20_000,
  );
});
