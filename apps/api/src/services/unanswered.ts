/**
 * The questions the assistant could not answer in a period (it said it does not know), for the
 * insights: read from the newest conversations tagged `unanswered`, a bounded number of them.
 */
import type { AnalyticsQuery } from "@repo/schemas";
import { isUnknownAnswer } from "../ai/front-desk/compose";
import type { Deps } from "../context";
import { periodOf } from "./analytics";

/** Conversations looked at (newest first), and tagged ones whose messages are read. */
const CONVERSATIONS_READ = 200;
const TAGGED_READ = 12;
/** Questions listed at most. */
const LISTED = 5;

export interface Unanswered {
  /** Conversations tagged `unanswered` among those looked at. */
  conversations: number;
  /** The questions themselves, newest conversation first, each once. */
  questions: string[];
}

export async function unansweredQuestions(
  deps: Pick<Deps, "storage" | "clock">,
  q: Pick<AnalyticsQuery, "source" | "environment" | "dateRange">,
): Promise<Unanswered> {
  const p = periodOf(deps.clock, q.dateRange);
  const conversations = await deps.storage.conversations.list({
    ...(q.environment !== "all" ? { environment: q.environment } : {}),
    ...(q.source !== "all" ? { source: q.source } : {}),
    from: `${p.fromDay}T00:00:00.000Z`,
    to: `${p.toDay}T23:59:59.999Z`,
    limit: CONVERSATIONS_READ,
  });
  const tagged = conversations.filter((c) => c.tags.includes("unanswered"));
  const threads = await Promise.all(
    tagged.slice(0, TAGGED_READ).map((c) => deps.storage.conversations.messages(c.id)),
  );
  const questions = new Map<string, string>();
  for (const messages of threads) {
    messages.forEach((m, i) => {
      const reply = messages[i + 1];
      if (!m.isUser || !reply || reply.isUser || !isUnknownAnswer(reply.text)) return;
      const text = m.text.replace(/\s+/g, " ").trim();
      const shown = text.length > 120 ? `${text.slice(0, 117)}...` : text;
      questions.set(text.toLowerCase(), shown);
    });
  }
  return { conversations: tagged.length, questions: [...questions.values()].slice(0, LISTED) };
}
