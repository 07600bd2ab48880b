/**
 * The stored conversation of a chat session, as one message's writes see it. The session's
 * first message starts it with its first write (the greeting, then that write's messages and
 * tags: one storage step, instead of a create, the greeting's append and the exchange's).
 */
import type { ConversationMessage } from "@repo/schemas";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import type { ChatSessionState } from "./chat-session";

type ConversationDeps = Pick<Deps, "storage" | "env">;

export interface ChatConversation {
  /** The messages stored before this one (the last `limit`): the greeting alone before the first write. */
  earlier(limit: number): Promise<ConversationMessage[]> | ConversationMessage[];
  /** Appends in order with tags to merge; false when the conversation is gone (deleted). */
  write(messages: ConversationMessage[], tags?: string[]): Promise<boolean>;
}

/**
 * The session's conversation for one message. On the first message (not started yet), the
 * session is marked started and its greeting dropped (saved with the answer), and the first
 * write creates the conversation. A parallel first message of the same session may create it
 * first (conflict): this one's messages are then appended, and that one stored the greeting.
 */
export function chatConversation(
  deps: ConversationDeps,
  session: ChatSessionState,
): ChatConversation {
  const { conversations } = deps.storage;
  const append = (messages: ConversationMessage[], tags?: string[]) =>
    conversations.addMessages(session.id, messages, tags);
  if (session.conversationStarted)
    return { earlier: (limit) => conversations.messages(session.id, limit), write: append };

  const greeting: ConversationMessage[] = session.greeting
    ? [{ isUser: false, text: session.greeting, timestamp: session.createdAt, source: "ai" }]
    : [];
  const conversation = {
    id: session.id,
    source: "chat" as const,
    environment: deps.env.APP_ENV,
    startedAt: session.createdAt,
    visitorId: session.visitorId,
  };
  session.conversationStarted = true;
  session.greeting = undefined;
  let started = false;
  return {
    earlier: (limit) =>
      started ? conversations.messages(session.id, limit) : greeting.slice(-limit),
    async write(messages, tags) {
      if (started) return append(messages, tags);
      started = true;
      try {
        await conversations.createWithMessages(conversation, [...greeting, ...messages], tags);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict") return append(messages, tags);
        throw error;
      }
    },
  };
}
