import type { AppEnvironment, ConversationMessage, ConversationSource } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { sampleLead, useBackend } from "../../test/support/storage";
import {
  dayOf,
  daysBetween,
  hourOf,
  normalizeQuestion,
  questionTopics,
} from "../lib/analytics-keys";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { AnalyticsScope, Storage } from "./types";

const msg = (text: string, timestamp: string, isUser = true): ConversationMessage => ({
  isUser,
  text,
  timestamp,
  source: isUser ? "user" : "ai",
});

/** A small deterministic PRNG so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe.each(backends)("conversations contract on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });
  it("creates, appends, reads back, tags, links a lead and lists newest first", async () => {
    const c = await db.storage.conversations.create({
      id: "c1",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T10:00:00.000Z",
      visitorId: "v1",
      tags: ["pricing", "pricing"],
    });
    expect(c).toMatchObject({ messageCount: 0, questionCount: 0, tags: ["pricing"] });
    await db.storage.conversations.appendMessage(c.id, msg("Hi there", "2026-03-01T10:00:01.000Z"));
    const after = await db.storage.conversations.appendMessage(
      c.id,
      msg("Hello! How can I help?", "2026-03-01T10:00:02.000Z", false),
    );
    expect(after).toMatchObject({
      messageCount: 2,
      questionCount: 1,
      firstQuestion: "Hi there",
      updatedAt: "2026-03-01T10:00:02.000Z",
    });
    expect(
      await db.storage.conversations.appendMessage("missing", msg("x", "2026-03-01T10:00:00.000Z")),
    ).toBeNull();
    await db.storage.conversations.addTags(c.id, ["booking", "pricing"]);
    await db.storage.conversations.setLead(c.id, "lead-1");
    expect(await db.storage.conversations.get(c.id)).toEqual({
      id: "c1",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:02.000Z",
      messageCount: 2,
      questionCount: 1,
      tags: ["pricing", "booking"],
      firstQuestion: "Hi there",
      visitorId: "v1",
      leadId: "lead-1",
    });
    expect(await db.storage.conversations.get("missing")).toBeNull();
    expect((await db.storage.conversations.messages(c.id)).map((m) => m.text)).toEqual([
      "Hi there",
      "Hello! How can I help?",
    ]);
    expect((await db.storage.conversations.messages(c.id, 1)).map((m) => m.text)).toEqual([
      "Hello! How can I help?",
    ]);
    expect(await db.storage.conversations.messages("missing")).toEqual([]);

    await db.storage.conversations.create({
      id: "c2",
      source: "mcp",
      environment: "production",
      startedAt: "2026-03-02T10:00:00.000Z",
    });
    await db.storage.conversations.create({
      id: "c3",
      source: "nlweb",
      environment: "development",
      startedAt: "2026-03-03T10:00:00.000Z",
    });
    const ids = async (f: Partial<Parameters<Storage["conversations"]["list"]>[0]>) =>
      (await db.storage.conversations.list({ limit: 20, ...f })).map((x) => x.id);
    expect(await ids({})).toEqual(["c3", "c2", "c1"]);
    expect(await ids({ limit: 2 })).toEqual(["c3", "c2"]);
    expect(await ids({ source: "mcp" })).toEqual(["c2"]);
    expect(await ids({ environment: "development" })).toEqual(["c3", "c1"]);
    expect(await ids({ from: "2026-03-01T12:00:00.000Z", to: "2026-03-02T23:59:59.999Z" })).toEqual(
      ["c2"],
    );
  });

  it("keeps every concurrent append", async () => {
    await db.storage.conversations.create({
      id: "busy",
      source: "chat",
      environment: "development",
      startedAt: "2026-03-01T10:00:00.000Z",
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.storage.conversations.appendMessage(
          "busy",
          msg(`question ${i}`, `2026-03-01T10:00:${String(i).padStart(2, "0")}.000Z`),
        ),
      ),
    );
    const conv = await db.storage.conversations.get("busy");
    expect(conv).toMatchObject({ messageCount: 20, questionCount: 20 });
    expect(await db.storage.conversations.messages("busy")).toHaveLength(20);
    const [row] = await db.storage.conversations.dailyCounts({
      fromDay: "2026-03-01",
      toDay: "2026-03-01",
    });
    expect(row).toEqual({
      day: "2026-03-01",
      source: "chat",
      conversations: 1,
      questions: 20,
      messages: 20,
    });
  });

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
        await db.storage.conversations.appendMessage(id, m);
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

  it("refuses a second create with the same id: conflict, nothing changed or counted twice", async () => {
    const first = {
      id: "dup",
      source: "chat" as const,
      environment: "development" as const,
      startedAt: "2026-05-01T10:00:00.000Z",
      visitorId: "v1",
    };
    await db.storage.conversations.create(first);
    await db.storage.conversations.appendMessage("dup", msg("What does it cost?", first.startedAt));
    const again = db.storage.conversations.create({
      ...first,
      source: "mcp",
      environment: "production",
      startedAt: "2026-05-02T10:00:00.000Z",
      visitorId: "v2",
    });
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: "conflict", status: 409 });
    expect(await db.storage.conversations.get("dup")).toMatchObject({
      source: "chat",
      environment: "development",
      startedAt: first.startedAt,
      messageCount: 1,
      visitorId: "v1",
    });
    expect(await db.storage.conversations.messages("dup")).toHaveLength(1);

    // Racing creates of one id: exactly one wins.
    const race = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        db.storage.conversations.create({ ...first, id: "dup-race" }),
      ),
    );
    expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of race.filter((x) => x.status === "rejected"))
      expect(r.reason).toMatchObject({ code: "conflict" });

    const days = { fromDay: "2026-05-01", toDay: "2026-05-02" };
    expect(await db.storage.conversations.dailyCounts(days)).toEqual([
      { day: "2026-05-01", source: "chat", conversations: 2, questions: 1, messages: 1 },
    ]);
    expect((await db.storage.conversations.list({ limit: 20 })).map((c) => c.id).sort()).toEqual([
      "dup",
      "dup-race",
    ]);
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

  it("clears one environment's conversations and aggregates and leaves leads alone", async () => {
    const at = "2026-04-01T09:00:00.000Z";
    for (const env of ["development", "production"] as const) {
      await db.storage.conversations.create({
        id: `c-${env}`,
        source: "chat",
        environment: env,
        startedAt: at,
      });
      await db.storage.conversations.appendMessage(`c-${env}`, msg("What does it cost?", at));
    }
    const lead = sampleLead({ createdAt: at, updatedAt: at });
    await db.storage.leads.create(lead);
    const day = { fromDay: "2026-04-01", toDay: "2026-04-01" };

    expect(await db.storage.conversations.clear("development")).toBe(1);
    expect(await db.storage.conversations.get("c-development")).toBeNull();
    expect(await db.storage.conversations.messages("c-development")).toEqual([]);
    expect(
      await db.storage.conversations.dailyCounts({ ...day, environment: "development" }),
    ).toEqual([]);
    expect(
      await db.storage.conversations.popularQuestions({ ...day, environment: "development" }, 5),
    ).toEqual([]);
    expect(
      await db.storage.conversations.hourlyQuestions({ ...day, environment: "development" }),
    ).toEqual([]);
    expect(
      await db.storage.conversations.topicCounts({ ...day, environment: "development" }),
    ).toEqual({});
    // Production untouched.
    expect((await db.storage.conversations.get("c-production"))?.messageCount).toBe(1);
    expect(await db.storage.conversations.popularQuestions(day, 5)).toEqual([
      { question: "What does it cost?", count: 1 },
    ]);
    expect((await db.storage.conversations.list({ limit: 20 })).map((c) => c.id)).toEqual([
      "c-production",
    ]);
    expect(await db.storage.leads.get(lead.id)).toEqual(lead);

    expect(await db.storage.conversations.clear()).toBe(1);
    expect(await db.storage.conversations.list({ limit: 20 })).toEqual([]);
    expect(await db.storage.conversations.dailyCounts(day)).toEqual([]);
  });
});
