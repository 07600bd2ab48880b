import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { exchange, msg } from "../../test/support/conversations";
import { spoilKvEntry } from "../../test/support/spoil-entry";
import { useBackend } from "../../test/support/storage";
import { AppError } from "../lib/errors";

const start = { source: "mcp", environment: "development", visitorId: "v1" } as const;
const days = { fromDay: "2026-03-01", toDay: "2026-03-02" };
/** An agent's keyed exchange in one storage step, on both back ends. */
describe.each(backends)("appendKeyed on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });

  it("starts the conversation the key names, then appends to it and renews the key", async () => {
    const { conversations, kv } = db.storage;
    const conv = (id: string) => ({ ...start, id, startedAt: "2026-03-01T10:00:00.000Z" });
    const first = await conversations.appendKeyed("agent:a", 2500, conv("c1"), exchange("Q one?"), [
      "pricing",
    ]);
    expect(first).toBe("c1");
    expect(await kv.get("agent:a")).toBe("c1");
    // Renewed by each exchange: it outlives its first expiry.
    await Bun.sleep(1500);
    const second = await conversations.appendKeyed(
      "agent:a",
      2500,
      conv("unused"),
      exchange("Q two?", "2026-03-01T10:05:00.000Z"),
      ["booking", "pricing"],
    );
    expect(second).toBe("c1");
    await Bun.sleep(1500);
    expect(await kv.get("agent:a")).toBe("c1");
    expect(await conversations.get("unused")).toBeNull();
    expect(await conversations.get("c1")).toEqual({
      ...start,
      id: "c1",
      startedAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:05:00.000Z",
      messageCount: 4,
      questionCount: 2,
      tags: ["pricing", "booking"],
      firstQuestion: "Q one?",
    });
    expect((await conversations.messages("c1")).map((m) => m.text)).toEqual([
      "Q one?",
      "About: Q one?",
      "Q two?",
      "About: Q two?",
    ]);
    expect(await conversations.dailyCounts(days)).toEqual([
      { day: "2026-03-01", source: "mcp", conversations: 1, questions: 2, messages: 4 },
    ]);
  });

  it("starts a new conversation when the key lapsed, or names one gone or of another kind", async () => {
    const { conversations, kv } = db.storage;
    const conv = (id: string) => ({ ...start, id, startedAt: "2026-03-01T10:00:00.000Z" });
    await conversations.appendKeyed("agent:b", 50, conv("b1"), exchange("Q?"));
    await Bun.sleep(100);
    expect(await conversations.appendKeyed("agent:b", 5000, conv("b2"), exchange("Q?"))).toBe("b2");
    // Its conversation cleared (the key stays): a new one, and the key names it.
    await conversations.clear("development");
    expect(await kv.get("agent:b")).toBe("b2");
    expect(await conversations.appendKeyed("agent:b", 5000, conv("b3"), exchange("Q?"))).toBe("b3");
    expect(await kv.get("agent:b")).toBe("b3");
    // A conversation of another source under the key is left alone.
    await conversations.create({ ...conv("chat1"), source: "chat" });
    await kv.set("agent:c", "chat1", 5000);
    expect(await conversations.appendKeyed("agent:c", 5000, conv("c2"), exchange("Q?"))).toBe("c2");
    expect((await conversations.get("chat1"))?.messageCount).toBe(0);
    expect(await kv.get("agent:c")).toBe("c2");
    expect((await conversations.get("c2"))?.messageCount).toBe(2);
  });

  it("starts a new conversation when the key's entry is malformed", async () => {
    const { conversations, kv } = db.storage;
    const conv = (id: string) => ({ ...start, id, startedAt: "2026-03-01T10:00:00.000Z" });
    const key = `agent:${crypto.randomUUID()}`;
    expect(await conversations.appendKeyed(key, 5000, conv("m1"), exchange("Q?"))).toBe("m1");
    expect(await spoilKvEntry(backend, db.t, key)).toBe(1);
    expect(await conversations.appendKeyed(key, 5000, conv("m2"), exchange("Q?"))).toBe("m2");
    expect(await kv.get(key)).toBe("m2");
    expect((await conversations.get("m1"))?.messageCount).toBe(2);
    expect((await conversations.get("m2"))?.messageCount).toBe(2);
  });

  it("writes one conversation for concurrent first calls with one key", async () => {
    const { conversations, kv } = db.storage;
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        conversations.appendKeyed(
          "agent:d",
          5000,
          { ...start, id: `d${i}`, startedAt: "2026-03-01T10:00:00.000Z" },
          exchange(`Question ${i}?`),
        ),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    const id = ids[0] as string;
    expect(await kv.get("agent:d")).toBe(id);
    expect(await conversations.get(id)).toMatchObject({ messageCount: 16, questionCount: 8 });
    expect(await conversations.list({ limit: 100 })).toHaveLength(1);
    expect(await conversations.dailyCounts(days)).toEqual([
      { day: "2026-03-01", source: "mcp", conversations: 1, questions: 8, messages: 16 },
    ]);
  });

  it("refuses a taken new id and writes nothing", async () => {
    const { conversations, kv } = db.storage;
    const conv = { ...start, id: "taken", startedAt: "2026-03-01T10:00:00.000Z" };
    await conversations.create(conv);
    await expect(
      conversations.appendKeyed("agent:e", 5000, conv, exchange("Q?")),
    ).rejects.toSatisfy((e) => e instanceof AppError && e.code === "conflict");
    expect(await kv.get("agent:e")).toBeNull();
    expect((await conversations.get("taken"))?.messageCount).toBe(0);
  });
});
