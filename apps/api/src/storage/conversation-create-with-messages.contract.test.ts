import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { msg } from "../../test/support/conversations";
import { useBackend } from "../../test/support/storage";
import { questionTopics } from "../lib/analytics-keys";
import { AppError } from "../lib/errors";

const start = { source: "mcp", environment: "development", visitorId: "v1" } as const;
const days = { fromDay: "2026-03-01", toDay: "2026-03-02" };

/** A conversation created with its first messages, on both back ends: as create then append. */
describe.each(backends)("createWithMessages on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });

  it("stores the record, messages and aggregates create then appendMessages would", async () => {
    const { conversations } = db.storage;
    // The answer lands the next day: the messages are counted on their own days.
    const exchange = [
      msg("How much does an AI audit cost?", "2026-03-01T23:59:59.000Z"),
      msg("It starts at a fixed price.", "2026-03-02T00:00:01.000Z", false),
    ];
    const at = { startedAt: "2026-03-01T23:59:58.000Z", tags: ["pricing"] };
    await conversations.create({ ...start, ...at, id: "apart" });
    await conversations.appendMessages("apart", exchange, ["booking", "pricing"]);
    const returned = await conversations.createWithMessages(
      { ...start, ...at, id: "one" },
      exchange,
      ["booking", "pricing"],
    );

    const expected = {
      id: "one",
      source: "mcp",
      environment: "development",
      startedAt: "2026-03-01T23:59:58.000Z",
      updatedAt: "2026-03-02T00:00:01.000Z",
      messageCount: 2,
      questionCount: 1,
      tags: ["pricing", "booking"],
      firstQuestion: "How much does an AI audit cost?",
      visitorId: "v1",
    };
    expect(returned).toEqual(expected);
    expect(await conversations.get("one")).toEqual(expected);
    expect(await conversations.get("apart")).toEqual({ ...expected, id: "apart" });
    expect(await conversations.messages("one")).toEqual(exchange);
    expect(await conversations.dailyCounts(days)).toEqual([
      { day: "2026-03-01", source: "mcp", conversations: 2, questions: 2, messages: 2 },
      { day: "2026-03-02", source: "mcp", conversations: 0, questions: 0, messages: 2 },
    ]);
    expect(await conversations.popularQuestions(days, 5)).toMatchObject([
      { question: "How much does an AI audit cost?", count: 2 },
    ]);
    expect(await conversations.hourlyQuestions(days)).toEqual([
      { hour: "2026-03-01T23", questions: 2 },
    ]);
    const topics = questionTopics("How much does an AI audit cost?");
    expect(topics.length).toBeGreaterThan(0);
    expect(await conversations.topicCounts(days)).toEqual(
      Object.fromEntries(topics.map((t) => [t, 2])),
    );
    const appended = await conversations.appendMessages("one", [
      msg("And a workshop?", "2026-03-02T00:01:00.000Z"),
    ]);
    expect(appended).toMatchObject({ messageCount: 3, questionCount: 2 });
    expect((await conversations.list({ limit: 5 })).map((c) => c.id).sort()).toEqual([
      "apart",
      "one",
    ]);
  });

  it("keeps a lead link issued right after it", async () => {
    const { conversations } = db.storage;
    const [created] = await Promise.all([
      conversations.createWithMessages(
        { ...start, id: "lead", startedAt: "2026-03-01T10:00:00.000Z" },
        [msg("Book me a call", "2026-03-01T10:00:01.000Z")],
      ),
      conversations.setLead("lead", "lead-1"),
    ]);
    expect(created).toMatchObject({ messageCount: 1, questionCount: 1 });
    expect(await conversations.get("lead")).toMatchObject({ leadId: "lead-1", messageCount: 1 });
  });

  it("refuses a taken id: conflict, nothing written or counted twice", async () => {
    const { conversations } = db.storage;
    const first = { ...start, id: "taken", startedAt: "2026-03-01T10:00:00.000Z" };
    await conversations.createWithMessages(first, [msg("Hi", "2026-03-01T10:00:01.000Z")], ["a"]);
    const again = conversations.createWithMessages(
      { ...first, startedAt: "2026-03-02T10:00:00.000Z" },
      [msg("Again", "2026-03-02T10:00:01.000Z")],
      ["b"],
    );
    await expect(again).rejects.toBeInstanceOf(AppError);
    expect(await conversations.get("taken")).toMatchObject({
      startedAt: "2026-03-01T10:00:00.000Z",
      messageCount: 1,
      tags: ["a"],
    });
    expect((await conversations.messages("taken")).map((m) => m.text)).toEqual(["Hi"]);
    expect(await conversations.dailyCounts(days)).toEqual([
      { day: "2026-03-01", source: "mcp", conversations: 1, questions: 1, messages: 1 },
    ]);
  });
});
