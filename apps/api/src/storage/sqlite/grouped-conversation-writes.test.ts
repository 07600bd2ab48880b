import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AppEnvironment, ConversationMessage, ConversationSource } from "@repo/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { msg } from "../../../test/support/conversations";
import type { AnalyticsScope, Storage } from "../types";
import { createSqliteStorage } from ".";

type Step = (storage: Storage) => Promise<unknown>;

/** Conversations over two days and several hours, questions repeated in other words. */
function steps(): Step[] {
  const texts = [
    "How much does a chatbot cost?",
    "how much does a CHATBOT cost",
    "Can I book a call?",
    "Do you automate invoices?",
  ];
  const envs: AppEnvironment[] = ["development", "production"];
  const sources: ConversationSource[] = ["chat", "mcp"];
  const list: Step[] = [];
  for (let i = 0; i < 24; i++) {
    const id = `c-${i}`;
    const at = (k: number) =>
      new Date(Date.parse("2026-03-01T22:10:00.000Z") + (i * 7 + k) * 600_000).toISOString();
    list.push((s) =>
      s.conversations.create({
        id,
        environment: envs[i % 2] as AppEnvironment,
        source: sources[(i >> 1) % 2] as ConversationSource,
        startedAt: at(0),
      }),
    );
    list.push((s) =>
      s.conversations.appendMessages(
        id,
        [msg(texts[i % texts.length] as string, at(1), true), msg("Here is what I know.", at(1))],
        i % 3 ? [] : ["pricing"],
      ),
    );
    list.push((s) => s.conversations.appendMessage(id, msg(texts[i % 3] as string, at(2), true)));
  }
  return list;
}

const everything = async (storage: Storage) => {
  const scopes: AnalyticsScope[] = [
    { fromDay: "2026-03-01", toDay: "2026-03-03" },
    { fromDay: "2026-03-02", toDay: "2026-03-02", environment: "production", source: "chat" },
  ];
  const { conversations: c } = storage;
  return Promise.all(
    scopes.map(async (scope) => ({
      daily: await c.dailyCounts(scope),
      popular: await c.popularQuestions(scope, 10),
      hourly: await c.hourlyQuestions(scope),
      topics: await c.topicCounts(scope),
    })),
  );
};

describe("SQLite conversation writes committed in one group", () => {
  const dirs: string[] = [];
  const open = () => {
    const dir = mkdtempSync(join(tmpdir(), "grouped-writes-"));
    dirs.push(dir);
    return createSqliteStorage(dir);
  };
  const opened: Storage[] = [];
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("keep aggregates equal to those of the same writes committed one by one, without what a failing write left", async () => {
    const alone = open();
    const grouped = open();
    opened.push(alone, grouped);
    for (const step of steps()) await step(alone);

    // All in one group, with a write that counts a question, then throws midway (its second
    // message cannot be stored): it is undone, and so are its counts.
    const failing = (s: Storage) =>
      s.conversations.appendMessages("c-3", [
        msg("What does a website cost?", "2026-03-02T01:00:00.000Z", true),
        { ...msg("unstorable", "2026-03-02T01:00:00.000Z"), big: 1n } as ConversationMessage,
      ]);
    const list = steps();
    const results = await Promise.allSettled([
      ...list.slice(0, 40).map((step) => step(grouped)),
      failing(grouped),
      ...list.slice(40).map((step) => step(grouped)),
    ]);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);

    const figures = await everything(grouped);
    expect(figures).toEqual(await everything(alone));
    expect(figures[0]?.daily.length).toBeGreaterThan(1);
    expect(figures[0]?.popular[0]?.count).toBeGreaterThan(1);
    expect(figures[1]?.hourly.length).toBeGreaterThan(0);
    expect(await grouped.conversations.get("c-3")).toEqual(await alone.conversations.get("c-3"));
  });
});
