/** Reading an outbox message's hash (outbox:msg:{id}), in either layout a version wrote. */
import type { OutboxMessage, OutboxStatus } from "@repo/schemas";
import { decodeStored } from "../stored-json";

/** The fixed part of a lead notice stored as short fields (CLAIM in outbox-new.ts), or null. */
const noticeOf = (id: string, h: Record<string, string>) => {
  if (h.lead === undefined || h.at === undefined) return null;
  return {
    id,
    kind: "lead" as const,
    to: h.to ?? "",
    subject: h.subject ?? "",
    template: { name: "lead" as const, leadId: h.lead },
    ref: h.lead,
    environment: h.env as OutboxMessage["environment"],
    createdAt: h.at,
  };
};

/**
 * A stored message: its fixed part as JSON (`data`), or a lead notice's fields; the changing
 * fields beside it, which a new notice has not written yet (it is queued, untried, due at its
 * creation, unchanged since).
 */
export const toMessage = (id: string, h: Record<string, string>): OutboxMessage | null => {
  const fixed = h.data
    ? decodeStored<OutboxMessage>(h.data, "outbox message", id)
    : noticeOf(id, h);
  if (!fixed) return null;
  return {
    ...fixed,
    status: h.status as OutboxStatus,
    attempts: Number(h.attempts ?? 0),
    dueAt: h.dueAt === undefined ? Date.parse(fixed.createdAt) : Number(h.dueAt),
    updatedAt: h.updatedAt ?? (h.data ? "" : fixed.createdAt),
    ...(h.lastError ? { lastError: h.lastError } : {}),
    ...(h.sentAt ? { sentAt: h.sentAt } : {}),
    ...(h.retriedAt ? { retriedAt: h.retriedAt } : {}),
  };
};

/** A reply to a command on a key that holds another type than a hash: no message, not a failure. */
export const wrongType = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith("WRONGTYPE");
