import type { ConversationMessage } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisHandle, startRedisServer } from "../../../test/support/redis-server";
import type { Storage } from "../types";
import { createRedisStorage } from "./index";

/**
 * The conversation scripts get their arguments packed in one JSON array (packArgs): any text a
 * visitor sends comes back as sent, through each of the three writes that carry messages.
 */
describe("Redis conversation texts through the packed arguments", () => {
  let server: RedisHandle;
  let storage: Storage;
  beforeAll(async () => {
    server = await startRedisServer();
    storage = await createRedisStorage(server.url, "t:");
  });
  afterAll(async () => {
    await storage?.close();
    await server?.stop();
  });

  const at = "2026-11-26T05:00:00.000Z";
  const input = (id: string) => ({
    id,
    source: "mcp" as const,
    environment: "production" as const,
    startedAt: at,
  });
  const exchange = (question: string): ConversationMessage[] => [
    { isUser: true, text: question, timestamp: at, source: "mcp" },
    { isUser: false, text: `You asked: ${question}`, timestamp: at, source: "ai" },
  ];
  // Quotes, a backslash, the text of a JSON escape, control characters, non-Latin letters, an
  // emoji (a surrogate pair) and a lone surrogate, which the Lua JSON decoder refuses.
  const odd = [
    'Is "pricing" \\ fixed? \\ud83d \\n',
    "Line\nbreak\ttab \u0000 nul \u001f unit",
    "Grüße, 你好, مرحبا 😀 — price?",
    "Broken \ud800 half of a pair?",
  ];

  it("stores each text as sent on a create, an append and a keyed exchange", async () => {
    for (const [n, text] of odd.entries()) {
      const id = `odd-${n}`;
      await storage.conversations.createWithMessages(input(id), exchange(text), ["tag\u00e9"]);
      await storage.conversations.appendMessages(id, exchange(`${text} again`));
      const keyed = await storage.conversations.appendKeyed(
        `agent:${n}`,
        60_000,
        input(`keyed-${n}`),
        exchange(text),
      );
      // The second keyed exchange goes to the conversation the first one started.
      await storage.conversations.appendKeyed(
        `agent:${n}`,
        60_000,
        input(`keyed-${n}-b`),
        exchange(text),
      );
      expect(keyed).toBe(`keyed-${n}`);
      const texts = (await storage.conversations.messages(id)).map((m) => m.text);
      expect(texts).toEqual([...exchange(text), ...exchange(`${text} again`)].map((m) => m.text));
      const keyedTexts = (await storage.conversations.messages(keyed)).map((m) => m.text);
      expect(keyedTexts).toEqual([...exchange(text), ...exchange(text)].map((m) => m.text));
      // The first question's preview is raw text: a lone surrogate in it is kept as U+FFFD,
      // as a string sent as its own argument always was.
      const record = await storage.conversations.get(id);
      expect(record).toMatchObject({
        firstQuestion: text.toWellFormed(),
        tags: ["tag\u00e9"],
        messageCount: 4,
        questionCount: 2,
      });
    }
    const popular = await storage.conversations.popularQuestions(
      { environment: "production", source: "mcp", fromDay: "2026-11-26", toDay: "2026-11-26" },
      50,
    );
    expect(popular.length).toBeGreaterThanOrEqual(odd.length);
    expect(popular.some((q) => q.question.includes("\ufffd"))).toBe(true);
  });
});
