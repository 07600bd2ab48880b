/** Building outbox messages and the admin's verbs on them (list, retry, test email). */
import type { Lead, OutboxKind, OutboxMessage, OutboxSummary, OutboxTemplate } from "@repo/schemas";
import type { Deps } from "../../context";
import { AppError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { mailConfig } from "./config";
import { leadSubject, type MailContent, testMail } from "./templates";

type OutboxDeps = Pick<Deps, "env" | "brand" | "clock">;

/** A queued message, due now (or when `now` is, e.g. the lead's creation it tells of). */
export function outboxMessage(
  deps: OutboxDeps,
  input: (MailContent | { subject: string; template: OutboxTemplate }) & {
    kind: OutboxKind;
    to: string;
    ref?: string;
    calendar?: OutboxMessage["calendar"];
  },
  now = deps.clock(),
): OutboxMessage {
  const at = now.toISOString();
  return {
    ...input,
    id: newId(),
    environment: deps.env.APP_ENV,
    status: "queued",
    attempts: 0,
    dueAt: now.getTime(),
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * The owner's notice of a new lead, to be stored in the lead's own write. It keeps the subject
 * and the lead's id; the mail worker reads the lead and renders the email when it sends it, so
 * a lead's write neither renders the email nor stores the lead a second time. Created at the
 * lead's instant, which a store may then keep once for both.
 */
export function leadNotice(deps: OutboxDeps, lead: Lead): OutboxMessage {
  return outboxMessage(
    deps,
    {
      subject: leadSubject(lead),
      template: { name: "lead", leadId: lead.id },
      kind: "lead",
      to: mailConfig(deps).ownerEmail,
      ref: lead.id,
    },
    new Date(lead.createdAt),
  );
}

const summary = ({
  text: _t,
  html: _h,
  template: _template,
  calendar,
  ...rest
}: OutboxMessage): OutboxSummary => ({
  ...rest,
  hasInvitation: Boolean(calendar),
});

export async function recentOutbox(deps: Pick<Deps, "storage">, limit = 50) {
  return (await deps.storage.outbox.list(limit)).map(summary);
}

/** Queues a failed message again for delivery now. */
export async function retryOutboxMessage(
  deps: Pick<Deps, "storage" | "clock">,
  id: string,
): Promise<OutboxSummary> {
  const now = deps.clock();
  const message = await deps.storage.outbox.retry(id, now.getTime(), now.toISOString());
  if (message) return summary(message);
  const found = await deps.storage.outbox.get(id);
  if (!found) throw new AppError("not_found", "No message with that id");
  throw new AppError("conflict", `The message is already ${found.status}`);
}

/** Queues a test message to the owner; the worker delivers it like any other. */
export async function queueTestEmail(
  deps: OutboxDeps & Pick<Deps, "storage">,
): Promise<OutboxSummary> {
  const config = mailConfig(deps);
  const message = outboxMessage(deps, {
    ...testMail(deps.brand, config.server),
    kind: "test",
    to: config.ownerEmail,
  });
  await deps.storage.outbox.enqueue([message]);
  return summary(message);
}
