import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ConversationMessage } from "@repo/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { msg, rng } from "../../../test/support/conversations";
import {
  BUCKET_FANOUT,
  BUCKET_LEVELS,
  dayFromNumber,
  dayNumber,
  normalizeQuestion,
} from "../../lib/analytics-keys";
import { createSqliteStorage } from ".";

const QUESTIONS = ["How much does it cost?", "Can I book a call?", "Do you automate invoices?"];
const FIRST = dayNumber("2026-01-01");

describe("SQLite question counts", () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "question-counts-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const rows = (file: string, sql: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return db.query<{ n: number }, []>(sql).get()?.n;
    } finally {
      db.close();
    }
  };

  it("counts the days in order, then late ones, as a brute-force recount over any range", async () => {
    const dir = newDir();
    const storage = createSqliteStorage(dir);
    const random = rng(5);
    const asked = new Map<number, string[]>();
    const ask = async (day: number) => {
      const text = QUESTIONS[Math.floor(random() * QUESTIONS.length)] as string;
      const at = `${dayFromNumber(day)}T${String(Math.floor(random() * 24)).padStart(2, "0")}:30:00.000Z`;
      const id = `c-${day}-${asked.get(day)?.length ?? 0}`;
      await storage.conversations.create({
        id,
        source: "chat",
        environment: "production",
        startedAt: at,
      });
      const messages: ConversationMessage[] = [
        msg(text, at),
        msg("Here is what I know.", at, false),
      ];
      await storage.conversations.appendMessages(id, messages);
      asked.set(day, [...(asked.get(day) ?? []), text]);
    };
    // Days in order, as traffic comes (a few days without a question), across block edges…
    for (let day = FIRST; day < FIRST + 140; day++)
      if (random() < 0.8) for (let n = Math.floor(random() * 3); n >= 0; n--) await ask(day);
    // …then questions of days already rolled up (late, or with an earlier time).
    // The edges first: the day rolled up last, and the last day again.
    const lastInOrder = Math.max(...asked.keys());
    for (const day of [lastInOrder - 1, lastInOrder]) await ask(day);
    for (let n = 0; n < 40; n++) await ask(FIRST + Math.floor(random() * 139));
    // The last day's questions are counted in its day's rows alone; the days before it are
    // rolled up into the blocks.
    const lastDay = Math.max(...asked.keys());
    const through = rows(storage.file, "SELECT through AS n FROM analytics_rolled_up");
    expect(through).toBe(lastDay - 1);
    const askedThrough = (to: number) =>
      [...asked].reduce((n, [day, texts]) => n + (day <= to ? texts.length : 0), 0);
    const sumOfLevel = (level: number) =>
      rows(
        storage.file,
        `SELECT SUM(count) AS n FROM analytics_question_counts WHERE level = ${level}`,
      );
    expect(sumOfLevel(0)).toBe(askedThrough(lastDay));
    for (let level = 1; level < BUCKET_LEVELS; level++)
      expect(sumOfLevel(level)).toBe(askedThrough(lastDay - 1));

    const expected = (from: number, to: number) => {
      const counts: Record<string, number> = {};
      for (const [day, texts] of asked)
        if (day >= from && day <= to)
          for (const text of texts)
            counts[normalizeQuestion(text)] = (counts[normalizeQuestion(text)] ?? 0) + 1;
      return counts;
    };
    for (let n = 0; n < 60; n++) {
      const a = FIRST - 3 + Math.floor(random() * 150);
      const b = FIRST - 3 + Math.floor(random() * 150);
      const [from, to] = a <= b ? [a, b] : [b, a];
      const got = await storage.conversations.popularQuestions(
        { fromDay: dayFromNumber(from), toDay: dayFromNumber(to) },
        10,
      );
      expect(
        Object.fromEntries(got.map((q) => [normalizeQuestion(q.question), q.count])),
        `${from}..${to}`,
      ).toEqual(expected(from, to));
    }
    await storage.close();
  });

  it("takes a database whose counts an earlier version kept in all levels as rolled up, counting nothing twice", async () => {
    const dir = newDir();
    const first = createSqliteStorage(dir);
    await first.close();
    // As an earlier version left it: no record of what is rolled up, every level counted.
    const old = new Database(join(dir, "app.sqlite"));
    old.exec("DROP TABLE analytics_rolled_up");
    old
      .query("INSERT INTO question_texts (id, norm, text) VALUES (1, ?, ?)")
      .run(normalizeQuestion(QUESTIONS[0] as string), QUESTIONS[0] as string);
    const count = old.query(
      "INSERT INTO analytics_question_counts (level, bucket, environment, source, qid, count) VALUES (?, ?, 'production', 'chat', 1, 2)",
    );
    // Its four levels: blocks of 1, 8, 64 and 512 days.
    for (const day of ["2026-01-05", "2026-02-20"])
      for (let level = 0; level < 4; level++)
        count.run(level, Math.floor(dayNumber(day) / BUCKET_FANOUT ** level));
    old.close();

    const storage = createSqliteStorage(dir);
    expect(rows(storage.file, "SELECT through AS n FROM analytics_rolled_up")).toBe(
      dayNumber("2026-02-20"),
    );
    // A later day's question rolls up the days before it: the old days are not added again.
    const at = "2026-03-02T09:00:00.000Z";
    await storage.conversations.create({
      id: "later",
      source: "chat",
      environment: "production",
      startedAt: at,
    });
    await storage.conversations.appendMessages("later", [msg(QUESTIONS[0] as string, at, true)]);
    const counts = async (fromDay: string, toDay: string) =>
      (await storage.conversations.popularQuestions({ fromDay, toDay }, 5)).map((q) => q.count);
    expect(await counts("2026-01-01", "2026-12-31")).toEqual([5]);
    expect(await counts("2026-01-01", "2026-02-28")).toEqual([4]);
    expect(await counts("2026-02-21", "2026-03-02")).toEqual([1]);
    await storage.close();
    // A second start finds its record and keeps it.
    const again = createSqliteStorage(dir);
    expect(rows(again.file, "SELECT COUNT(*) AS n FROM analytics_rolled_up")).toBe(1);
    const all = await again.conversations.popularQuestions(
      { fromDay: "2026-01-01", toDay: "2026-12-31" },
      5,
    );
    expect(all.map((q) => q.count)).toEqual([5]);
    await again.close();
  });
});
