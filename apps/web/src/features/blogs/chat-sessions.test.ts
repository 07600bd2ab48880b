import { beforeEach, describe, expect, it } from "vitest";
import {
  addMessage,
  BLOG_CHAT_SESSIONS_KEY,
  completeSession,
  getSession,
  purgeOldSessions,
  sessionStats,
  startSession,
} from "./chat-sessions";

const DAY = 24 * 60 * 60 * 1000;

describe("blog chat sessions in browser storage", () => {
  beforeEach(() => localStorage.clear());

  it("keeps sessions under blog-chat-sessions keyed by runId, completed once a draft exists", () => {
    const a = startSession();
    const b = startSession();
    addMessage(a.runId, { role: "user", content: "idea", timestamp: new Date().toISOString() });
    completeSession(a.runId, "entry-1");
    const stored = JSON.parse(localStorage.getItem(BLOG_CHAT_SESSIONS_KEY) ?? "{}");
    expect(Object.keys(stored).sort()).toEqual([a.runId, b.runId].sort());
    expect(getSession(a.runId)).toMatchObject({ status: "completed", entryId: "entry-1" });
    expect(getSession(a.runId)?.messages).toHaveLength(1);
    expect(sessionStats()).toEqual({ total: 2, active: 1, completed: 1 });
  });

  it("purges sessions with no message in the last 7 days", () => {
    const now = Date.now();
    const old = startSession("old-run");
    addMessage(old.runId, {
      role: "user",
      content: "x",
      timestamp: new Date(now - 8 * DAY).toISOString(),
    });
    const recent = startSession("recent-run");
    addMessage(recent.runId, {
      role: "user",
      content: "y",
      timestamp: new Date(now - 6 * DAY).toISOString(),
    });
    const fresh = startSession();
    expect(purgeOldSessions(now)).toBe(1);
    expect(getSession(old.runId)).toBeNull();
    expect(getSession(recent.runId)).not.toBeNull();
    expect(getSession(fresh.runId)).not.toBeNull();
  });
});
