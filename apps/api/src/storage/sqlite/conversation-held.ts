import type { ConversationMessage } from "@repo/schemas";
import type { ConversationRepository } from "../types";
import type { Write } from "./group-commit";
import type { sqliteKvTable } from "./kv-table";
import { countHits, type sqliteRateLimitTable } from "./rate-limit-table";

/** Adds messages and tags to a conversation inside the group's transaction; false when gone. */
type AddRow = (id: string, messages: ConversationMessage[], tags: string[]) => boolean;

/**
 * ConversationRepository.addMessagesIfHeld: the entry read, the hits counted, the messages
 * added and the entry renewed in one write of the group commit (one transaction holding the
 * write lock: no other process's write comes between the read and the writes). A hit over its
 * limit, or no conversation to add to, takes the hits back in the same transaction and writes
 * nothing else: counted first and taken back then, instead of each counter read before (two
 * statements more on every message, for a refusal that is rare).
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
      const { counted, over, takeBack } = countHits(rateLimits, hits);
      if (over) {
        takeBack();
        return { written: false, why: "limited" } as const;
      }
      if (!add(id, messages, tags)) {
        takeBack();
        return { written: false, why: "gone" } as const;
      }
      kv.renewRow(entry.rid, now + held.ttlMs);
      return { written: true, hits: counted } as const;
    });
}
