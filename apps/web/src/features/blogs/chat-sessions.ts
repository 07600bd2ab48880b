import { type BlogChatMessage, type BlogChatSession, blogChatSessionSchema } from "@repo/schemas";
import { z } from "zod";

/** Drawer conversations in browser storage, keyed by runId (SPEC §3, §4.3). */
export const BLOG_CHAT_SESSIONS_KEY = "blog-chat-sessions";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const storeSchema = z.record(z.string(), blogChatSessionSchema);
type Store = Record<string, BlogChatSession>;

function read(): Store {
  try {
    const parsed = storeSchema.safeParse(
      JSON.parse(window.localStorage.getItem(BLOG_CHAT_SESSIONS_KEY) ?? "{}"),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function write(store: Store) {
  try {
    window.localStorage.setItem(BLOG_CHAT_SESSIONS_KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: the conversation still works for this visit.
  }
}

export const newRunId = () => `blog-${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

/** A new active session; its runId is what the agent sees. */
export function startSession(runId = newRunId()): BlogChatSession {
  const session: BlogChatSession = { runId, messages: [], status: "active", entryId: null };
  write({ ...read(), [runId]: session });
  return session;
}

export function getSession(runId: string): BlogChatSession | null {
  return read()[runId] ?? null;
}

export function addMessage(runId: string, message: BlogChatMessage): BlogChatSession {
  const store = read();
  const session = store[runId] ?? { runId, messages: [], status: "active" as const, entryId: null };
  const next = { ...session, messages: [...session.messages, message] };
  write({ ...store, [runId]: next });
  return next;
}

/** A reply carrying an entryId completes the session. */
export function completeSession(runId: string, entryId: string): void {
  const store = read();
  const session = store[runId];
  if (session) write({ ...store, [runId]: { ...session, status: "completed", entryId } });
}

/** When a session was last used: its newest message, else the start time in its runId. */
function lastActivity(session: BlogChatSession): number {
  const times = session.messages.map((m) => Date.parse(m.timestamp)).filter(Number.isFinite);
  if (times.length) return Math.max(...times);
  const started = Number.parseInt(session.runId.split("-")[1] ?? "", 36);
  return Number.isFinite(started) ? started : 0;
}

/** Removes sessions with no message in the last 7 days; returns how many went. */
export function purgeOldSessions(now = Date.now()): number {
  const store = read();
  const stale = Object.values(store).filter((s) => now - lastActivity(s) > WEEK_MS);
  for (const session of stale) delete store[session.runId];
  if (stale.length) write(store);
  return stale.length;
}

export function sessionStats(): { total: number; active: number; completed: number } {
  const sessions = Object.values(read());
  return {
    total: sessions.length,
    active: sessions.filter((s) => s.status === "active").length,
    completed: sessions.filter((s) => s.status === "completed").length,
  };
}
