import type { ConversationMessage } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { msg } from "../../test/support/conversations";
import { useBackend } from "../../test/support/storage";
import type { AnalyticsScope } from "./types";

/** Agents' tool calls on both back ends: kept as actions, not counted as questions. */
describe.each(backends)("conversation actions on %s", (backend: Backend) => {
  const db = useBackend(backend, { perTest: true });

  it("keeps an agent's tool calls as actions: stored and shown, never counted as questions", async () => {
    const c = await db.storage.conversations.create({
      id: "agent-1",
      source: "mcp",
      environment: "development",
      startedAt: "2026-03-02T10:00:00.000Z",
    });
    const action: ConversationMessage = {
      isUser: true,
      text: "book_consultation for Ada at 2026-03-09T16:00:00.000Z",
      timestamp: "2026-03-02T10:00:01.000Z",
      source: "mcp",
      kind: "action",
    };
    await db.storage.conversations.appendMessage(c.id, action);
    await db.storage.conversations.appendMessage(c.id, {
      ...msg("What does the discovery call cost?", "2026-03-02T10:00:02.000Z"),
      source: "mcp",
      kind: "question",
    });
    expect(await db.storage.conversations.get(c.id)).toMatchObject({
      messageCount: 2,
      questionCount: 1,
      firstQuestion: action.text,
    });
    expect((await db.storage.conversations.messages(c.id))[0]).toEqual(action);
    const scope: AnalyticsScope = {
      environment: "development",
      source: "mcp",
      fromDay: "2026-03-02",
      toDay: "2026-03-02",
    };
    const popular = await db.storage.conversations.popularQuestions(scope, 10);
    expect(popular.map((q) => q.question)).toEqual(["What does the discovery call cost?"]);
    expect(await db.storage.conversations.hourlyQuestions(scope)).toEqual([
      { hour: "2026-03-02T10", questions: 1 },
    ]);
  });
});
