import type { Database } from "bun:sqlite";
import type { Conversation, ConversationMessage } from "@repo/schemas";
import { AppError } from "../../lib/errors";
import { newConversation } from "../records";
import type { ConversationRepository, NewConversation } from "../types";
import type { Write } from "./group-commit";

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
 * ConversationRepository.appendKeyed: the `kv` entry read, the append or the create, and the
 * entry's renewal or new value in one write of the group commit (one transaction, which holds
 * the write lock: no other process's write comes between the read and the writes).
 */
export function sqliteAppendKeyed(
  db: Database,
  write: Write,
  writes: ConversationWrites,
): ConversationRepository["appendKeyed"] {
  // Prepared on first use: the kv table is created by the key-value store (kv.ts).
  let statements: ReturnType<typeof prepare> | undefined;
  const prepare = () => ({
    read: db.query<{ value: string }, [string, number]>(
      "SELECT value FROM kv WHERE key = ?1 AND (expires_at IS NULL OR expires_at > ?2)",
    ),
    renew: db.query("UPDATE kv SET expires_at = ?1 WHERE key = ?2"),
    set: db.query(
      "INSERT INTO kv (key, value, expires_at) VALUES (?1, ?2, ?3) ON CONFLICT (key) DO UPDATE SET value = ?2, expires_at = ?3",
    ),
  });
  return (key, ttlMs, conversation, messages, tags) =>
    write(() => {
      statements ??= prepare();
      const now = Date.now();
      const entry = statements.read.get(key, now);
      const id = entry ? (JSON.parse(entry.value) as unknown) : null;
      if (typeof id === "string" && writes.append(id, messages, tags, conversation)) {
        statements.renew.run(now + ttlMs, key);
        return id;
      }
      if (!writes.create(newConversation(conversation), messages, tags))
        throw new AppError("conflict", `Conversation ${conversation.id} already exists`);
      statements.set.run(key, JSON.stringify(conversation.id), now + ttlMs);
      return conversation.id;
    });
}
