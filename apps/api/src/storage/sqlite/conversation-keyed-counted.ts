import { newConversation } from "../records";
import type { ConversationRepository } from "../types";
import type { ConversationWrites } from "./conversation-keyed";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import type { sqliteRateLimitTable } from "./rate-limit-table";

/**
 * ConversationRepository.appendKeyedCounted: the counters read, then appendKeyed's writes (or
 * createWithMessages' without an entry) and the hits counted, in one write of the group commit
 * (one transaction holding the write lock: no other process's write comes between the reads
 * and the writes). A refusal writes nothing: it is decided before the first write.
 */
export function sqliteAppendKeyedCounted(
  kv: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
  write: Write,
  writes: ConversationWrites,
): ConversationRepository["appendKeyedCounted"] {
  return (key, ttlMs, conversation, messages, tags, hits) =>
    write(() => {
      const now = Date.now();
      if (hits.some((h) => rateLimits.count(h.key, now) >= h.limit))
        return { written: false, why: "limited" } as const;
      const entry = key === null ? undefined : kv.readRow(key, now);
      const found = entry ? (JSON.parse(entry.value) as unknown) : null;
      let id: string;
      if (
        entry &&
        typeof found === "string" &&
        writes.append(found, messages, tags, conversation)
      ) {
        kv.renewRow(entry.rid, now + ttlMs);
        id = found;
      } else {
        if (!writes.create(newConversation(conversation), messages, tags))
          return { written: false, why: "conflict" } as const;
        if (key !== null) kv.set(key, JSON.stringify(conversation.id), now + ttlMs);
        id = conversation.id;
      }
      return { written: true, id, hits: hits.map((h) => rateLimits.hit(h.key, h.windowMs)) };
    });
}
