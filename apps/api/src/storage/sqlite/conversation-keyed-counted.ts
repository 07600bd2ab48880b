import { newConversation } from "../records";
import type { ConversationRepository } from "../types";
import { type ConversationWrites, entryId } from "./conversation-keyed";
import type { GroupCommit } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import { countHits, type sqliteRateLimitTable } from "./rate-limit-table";

/**
 * ConversationRepository.appendKeyedCounted: the hits counted, then appendKeyed's writes (or
 * createWithMessages' without an entry), in one write of the group commit (one transaction
 * holding the write lock: no other process's write comes between). A hit over its limit, or
 * a new id taken, takes the hits back in the same transaction and writes nothing else. The
 * conversation's writes run in a savepoint: when they fail, they are undone, the hits kept, and
 * the failure reported (id null).
 */
export function sqliteAppendKeyedCounted(
  kv: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
  { write, attempt }: Pick<GroupCommit, "write" | "attempt">,
  writes: ConversationWrites,
): ConversationRepository["appendKeyedCounted"] {
  return (key, ttlMs, conversation, messages, tags, hits) =>
    write(() => {
      const { counted, over, takeBack } = countHits(rateLimits, hits);
      if (over) {
        takeBack();
        return { written: false, why: "limited" } as const;
      }
      // The recording is a part of its own: its failure (a write refused) is undone and
      // reported, the hits stay counted (the call was answered within its limits). An error that
      // cancels the transaction (I/O, a full disk at commit) fails the whole group instead.
      const recorded = attempt(() => {
        const now = Date.now();
        const entry = key === null ? undefined : kv.readRow(key, now);
        const found = entry ? entryId(entry.value) : null;
        if (
          entry &&
          typeof found === "string" &&
          writes.append(found, messages, tags, conversation)
        ) {
          kv.renewRow(entry.rid, now + ttlMs);
          return found;
        }
        if (!writes.create(newConversation(conversation), messages, tags)) return null;
        if (key !== null) kv.set(key, JSON.stringify(conversation.id), now + ttlMs);
        return conversation.id;
      });
      if (!recorded.ok) {
        const error = recorded.error;
        return {
          written: true,
          id: null,
          hits: counted,
          error: error instanceof Error ? error.message : String(error),
        } as const;
      }
      if (recorded.value === null) {
        takeBack();
        return { written: false, why: "conflict" } as const;
      }
      return { written: true, id: recorded.value, hits: counted } as const;
    });
}
