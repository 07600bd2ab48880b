import { Database } from "bun:sqlite";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Checkpointer, startCheckpointer } from "./checkpointer";
import { openDatabase } from "./db";

describe("SQLite checkpointer", () => {
  let dir: string;
  let file: string;
  let db: Database;
  let checkpointer: Checkpointer | undefined;

  /** Rows in the database file alone, as a copy without its WAL reads it (null: no table). */
  const rowsInFile = () => {
    const copy = join(dir, `copy-${Math.random()}.sqlite`);
    copyFileSync(file, copy);
    const reader = new Database(copy, { readonly: true });
    try {
      return reader.query<{ n: number }, []>("SELECT COUNT(*) AS n FROM t").get()?.n ?? null;
    } catch {
      return null;
    } finally {
      reader.close();
    }
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "checkpointer-"));
    file = join(dir, "app.sqlite");
    db = openDatabase(file);
    db.exec("CREATE TABLE t (v TEXT PRIMARY KEY)");
    const insert = db.prepare("INSERT INTO t (v) VALUES (?)");
    for (let i = 0; i < 100; i++) insert.run(`row ${i}`);
    insert.finalize();
  });
  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = undefined;
    if (db) db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("copies committed pages into the database file, which the server's connection leaves to it", async () => {
    // Far below wal_autocheckpoint: the server's own connection has not checkpointed.
    expect(rowsInFile()).toBeNull();
    checkpointer = startCheckpointer(file, 20);
    const deadline = Date.now() + 5000;
    while (rowsInFile() !== 100 && Date.now() < deadline) await Bun.sleep(20);
    expect(rowsInFile()).toBe(100);
    // Commits go on while it runs, and it catches up with them too.
    db.prepare("INSERT INTO t (v) VALUES (?)").run("later");
    while (rowsInFile() !== 101 && Date.now() < deadline + 5000) await Bun.sleep(20);
    expect(rowsInFile()).toBe(101);
  });

  it("closes its connection when stopped, so the last connection's close removes the WAL", async () => {
    checkpointer = startCheckpointer(file, 20);
    await Bun.sleep(100);
    await checkpointer.stop();
    expect(existsSync(`${file}-wal`)).toBe(true);
    db.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    db = undefined as unknown as Database;
  });
});
