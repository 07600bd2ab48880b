import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db";
import { createGroupCommit, type Deferred, type GroupCommit } from "./group-commit";

describe("SQLite group commit", () => {
  let dir: string;
  let db: Database;
  let other: Database;
  let group: GroupCommit;
  const insert = (v: string) => () => db.query("INSERT INTO t (v) VALUES (?)").run(v).changes;
  const stored = () =>
    other
      .query<{ v: string }, []>("SELECT v FROM t ORDER BY v")
      .all()
      .map((r) => r.v);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "group-commit-"));
    db = openDatabase(join(dir, "app.sqlite"));
    db.exec("CREATE TABLE t (v TEXT PRIMARY KEY)");
    // A second connection, as another server process on the same file would have.
    other = new Database(join(dir, "app.sqlite"), { strict: true });
    group = createGroupCommit(db);
  });
  afterEach(() => {
    other.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("acknowledges a write only once it is committed, visible to other connections", async () => {
    const writes = ["a", "b", "c"].map((v) =>
      group.write(insert(v)).then(() => expect(stored()).toContain(v)),
    );
    expect(stored()).toEqual([]); // nothing is acknowledged or stored before the commit
    await Promise.all(writes);
    expect(stored()).toEqual(["a", "b", "c"]);
  });

  it("a failing write is undone and rejected alone; the others of its group are stored", async () => {
    db.exec("INSERT INTO t (v) VALUES ('taken')");
    const results = await Promise.allSettled([
      group.write(insert("x")),
      group.write(() => {
        insert("half")();
        return insert("taken")(); // unique violation after a first insert
      }),
      group.write(insert("y")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(stored()).toEqual(["taken", "x", "y"]);
  });

  it("runs each write once, and again only when another write of its group failed", async () => {
    let runs = 0;
    const counted = (v: string) => () => {
      runs++;
      return insert(v)();
    };
    await Promise.all([group.write(counted("a")), group.write(counted("b"))]);
    expect(runs).toBe(2);
    runs = 0;
    const lone = await Promise.allSettled([group.write(() => insert("a")())]);
    expect(lone[0]?.status).toBe("rejected"); // alone in its group: rolled back, not run again
    const results = await Promise.allSettled([
      group.write(counted("c")),
      group.write(() => insert("b")()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected"]);
    expect(runs).toBe(2); // once in the group that failed, once in savepoints
    expect(stored()).toEqual(["a", "b", "c"]);
  });

  it("when the commit cannot happen, every write of the group is rejected and none stored", async () => {
    db.exec("PRAGMA busy_timeout = 50");
    other.exec("BEGIN IMMEDIATE"); // another process holds the write lock
    const results = await Promise.allSettled([group.write(insert("p")), group.write(insert("q"))]);
    other.exec("ROLLBACK");
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(stored()).toEqual([]);
    await group.write(insert("r")); // and the next group works again
    expect(stored()).toEqual(["r"]);
  });

  /** Deferred inserts: each write adds values, the group writes them before its COMMIT. */
  const deferredInserts = () => {
    const pending: string[] = [];
    const deferred: Deferred = {
      mark: () => pending.length,
      undo(mark) {
        pending.length = Math.min(pending.length, mark);
      },
      apply() {
        for (const v of pending.splice(0)) insert(`deferred-${v}`)();
      },
    };
    group.defer(deferred);
    return (v: string) => () => {
      pending.push(v);
      return v;
    };
  };

  it("applies deferred work in the group's transaction, without what a failing write left", async () => {
    const later = deferredInserts();
    db.exec("INSERT INTO t (v) VALUES ('taken')");
    const results = await Promise.allSettled([
      group.write(later("a")),
      group.write(() => {
        later("lost")();
        return insert("taken")(); // fails after it added deferred work
      }),
      group.write(later("b")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(stored()).toEqual(["deferred-a", "deferred-b", "taken"]);
    // A failing write alone in its group leaves nothing deferred behind for the next group.
    await expect(
      group.write(() => {
        later("alone")();
        return insert("taken")();
      }),
    ).rejects.toThrow();
    await group.write(later("c"));
    expect(stored()).toEqual(["deferred-a", "deferred-b", "deferred-c", "taken"]);
  });

  it("when the deferred work fails, the whole group is rejected and nothing of it stored", async () => {
    const later = deferredInserts();
    db.exec("INSERT INTO t (v) VALUES ('deferred-dup')");
    const results = await Promise.allSettled([group.write(insert("p")), group.write(later("dup"))]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(stored()).toEqual(["deferred-dup"]);
    await group.write(later("next")); // what failed is not applied again
    expect(stored()).toEqual(["deferred-dup", "deferred-next"]);
  });

  it("flush commits what waits, so nothing is lost when the database closes", async () => {
    const pending = group.write(insert("last"));
    group.flush();
    await pending;
    expect(stored()).toEqual(["last"]);
  });
});
