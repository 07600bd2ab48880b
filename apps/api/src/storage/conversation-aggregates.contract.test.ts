import type { AppEnvironment, ConversationMessage, ConversationSource } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { msg, rng } from "../../test/support/conversations";
import { useBackend } from "../../test/support/storage";
import {
  dayOf,
  daysBetween,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../lib/analytics-keys";
import { newId } from "../lib/ids";
import type { AnalyticsScope } from "./types";

/** Analytics aggregates on both back ends, checked against a brute-force recount. */
describe.each(backends)("conversation aggregates contract on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });
  it("aggregates equal a brute-force recount on random data", async () => {
    const random = rng(backend === "sqlite" ? 7 : 11);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const envs: AppEnvironment[] = ["development", "production"];
    const sources: ConversationSource[] = ["chat", "mcp", "nlweb"];
    const questions = [
      "How much does a chatbot cost?",
      "how much does a CHATBOT cost",
      "  How much does a chatbot   cost ?!",
      "Can I book a call?",
      "can i book a call",
      "Do you automate invoices?",
      "What services do you offer?",
      "What is your pricing for marketing automation?",
      "Can you analyze my sales data",
    ];
    const start = Date.parse("2025-01-01T00:00:00.000Z");
    const written: {
      env: AppEnvironment;
      source: ConversationSource;
      startedAt: string;
      messages: ConversationMessage[];
    }[] = [];
    for (let i = 0; i < 120; i++) {
      const env = pick(envs);
      const source = pick(sources);
      const begin =
        start + Math.floor(random() * 400) * 86_400_000 + Math.floor(random() * 86_400_000);
      const startedAt = new Date(begin).toISOString();
      const id = newId();
      await db.storage.conversations.create({ id, source, environment: env, startedAt });
      const messages: ConversationMessage[] = [];
      const n = Math.floor(random() * 6);
      for (let j = 0; j < n; j++) {
        // Some replies land after midnight, so a conversation's messages span days.
        const at = new Date(begin + (j + 1) * Math.floor(random() * 3_600_000)).toISOString();
        const m = msg(
          random() < 0.6 ? pick(questions) : "Here is what I know.",
          at,
          random() < 0.6,
        );
        messages.push(m);
      }
      // One at a time, or a question with its answer(s) in one step, as the chat writes them.
      for (let j = 0; j < messages.length; ) {
        const k = 1 + Math.floor(random() * 3);
        const chunk = messages.slice(j, j + k);
        if (chunk.length === 1 && random() < 0.5)
          await db.storage.conversations.appendMessage(id, chunk[0] as ConversationMessage);
        else await db.storage.conversations.appendMessages(id, chunk, random() < 0.5 ? ["x"] : []);
        j += chunk.length;
      }
      written.push({ env, source, startedAt, messages });
    }

    const inScope = (w: (typeof written)[number], s: AnalyticsScope) =>
      (!s.environment || w.env === s.environment) && (!s.source || w.source === s.source);
    const inDays = (iso: string, s: AnalyticsScope) =>
      dayOf(iso) >= s.fromDay && dayOf(iso) <= s.toDay;

    const scopes: AnalyticsScope[] = [
      { fromDay: "2024-12-01", toDay: "2026-03-01" },
      { fromDay: "2025-02-03", toDay: "2025-02-09" },
      { fromDay: "2025-01-17", toDay: "2025-12-30", source: "mcp" },
      { fromDay: "2025-03-01", toDay: "2025-05-30", environment: "production" },
      { fromDay: "2025-06-11", toDay: "2025-09-12", environment: "development", source: "chat" },
      { fromDay: "2025-04-04", toDay: "2025-04-04" },
    ];
    for (const scope of scopes) {
      // Daily counters.
      const daily = new Map<
        string,
        { conversations: number; questions: number; messages: number }
      >();
      const bump = (day: string, source: string, k: "conversations" | "questions" | "messages") => {
        const key = `${day}|${source}`;
        const row = daily.get(key) ?? { conversations: 0, questions: 0, messages: 0 };
        row[k]++;
        daily.set(key, row);
      };
      const popular = new Map<string, number>();
      const hourly = new Map<string, number>();
      const topics: Record<string, number> = {};
      for (const w of written.filter((x) => inScope(x, scope))) {
        if (inDays(w.startedAt, scope)) bump(dayOf(w.startedAt), w.source, "conversations");
        for (const m of w.messages.filter((x) => inDays(x.timestamp, scope))) {
          bump(dayOf(m.timestamp), w.source, "messages");
          if (!m.isUser) continue;
          bump(dayOf(m.timestamp), w.source, "questions");
          const norm = normalizeQuestion(m.text);
          popular.set(norm, (popular.get(norm) ?? 0) + 1);
          hourly.set(hourOf(m.timestamp), (hourly.get(hourOf(m.timestamp)) ?? 0) + 1);
          for (const topic of questionTopics(m.text)) topics[topic] = (topics[topic] ?? 0) + 1;
        }
      }
      const expectedDaily = [...daily.entries()]
        .map(([k, v]) => {
          const [day, source] = k.split("|");
          return { day, source, ...v };
        })
        .sort((a, b) =>
          a.day === b.day
            ? (a.source ?? "").localeCompare(b.source ?? "")
            : (a.day ?? "") < (b.day ?? "")
              ? -1
              : 1,
        );
      expect(await db.storage.conversations.dailyCounts(scope)).toEqual(expectedDaily);

      const got = await db.storage.conversations.popularQuestions(scope, 100);
      expect(Object.fromEntries(got.map((q) => [normalizeQuestion(q.question), q.count]))).toEqual(
        Object.fromEntries(popular),
      );
      expect(got.map((q) => q.count)).toEqual([...got.map((q) => q.count)].sort((a, b) => b - a));
      const top = await db.storage.conversations.popularQuestions(scope, 2);
      expect(top).toEqual(got.slice(0, 2));

      expect(await db.storage.conversations.hourlyQuestions(scope)).toEqual(
        [...hourly.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([hour, questions]) => ({ hour, questions })),
      );
      expect(await db.storage.conversations.topicCounts(scope)).toEqual(topics);
    }
    expect(daysBetween("2025-12-30", "2026-01-02")).toHaveLength(4);
  });

  it("appends and creates racing a clear leave no partial record, and aggregates match what remains", async () => {
    const random = rng(backend === "sqlite" ? 3 : 5);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
    const envs: AppEnvironment[] = ["development", "production"];
    const sources: ConversationSource[] = ["chat", "mcp", "nlweb"];
    const texts = ["How much does it cost?", "Can I book a call?", "Do you automate invoices?"];
    const base = Date.parse("2026-06-01T08:00:00.000Z");
    const at = (n: number) => new Date(base + n * 997_000).toISOString();
    const ids: string[] = [];
    const newConversation = (i: number) => ({
      id: `race-${i}`,
      source: pick(sources),
      environment: pick(envs),
      startedAt: at(i),
    });
    for (let i = 0; i < 40; i++) {
      const c = newConversation(i);
      await db.storage.conversations.create(c);
      ids.push(c.id);
    }
    // Appends to existing and new conversations, and new conversations, several in flight at
    // once; the clear starts while a third of them are done and the rest are under way.
    const tasks: (() => Promise<unknown>)[] = [];
    for (let i = 0; i < 360; i++) {
      if (i % 12 === 0) {
        const c = newConversation(40 + i);
        ids.push(c.id);
        tasks.push(() => db.storage.conversations.create(c));
      } else {
        const id = pick(ids);
        const m = msg(random() < 0.6 ? pick(texts) : "Here is what I know.", at(i), random() < 0.6);
        tasks.push(() => db.storage.conversations.appendMessage(id, m));
      }
    }
    let next = 0;
    let cleared: Promise<number> | undefined;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < tasks.length) {
          const task = tasks[next++] as () => Promise<unknown>;
          if (next === 120) cleared = db.storage.conversations.clear("development");
          await task();
        }
      }),
    );
    expect(await cleared).toBeGreaterThan(0);

    // What remains, read back conversation by conversation.
    type Kept = { env: AppEnvironment; source: ConversationSource; startedAt: string };
    const kept: (Kept & { messages: ConversationMessage[] })[] = [];
    for (const id of ids) {
      const conv = await db.storage.conversations.get(id);
      const messages = await db.storage.conversations.messages(id);
      if (!conv) {
        expect(messages, `messages of the cleared ${id}`).toEqual([]);
        continue;
      }
      expect(conv.messageCount).toBe(messages.length);
      expect(conv.questionCount).toBe(messages.filter((m) => m.isUser).length);
      kept.push({
        env: conv.environment,
        source: conv.source,
        startedAt: conv.startedAt,
        messages,
      });
    }
    expect((await db.storage.conversations.list({ limit: 1000 })).length).toBe(kept.length);
    expect(kept.some((k) => k.env === "production")).toBe(true);

    for (const environment of [undefined, "development", "production"] as const) {
      const scope: AnalyticsScope = {
        fromDay: "2026-05-31",
        toDay: "2026-06-30",
        ...(environment ? { environment } : {}),
      };
      const daily = new Map<
        string,
        { conversations: number; questions: number; messages: number }
      >();
      const bump = (day: string, source: string, k: "conversations" | "questions" | "messages") => {
        const row = daily.get(`${day}|${source}`) ?? {
          conversations: 0,
          questions: 0,
          messages: 0,
        };
        row[k]++;
        daily.set(`${day}|${source}`, row);
      };
      const popular: Record<string, number> = {};
      const hourly = new Map<string, number>();
      const topics: Record<string, number> = {};
      for (const k of kept.filter((x) => !environment || x.env === environment)) {
        bump(dayOf(k.startedAt), k.source, "conversations");
        for (const m of k.messages) {
          bump(dayOf(m.timestamp), k.source, "messages");
          if (!m.isUser) continue;
          bump(dayOf(m.timestamp), k.source, "questions");
          const norm = normalizeQuestion(m.text);
          popular[norm] = (popular[norm] ?? 0) + 1;
          hourly.set(hourOf(m.timestamp), (hourly.get(hourOf(m.timestamp)) ?? 0) + 1);
          for (const topic of questionTopics(m.text)) topics[topic] = (topics[topic] ?? 0) + 1;
        }
      }
      const label = environment ?? "all";
      expect(await db.storage.conversations.dailyCounts(scope), label).toEqual(
        [...daily.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, v]) => ({ day: k.split("|")[0], source: k.split("|")[1], ...v })),
      );
      const got = await db.storage.conversations.popularQuestions(scope, 100);
      expect(
        Object.fromEntries(got.map((q) => [normalizeQuestion(q.question), q.count])),
        label,
      ).toEqual(popular);
      expect(await db.storage.conversations.hourlyQuestions(scope), label).toEqual(
        [...hourly.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([hour, questions]) => ({ hour, questions })),
      );
      expect(await db.storage.conversations.topicCounts(scope), label).toEqual(topics);
    }
  });
});
