import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp } from "../../test/support/app";
import { msg } from "../../test/support/conversations";
import { spoilRow } from "../../test/support/spoil-row";
import { sampleLead, useBackend } from "../../test/support/storage";
import { AppError } from "../lib/errors";
import type { Storage } from "./types";

/** Conversations on both back ends: records, messages, conflicts and clearing. */
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
    await db.storage.conversations.appendMessages(c.id, [], ["booking", "pricing"]);
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

  it("replaces stored tags that do not decode to a list of strings with the new ones", async () => {
    const { conversations } = db.storage;
    for (const [n, spoiled] of ["not json", "42", '{"a":"b"}', '["x",1]'].entries()) {
      const id = `bad-tags-${n}`;
      await conversations.create({
        id,
        source: "chat",
        environment: "development",
        startedAt: "2026-03-01T10:00:00.000Z",
        tags: ["pricing"],
      });
      expect(await spoilRow(backend, db.t, "conversation tags", id, spoiled)).toBe(1);
      const q = msg("Can I book a call?", "2026-03-01T10:00:01.000Z");
      // The tag stored before counts as new: the bad value is replaced, not kept.
      expect(await conversations.appendMessages(id, [q], ["pricing"])).toMatchObject({
        messageCount: 1,
        tags: ["pricing"],
      });
      expect((await conversations.get(id))?.tags).toEqual(["pricing"]);
      expect(await spoilRow(backend, db.t, "conversation tags", id, spoiled)).toBe(1);
      expect(await conversations.addMessages(id, [q], ["booking"])).toBe(true);
      expect(await conversations.get(id)).toMatchObject({ messageCount: 2, tags: ["booking"] });
    }
  });

  it("appends a question and its answer with tags in one step, as one at a time would", async () => {
    const { conversations } = db.storage;
    const start = { source: "chat", environment: "development" } as const;
    await conversations.create({ ...start, id: "one", startedAt: "2026-03-01T10:00:00.000Z" });
    await conversations.create({ ...start, id: "both", startedAt: "2026-03-01T10:00:00.000Z" });
    const exchange = [
      msg("Hi there", "2026-03-01T23:59:59.000Z"),
      msg("Hello! How can I help?", "2026-03-02T00:00:01.000Z", false),
    ];
    await conversations.appendMessages("one", [], ["pricing"]);
    await conversations.appendMessages("both", [], ["pricing"]);
    for (const m of exchange) await conversations.appendMessage("one", m);
    await conversations.appendMessages("one", [], ["booking", "pricing"]);
    const returned = await conversations.appendMessages("both", exchange, ["booking", "pricing"]);

    const one = await conversations.get("one");
    expect(returned).toEqual({ ...one, id: "both" });
    expect(returned).toMatchObject({
      messageCount: 2,
      questionCount: 1,
      firstQuestion: "Hi there",
      updatedAt: "2026-03-02T00:00:01.000Z",
      tags: ["pricing", "booking"],
    });
    expect(await conversations.messages("both")).toEqual(exchange);
    const days = { fromDay: "2026-03-01", toDay: "2026-03-02" };
    expect(await conversations.dailyCounts(days)).toEqual([
      { day: "2026-03-01", source: "chat", conversations: 2, questions: 2, messages: 2 },
      { day: "2026-03-02", source: "chat", conversations: 0, questions: 0, messages: 2 },
    ]);
    expect(await conversations.popularQuestions(days, 5)).toMatchObject([
      { question: "Hi there", count: 2 },
    ]);

    expect(await conversations.appendMessages("missing", exchange, ["x"])).toBeNull();
    expect(await conversations.messages("missing")).toEqual([]);
    expect(await conversations.get("missing")).toBeNull();
  });

  it("adds messages without the record read back, as appendMessages writes them", async () => {
    const { conversations } = db.storage;
    const start = { source: "chat", environment: "development" } as const;
    const at = "2026-03-01T10:00:00.000Z";
    await conversations.create({ ...start, id: "read", startedAt: at });
    await conversations.create({ ...start, id: "quiet", startedAt: at });
    const exchange = [
      msg("What does it cost?", "2026-03-01T10:00:01.000Z"),
      msg("It depends on the project.", "2026-03-01T10:00:02.000Z", false),
    ];
    await conversations.appendMessages("read", exchange, ["pricing"]);
    expect(await conversations.addMessages("quiet", exchange, ["pricing"])).toBe(true);
    expect(await conversations.addMessages("quiet", [], ["booking"])).toBe(true);
    await conversations.appendMessages("read", [], ["booking"]);

    expect(await conversations.get("quiet")).toEqual({
      ...(await conversations.get("read")),
      id: "quiet",
    });
    expect(await conversations.messages("quiet")).toEqual(exchange);
    const days = { fromDay: "2026-03-01", toDay: "2026-03-01" };
    expect(await conversations.popularQuestions(days, 5)).toMatchObject([
      { question: "What does it cost?", count: 2 },
    ]);
    expect(await conversations.topicCounts(days)).toMatchObject({ pricing: 2 });

    expect(await conversations.addMessages("missing", exchange, ["x"])).toBe(false);
    expect(await conversations.get("missing")).toBeNull();
    expect(await conversations.messages("missing")).toEqual([]);
  });

  it("appends to a conversation another process cleared and started again under its id", async () => {
    // Two servers on one store: the first wrote the conversation, the second starts it again.
    const dir = mkdtempSync(join(tmpdir(), "two-servers-"));
    const shared: Record<string, string> = backend === "sqlite" ? { DATA_DIR: dir } : {};
    const opts = { redisPrefix: `test:${crypto.randomUUID()}:` };
    const [one, two] = [
      await buildTestApp(backend, shared, opts),
      await buildTestApp(backend, shared, opts),
    ];
    try {
      const at = "2026-03-01T10:00:00.000Z";
      const first = one.deps.storage.conversations;
      const second = two.deps.storage.conversations;
      await first.create({
        id: "again",
        source: "chat",
        environment: "development",
        startedAt: at,
      });
      await first.appendMessage("again", msg("First life", at));
      await second.clear("development");
      expect(await first.appendMessages("again", [msg("Gone", at)])).toBeNull();
      await second.create({ id: "again", source: "mcp", environment: "production", startedAt: at });
      await first.appendMessage("again", msg("Before", at));
      await second.clear("production");
      await second.create({
        id: "again",
        source: "nlweb",
        environment: "production",
        startedAt: at,
      });
      expect(await first.appendMessages("again", [msg("Second life", at)])).toMatchObject({
        source: "nlweb",
        environment: "production",
        messageCount: 1,
      });
      expect((await second.messages("again")).map((m) => m.text)).toEqual(["Second life"]);
    } finally {
      await one.close();
      await two.close();
      rmSync(dir, { recursive: true, force: true });
    }
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
