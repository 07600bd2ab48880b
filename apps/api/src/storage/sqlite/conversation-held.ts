import type { ConversationMessage } from "@repo/schemas";
import type { ConversationRepository } from "../types";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import type { sqliteRateLimitTable } from "./rate-limit-table";

/** Adds messages and tags to a conversation inside the group's transaction; false when gone. */
type AddRow = (id: string, messages: ConversationMessage[], tags: string[]) => boolean;

/**
 * ConversationRepository.addMessagesIfHeld: the entry and the counters read, then the messages
 * added, the hits counted and the entry renewed, in one write of the group commit (one
 * transaction holding the write lock: no other process's write comes between the reads and the
 * writes). A refusal writes nothing: it is decided before the first write.
 */
export function sqliteAddMessagesIfHeld(
  kv: ReturnType<typeof sqliteKvTable>,
  rateLimits: ReturnType<typeof sqliteRateLimitTable>,
  write: Write,
  add: AddRow,
): ConversationRepository["addMessagesIfHeld"] {
  return (id, messages, tags, held, hits) =>
    write(() => {
      const now = Date.now();
      const entry = kv.readRow(held.key, now);
      if (entry?.value !== held.json) return { written: false, why: "changed" } as const;
      if (hits.some((h) => rateLimits.count(h.key, now) >= h.limit))
        return { written: false, why: "limited" } as const;
      if (!add(id, messages, tags)) return { written: false, why: "gone" } as const;
      const counted = hits.map((h) => rateLimits.hit(h.key, h.windowMs));
      kv.renewRow(entry.rid, now + held.ttlMs);
      return { written: true, hits: counted } as const;
    });
}
