import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { msg } from "../../../test/support/conversations";
import { sharedRedis } from "../../../test/support/shared-redis";
import { dayFromNumber, dayNumber, normalizeQuestion } from "../../lib/analytics-keys";
import type { Storage } from "../types";
import { createRedisStorage } from "./index";

const QUESTIONS = [
  "How much does a chatbot cost?",
  "Can I book a call?",
  "Do you automate invoices?",
];
const FIRST_DAY = dayNumber("2024-11-20");

/**
 * Popular questions read from the blocks of 1, 8 and 64 days. Earlier versions also counted
 * every question in a block of 512 days: data they kept reads the same (those blocks are not
 * read, the lower levels hold every count), and a question's shown text stays the one it was
 * first asked as.
 */
describe("Redis popular questions over data kept with four block levels", () => {
  const prefix = `test:${crypto.randomUUID()}:`;
  const shared = sharedRedis(prefix);
  let storage: Storage;
  beforeAll(async () => {
    storage = await createRedisStorage(inject("redisUrl"), prefix);
  });
  afterAll(() => storage?.close());

  it("counts exactly over any range, whatever the blocks of 512 days an earlier version kept", async () => {
    // Questions over 700 days (a 512-day block and more), some days asked twice.
    const asked: { day: number; question: string }[] = [];
    for (let d = 0; d < 700; d += 3)
      for (let k = 0; k < 1 + (d % 2); k++)
        asked.push({ day: FIRST_DAY + d, question: QUESTIONS[(d + k) % 3] as string });
    await storage.conversations.create({
      id: "years",
      source: "chat",
      environment: "production",
      startedAt: `${dayFromNumber(FIRST_DAY)}T08:00:00.000Z`,
    });
    for (const { day, question } of asked)
      await storage.conversations.appendMessages("years", [
        msg(question, `${dayFromNumber(day)}T09:00:00.000Z`),
      ]);
    // As an earlier version counted them too: in each day's block of 512 days.
    for (const { day, question } of asked)
      await shared.client.zincrby(
        `${prefix}an:q:production:chat:3:${Math.floor(day / 512)}`,
        1,
        normalizeQuestion(question),
      );

    const expected = (from: number, to: number) => {
      const counts: Record<string, number> = {};
      for (const a of asked)
        if (a.day >= from && a.day <= to) counts[a.question] = (counts[a.question] ?? 0) + 1;
      return counts;
    };
    const ranges = [
      [FIRST_DAY, FIRST_DAY + 699],
      [FIRST_DAY + 30, FIRST_DAY + 30 + 364],
      [FIRST_DAY + 100, FIRST_DAY + 650],
      [FIRST_DAY + 6, FIRST_DAY + 12],
    ] as const;
    for (const [from, to] of ranges) {
      const got = await storage.conversations.popularQuestions(
        { fromDay: dayFromNumber(from), toDay: dayFromNumber(to) },
        10,
      );
      expect(Object.fromEntries(got.map((q) => [q.question, q.count])), `${from}..${to}`).toEqual(
        expected(from, to),
      );
    }
  });

  it("shows a question as first asked, and as asked again after its environment is cleared", async () => {
    const ask = async (id: string, text: string, day: string, source: "chat" | "mcp") => {
      const at = `${day}T10:00:00.000Z`;
      await storage.conversations.createWithMessages(
        { id, source, environment: "development", startedAt: at },
        [msg(text, at), msg("Here is what I know.", at, false)],
      );
    };
    const shown = async () =>
      (
        await storage.conversations.popularQuestions(
          { fromDay: "2026-01-01", toDay: "2026-01-31", environment: "development" },
          5,
        )
      ).map((q) => [q.question, q.count]);

    await ask("t1", "What does an audit cost?", "2026-01-05", "chat");
    await ask("t2", "what does an AUDIT cost", "2026-01-05", "chat");
    await ask("t3", "WHAT does an audit cost!", "2026-01-06", "mcp");
    expect(await shown()).toEqual([["What does an audit cost?", 3]]);

    await storage.conversations.clear("development");
    await ask("t4", "what does an audit COST??", "2026-01-07", "chat");
    await ask("t5", "What does an audit cost?", "2026-01-07", "chat");
    expect(await shown()).toEqual([["What does an audit COST?", 2]]);
  });
});
