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
 * read, the lower levels hold every count).
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
});
