/**
 * The mail worker: claims due outbox messages (atomically, so several server processes on one
 * store never send one twice), sends them over SMTP, and on failure queues them again with an
 * exponential backoff. It runs beside the server and never touches a visitor's request.
 */
import type { OutboxMessage } from "@repo/schemas";
import type { Transporter } from "nodemailer";
import { z } from "zod";
import type { Deps } from "../../context";
import { mailConfig } from "./config";
import { leadNotification } from "./templates";

/**
 * A message is retried until it is this old, then marked failed (the admin can retry it): an
 * outage of hours (a provider down overnight, a wrong password fixed next morning) loses nothing.
 * The admin's Retry starts the count again: as old as the retry, its attempts from 0.
 */
export const MAX_RETRY_AGE_MS = 3 * 86_400_000;
/** Longest wait between two attempts. */
export const MAX_BACKOFF_MS = 15 * 60_000;
/** A claimed message is claimable again after this, should its process die mid-send. */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
/** Sent messages are kept this long for the Settings page, then deleted. */
export const KEEP_SENT_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** kv keys the Settings page reads: the last delivery and the last error. */
export const LAST_SENT_KEY = "mail:last-sent";
export const LAST_ERROR_KEY = "mail:last-error";
/** The notes as written (the message sent, the error); one of another shape reads as none ("never"). */
export const lastSentSchema = z.object({ at: z.string(), id: z.string().optional() });
export const lastErrorSchema = z.object({ at: z.string(), error: z.string() });
type LastSent = z.input<typeof lastSentSchema>;
type LastError = z.input<typeof lastErrorSchema>;

export const backoffMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

type WorkerDeps = Pick<Deps, "env" | "brand" | "storage" | "logger" | "clock">;

export interface MailWorker {
  /** Claims and sends what is due now; resolves with the number delivered. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** A message no later attempt could send (what it names is gone); a failed read is not one. */
class UnsendableMail extends Error {}

/** Starts polling every MAIL_POLL_MS; null when no SMTP_URL is set (messages stay queued). */
export function startMailWorker(deps: WorkerDeps): MailWorker | null {
  const url = deps.env.SMTP_URL;
  if (!url) return null;
  const config = mailConfig(deps);
  // nodemailer is loaded on the first message, and only when SMTP_URL is set (~20 MB of memory).
  let transport: Transporter | undefined;
  const transportFor = async () => {
    transport ??= (await import("nodemailer")).createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return transport;
  };
  const log = deps.logger.child({ component: "mail" });

  /**
   * A message queued with a template is rendered now, from the lead it names (read now) or, as
   * earlier versions stored it, carries; one stored rendered is sent as stored.
   */
  const contentOf = async (m: OutboxMessage): Promise<Pick<OutboxMessage, "text" | "html">> => {
    const template = m.template;
    if (!template) return m;
    const lead = "lead" in template ? template.lead : await deps.storage.leads.get(template.leadId);
    if (!lead) throw new UnsendableMail("the lead this notice names is not stored");
    return leadNotification(lead, deps.brand);
  };

  const deliver = async (m: OutboxMessage): Promise<boolean> => {
    try {
      const { text, html } = await contentOf(m);
      await (await transportFor()).sendMail({
        from: config.from,
        to: m.to,
        subject: m.subject,
        text,
        html,
        headers: { "X-Outbox-Id": m.id },
        ...(m.calendar
          ? {
              icalEvent: {
                method: m.calendar.method,
                content: m.calendar.content,
                filename: "invite.ics",
              },
            }
          : {}),
      });
      const at = deps.clock().toISOString();
      await deps.storage.outbox.markSent(m.id, at);
      await deps.storage.kv.set(LAST_SENT_KEY, { at, id: m.id } satisfies LastSent);
      log.info({ id: m.id, kind: m.kind }, "mail sent");
      return true;
    } catch (error) {
      const now = deps.clock();
      const message = error instanceof Error ? error.message : String(error);
      const next = now.getTime() + backoffMs(m.attempts, deps.env.MAIL_RETRY_BASE_MS);
      const tooOld = next - Date.parse(m.retriedAt ?? m.createdAt) > MAX_RETRY_AGE_MS;
      // Trying again cannot send what is missing: failed at once, for the owner to see.
      const retryAt = tooOld || error instanceof UnsendableMail ? null : next;
      await deps.storage.outbox.markFailed(m.id, message, now.toISOString(), retryAt);
      const note = { at: now.toISOString(), error: message } satisfies LastError;
      await deps.storage.kv.set(LAST_ERROR_KEY, note);
      log.warn({ id: m.id, attempts: m.attempts, retryAt, err: message }, "mail not sent");
      return false;
    }
  };

  let prunedAt = 0;
  let setAside = 0;
  const runOnce = async () => {
    const now = deps.clock().getTime();
    if (now - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now;
      await deps.storage.outbox.pruneSent(new Date(now - KEEP_SENT_MS).toISOString());
    }
    const due = await deps.storage.outbox.claimDue(deps.clock().getTime(), LEASE_MS, BATCH);
    // Stored entries the claim could not read (never sent): told once each, and at each start.
    const total = (await deps.storage.outbox.setAside?.()) ?? 0;
    if (total > setAside)
      log.warn({ count: total - setAside, total }, "unreadable outbox entries set aside");
    setAside = total;
    // In parallel: the whole batch ends within one SMTP timeout, well inside its claim.
    return (await Promise.all(due.map(deliver))).filter(Boolean).length;
  };

  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const loop = () => {
    running = runOnce()
      .catch((error) => log.warn({ err: String(error) }, "mail worker could not read the outbox"))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, deps.env.MAIL_POLL_MS);
      });
  };
  timer = setTimeout(loop, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}
