import type { Conversation, ConversationMessage } from "@repo/schemas";
import { AppError } from "../../lib/errors";
import { newConversation } from "../records";
import type { ConversationRepository, NewConversation } from "../types";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";

/** The conversation writes a keyed exchange is made of, as run inside the group's transaction. */
export interface ConversationWrites {
  /** Null (nothing written) when the id is taken. */
  create(c: Conversation, messages: ConversationMessage[], tags?: string[]): Conversation | null;
  /** Null (nothing written) when the id is unknown or of another environment or source. */
  append(
    id: string,
    messages: ConversationMessage[],
    tags: string[] | undefined,
    as: Pick<NewConversation, "environment" | "source">,
  ): Conversation | null;
}

/**
 * The conversation id a `kv` entry holds, or null when it holds none: a malformed entry names no
 * conversation (a new one starts and the entry is replaced, as on Redis).
 */
export function entryId(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/**
 * ConversationRepository.appendKeyed: the `kv` entry read, the append or the create, and the
 * entry's renewal or new value in one write of the group commit (one transaction, which holds
 * the write lock: no other process's write comes between the read and the writes).
 */
export function sqliteAppendKeyed(
  kv: ReturnType<typeof sqliteKvTable>,
  write: Write,
  writes: ConversationWrites,
): ConversationRepository["appendKeyed"] {
  return (key, ttlMs, conversation, messages, tags) =>
    write(() => {
      const now = Date.now();
      const entry = kv.readRow(key, now);
      const id = entry ? entryId(entry.value) : null;
      if (entry && typeof id === "string" && writes.append(id, messages, tags, conversation)) {
        kv.renewRow(entry.rid, now + ttlMs);
        return id;
      }
      if (!writes.create(newConversation(conversation), messages, tags))
        throw new AppError("conflict", `Conversation ${conversation.id} already exists`);
      kv.set(key, JSON.stringify(conversation.id), now + ttlMs);
      return conversation.id;
    });
}
