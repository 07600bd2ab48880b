/** How both back ends shape a stored record from a repository's input. */
import type { Conversation, ConversationMessage, OutboxMessage } from "@repo/schemas";
import type { NewConversation } from "./types";

/** A conversation as it starts: no messages yet, tags de-duplicated. */
export function newConversation(input: NewConversation): Conversation {
  return {
    id: input.id,
    source: input.source,
    environment: input.environment,
    startedAt: input.startedAt,
    updatedAt: input.startedAt,
    messageCount: 0,
    questionCount: 0,
    tags: [...new Set(input.tags ?? [])],
    ...(input.visitorId ? { visitorId: input.visitorId } : {}),
  };
}

/** Tags as stored after adding `added`: each once, the stored ones first, in their order. */
export const mergeTags = (stored: readonly string[], added: readonly string[]): string[] => [
  ...new Set([...stored, ...added]),
];

/** A message counts as a question when someone asked in words; an agent's tool call is an action. */
export const countsAsQuestion = (message: ConversationMessage): boolean =>
  message.isUser && message.kind !== "action";

/**
 * The part of an outbox message that never changes, stored as JSON; the fields delivery
 * updates (status, attempts, due time, error, sent and retry times) live beside it.
 */
export function outboxFixedPart(message: OutboxMessage): Record<string, unknown> {
  const {
    status: _status,
    attempts: _attempts,
    dueAt: _dueAt,
    lastError: _lastError,
    sentAt: _sentAt,
    retriedAt: _retriedAt,
    updatedAt: _updatedAt,
    ...fixed
  } = message;
  return fixed;
}
