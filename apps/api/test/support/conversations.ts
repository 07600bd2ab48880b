/** Conversations written straight into storage, dated relative to today, for analytics tests. */
import type { AppEnvironment, ConversationMessage, ConversationSource } from "@repo/schemas";
import { newId } from "../../src/lib/ids";
import type { TestApp } from "./app";

// Days are relative to the real today (UTC): tokens and sessions run on the real clock.
const TODAY = new Date();
export const daysAgo = (n: number, hour = 12) =>
  new Date(
    Date.UTC(TODAY.getUTCFullYear(), TODAY.getUTCMonth(), TODAY.getUTCDate() - n, hour),
  ).toISOString();
export const day = (n: number) => daysAgo(n).slice(0, 10);

/** A conversation of `questions`, each answered, all at `at`; returns its id. */
export async function seedConversation(
  t: TestApp,
  c: { source: ConversationSource; env?: AppEnvironment; at: string; questions: string[] },
) {
  const id = newId();
  await t.deps.storage.conversations.create({
    id,
    source: c.source,
    environment: c.env ?? "development",
    startedAt: c.at,
  });
  for (const text of c.questions) {
    await t.deps.storage.conversations.appendMessage(id, {
      isUser: true,
      text,
      timestamp: c.at,
      source: c.source === "mcp" ? "mcp" : "user",
    });
    await t.deps.storage.conversations.appendMessage(id, {
      isUser: false,
      text: "Happy to help.",
      timestamp: c.at,
      source: "ai",
    });
  }
  return id;
}

/** One message at `timestamp`: the visitor's by default, else the assistant's. */
export const msg = (text: string, timestamp: string, isUser = true): ConversationMessage => ({
  isUser,
  text,
  timestamp,
  source: isUser ? "user" : "ai",
});

/** A question and the assistant's answer to it, both at `at`. */
export const exchange = (
  question: string,
  at = "2026-03-01T10:00:00.000Z",
): ConversationMessage[] => [msg(question, at), msg(`About: ${question}`, at, false)];

/** A small deterministic PRNG so a failure can be replayed. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
