/** Outbox messages as the product queues them, for the outbox's tests. */
import type { OutboxMessage } from "@repo/schemas";
import { newId } from "../../src/lib/ids";

/** An owner's notice of a lead as `leadNotice` makes it, created `ago` ms before now. */
export const leadNotice = (ago = 1000, subject = "New contact message: Ada"): OutboxMessage => {
  const leadId = newId();
  const at = new Date(Date.now() - ago).toISOString();
  return {
    id: newId(),
    kind: "lead",
    to: "owner@example.com",
    subject,
    template: { name: "lead", leadId },
    ref: leadId,
    environment: "production",
    status: "queued",
    attempts: 0,
    dueAt: Date.parse(at),
    createdAt: at,
    updatedAt: at,
  };
};

/** A booking's confirmation (a body of its own): queued as a hash, due at `dueAt`. */
export const bookingConfirmation = (dueAt: number): OutboxMessage => ({
  ...leadNotice(Date.now() - dueAt),
  kind: "booking_confirmation",
  template: undefined,
  ref: undefined,
  text: "Your consultation is booked",
  dueAt,
});
