import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db";
import { createGroupCommit, type GroupCommit } from "./group-commit";

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

  it("an error that makes SQLite end the transaction itself comes through as itself", async () => {
    // As an I/O error or an interrupt would: SQLite rolls back the whole transaction, savepoints too.
    db.exec(
      "CREATE TABLE r (v TEXT); CREATE TRIGGER r_cancel BEFORE INSERT ON r BEGIN SELECT RAISE(ROLLBACK, 'transaction cancelled'); END",
    );
    const cancelling = () => {
      const outcome = group.attempt(() => db.query("INSERT INTO r (v) VALUES ('x')").run());
      insert("after")(); // never reached: without its transaction, this would commit on its own
      return outcome;
    };
    const lone = await Promise.allSettled([group.write(cancelling)]);
    const grouped = await Promise.allSettled([group.write(insert("p")), group.write(cancelling)]);
    for (const result of [...lone, ...grouped]) {
      expect(result.status).toBe("rejected");
      expect(String((result as PromiseRejectedResult).reason)).toMatch(/transaction cancelled/);
    }
    expect(stored()).toEqual([]); // the transaction's writes went with it
    await group.write(insert("r")); // and the next group works again
    expect(stored()).toEqual(["r"]);
  });

  describe("tally", () => {
    let applied: string[];
    const counted = () =>
      Object.fromEntries(
        other
          .query<{ k: string; n: number }, []>("SELECT k, n FROM c ORDER BY k")
          .all()
          .map((r) => [r.k, r.n]),
      );
    const tallied = () => {
      db.exec("CREATE TABLE IF NOT EXISTS c (k TEXT PRIMARY KEY, n INTEGER NOT NULL)");
      applied = [];
      return group.tally(([k], [n]) => {
        applied.push(String(k));
        db.query(
          "INSERT INTO c (k, n) VALUES (?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n",
        ).run(k as string, n as number);
      });
    };

    it("writes each row once per group, with the sums of its writes, committed with them", async () => {
      const tally = tallied();
      const writes = [
        group.write(() => tally.add(["a"], [1])),
        group.write(() => {
          tally.add(["a"], [2]);
          tally.add(["b"], [3]);
        }),
        group.write(() => tally.add(["b"], [4])),
      ];
      expect(counted()).toEqual({});
      await Promise.all(writes);
      expect(counted()).toEqual({ a: 3, b: 7 });
      expect(applied).toEqual(["a", "b"]);
    });

    it("counts nothing of a write that failed", async () => {
      const tally = tallied();
      db.exec("INSERT INTO t (v) VALUES ('taken')");
      const results = await Promise.allSettled([
        group.write(() => tally.add(["a"], [1])),
        group.write(() => {
          tally.add(["a"], [10]);
          return insert("taken")();
        }),
        group.write(() => tally.add(["a"], [2])),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(counted()).toEqual({ a: 3 });
    });

    it("attempt undoes a failed part of a write alone, its additions too; the write goes on", async () => {
      const tally = tallied();
      db.exec("INSERT INTO t (v) VALUES ('taken')");
      const outcomes: unknown[] = [];
      await Promise.all([
        group.write(() => tally.add(["a"], [1])),
        group.write(() => {
          tally.add(["a"], [10]);
          insert("kept")();
          const failed = group.attempt(() => {
            tally.add(["a"], [100]);
            tally.add(["b"], [100]);
            insert("undone")();
            return insert("taken")();
          });
          const done = group.attempt(() => {
            tally.add(["b"], [5]);
            return insert("also kept")();
          });
          outcomes.push(failed.ok, done);
        }),
      ]);
      expect(outcomes).toEqual([false, { ok: true, value: 1 }]);
      expect(stored()).toEqual(["also kept", "kept", "taken"]);
      expect(counted()).toEqual({ a: 11, b: 5 });
    });

    it("a failed part that wrote the group's sums early gives back the write's own additions", async () => {
      const tally = tallied();
      const results = await Promise.allSettled([
        group.write(() => tally.add(["a"], [1])),
        group.write(() => {
          tally.add(["b"], [2]);
          const failed = group.attempt(() => {
            tally.applyNow(); // writes a:1 and b:2 in the part, which is then undone
            tally.add(["c"], [100]);
            throw new Error("part failed");
          });
          tally.add(["b"], [3]);
          return failed.ok;
        }),
      ]);
      expect(results).toEqual([
        { status: "fulfilled", value: undefined },
        { status: "fulfilled", value: false },
      ]);
      expect(counted()).toEqual({ a: 1, b: 5 });
    });

    it("outside a group, an addition is written at once", () => {
      const tally = tallied();
      tally.add(["a"], [5]);
      expect(counted()).toEqual({ a: 5 });
    });

    it("applyNow writes the group's sums before a write deletes counters; undone if it fails", async () => {
      const tally = tallied();
      const clearing = (fail: boolean) => () => {
        tally.applyNow();
        db.exec("DELETE FROM c");
        tally.add(["a"], [100]);
        if (fail) insert("taken")();
      };
      db.exec("INSERT INTO t (v) VALUES ('taken')");
      await Promise.all([
        group.write(() => tally.add(["a"], [1])),
        group.write(clearing(false)),
        group.write(() => tally.add(["a"], [2])),
      ]);
      expect(counted()).toEqual({ a: 102 }); // the 1 before the clear is deleted with it
      const results = await Promise.allSettled([
        group.write(() => tally.add(["a"], [1])),
        group.write(clearing(true)),
        group.write(() => tally.add(["a"], [2])),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(counted()).toEqual({ a: 105 }); // the failed clear deleted and added nothing
    });

    it("a sum applyNow could not write is counted once, not twice, when its write fails", async () => {
      let failOn: string | undefined;
      db.exec("CREATE TABLE IF NOT EXISTS c (k TEXT PRIMARY KEY, n INTEGER NOT NULL)");
      const tally = group.tally(([k], [n]) => {
        // A row that cannot be written (as a full disk would refuse it), partway through.
        if (k === failOn) throw new Error("disk full");
        db.query(
          "INSERT INTO c (k, n) VALUES (?, ?) ON CONFLICT DO UPDATE SET n = n + excluded.n",
        ).run(k as string, n as number);
      });
      const results = await Promise.allSettled([
        group.write(() => {
          tally.add(["a"], [1]);
          tally.add(["b"], [1]);
        }),
        group.write(() => {
          failOn = "b";
          try {
            tally.applyNow();
          } finally {
            failOn = undefined;
          }
        }),
        group.write(() => insert("x")()),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect(counted()).toEqual({ a: 1, b: 1 });
    });
  });

  it("flush commits what waits, so nothing is lost when the database closes", async () => {
    const pending = group.write(insert("last"));
    group.flush();
    await pending;
    expect(stored()).toEqual(["last"]);
  });
});
