import { newConversation } from "../records";
import type { ConversationRepository } from "../types";
import type { ConversationWrites } from "./conversation-keyed";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import type { sqliteRateLimitTable } from "./rate-limit-table";

/**
 * ConversationRepository.appendKeyedCounted: the hits counted, then appendKeyed's writes (or
 * createWithMessages' without an entry), in one write of the group commit (one transaction
 * holding the write lock: no other process's write comes between). A hit over its limit, or
 * a new id taken, takes the hits back in the same transaction and writes nothing else.
 */
export function sqliteAppendKeyedCounted(
  kv: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
  write: Write,
  writes: ConversationWrites,
): ConversationRepository["appendKeyedCounted"] {
  return (key, ttlMs, conversation, messages, tags, hits) =>
    write(() => {
      const counted = hits.map((h) => rateLimits.hit(h.key, h.windowMs));
      const takeBack = () => {
        for (const [i, h] of hits.entries()) rateLimits.unhit(h.key, counted[i]?.count ?? 1);
      };
      if (counted.some((c, i) => c.count > (hits[i]?.limit ?? c.count))) {
        takeBack();
        return { written: false, why: "limited" } as const;
      }
      const now = Date.now();
      const entry = key === null ? undefined : kv.readRow(key, now);
      const found = entry ? (JSON.parse(entry.value) as unknown) : null;
      if (
        entry &&
        typeof found === "string" &&
        writes.append(found, messages, tags, conversation)
      ) {
        kv.renewRow(entry.rid, now + ttlMs);
        return { written: true, id: found, hits: counted } as const;
      }
      if (!writes.create(newConversation(conversation), messages, tags)) {
        takeBack();
        return { written: false, why: "conflict" } as const;
      }
      if (key !== null) kv.set(key, JSON.stringify(conversation.id), now + ttlMs);
      return { written: true, id: conversation.id, hits: counted } as const;
    });
}
