/** A conversation's row in SQLite, read as a record, and changed by appended messages. */
import type { Conversation, ConversationMessage } from "@repo/schemas";
import { countsAsQuestion, mergeTags } from "../records";
import { decodeStored } from "../stored-json";

export interface Row {
  id: string;
  environment: Conversation["environment"];
  source: Conversation["source"];
  started_at: string;
  updated_at: string;
  message_count: number;
  question_count: number;
  tags: string;
  first_question: string | null;
  visitor_id: string | null;
  lead_id: string | null;
  /** The conversation's last message (see conversation-tables.ts). */
  last_message_id: number | null;
}

export const toConversation = (r: Row): Conversation => ({
  id: r.id,
  source: r.source,
  environment: r.environment,
  startedAt: r.started_at,
  updatedAt: r.updated_at,
  messageCount: r.message_count,
  questionCount: r.question_count,
  tags: decodeStored<string[]>(r.tags, "conversation tags", r.id, "strings") ?? [],
  ...(r.first_question !== null ? { firstQuestion: r.first_question } : {}),
  ...(r.visitor_id !== null ? { visitorId: r.visitor_id } : {}),
  ...(r.lead_id !== null ? { leadId: r.lead_id } : {}),
});

/** The row as `messages` and `tags` leave it (the counts added to the stored ones). */
export const appended = (stored: Row, messages: ConversationMessage[], tags: string[]): Row => {
  let questions = 0;
  let at = stored.updated_at;
  let firstQuestion: string | null = null;
  for (const message of messages) {
    if (countsAsQuestion(message)) questions++;
    if (message.timestamp > at) at = message.timestamp;
    if (message.isUser) firstQuestion ??= message.text.slice(0, 500);
  }
  // Tags that do not decode count as none: the new ones replace them.
  const storedTags =
    decodeStored<string[]>(stored.tags, "conversation tags", stored.id, "strings") ?? [];
  const merged = mergeTags(storedTags, tags);
  return {
    ...stored,
    message_count: stored.message_count + messages.length,
    question_count: stored.question_count + questions,
    updated_at: at,
    first_question: stored.first_question ?? firstQuestion,
    tags: merged.length === storedTags.length ? stored.tags : JSON.stringify(merged),
  };
};
