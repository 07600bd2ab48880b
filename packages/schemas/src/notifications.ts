import { z } from "zod";
import { appEnvironmentSchema } from "./common";
import { leadSchema } from "./leads";

/**
 * queued: waits for its next attempt (after a failed one it carries `lastError`);
 * sending: claimed by one server process; sent; failed: gave up after the last attempt
 * (the admin can retry it).
 */
export const outboxStatusSchema = z.enum(["queued", "sending", "sent", "failed"]);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

export const outboxKindSchema = z.enum([
  "lead",
  "booking_confirmation",
  "booking_update",
  "digest",
  "test",
]);
export type OutboxKind = z.infer<typeof outboxKindSchema>;

/** A calendar invitation attached as a `text/calendar` part. */
export const outboxCalendarSchema = z.object({
  method: z.enum(["REQUEST", "CANCEL", "PUBLISH"]),
  content: z.string(),
});

/**
 * What the mail worker renders a message from when it sends it: the owner's notice of a new
 * lead names the lead (stored in the same write, never deleted), and the worker reads it when
 * it sends the email; the email shows only fields a lead keeps from its creation on. Notices
 * stored by earlier versions carry the lead itself and are rendered from it.
 */
export const outboxTemplateSchema = z.union([
  z.object({ name: z.literal("lead"), leadId: z.string() }),
  z.object({ name: z.literal("lead"), lead: leadSchema }),
]);
export type OutboxTemplate = z.infer<typeof outboxTemplateSchema>;

/**
 * One email in the outbox, delivered by the mail worker: rendered when it is queued (`text`
 * and `html`), or rendered from its `template` when it is sent. `subject` is always stored
 * (the admin's outbox list shows it).
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: outboxKindSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string().optional(),
  html: z.string().optional(),
  template: outboxTemplateSchema.optional(),
  calendar: outboxCalendarSchema.optional(),
  /** The lead or booking it tells about. */
  ref: z.string().optional(),
  environment: appEnvironmentSchema,
  status: outboxStatusSchema,
  attempts: z.number().int(),
  /** Epoch ms of the next attempt (while sending: when the claim lapses). */
  dueAt: z.number(),
  lastError: z.string().optional(),
  sentAt: z.string().optional(),
  /** When the owner last pressed Retry: its attempts (and how long they go on) start again there. */
  retriedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** What the Settings page lists: everything but the bodies. */
export const outboxSummarySchema = outboxMessageSchema
  .omit({ text: true, html: true, template: true, calendar: true })
  .extend({ hasInvitation: z.boolean() });
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

export const busyCalendarStatusSchema = z.object({
  configured: z.boolean(),
  /** The feed's host only: its path is a secret. */
  source: z.string().optional(),
  lastSyncAt: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  /** Events read in the last good copy (recurring ones count once). */
  events: z.number().int(),
  /** Busy intervals in the coming horizon after expanding recurrences. */
  busyIntervals: z.number().int(),
  lastError: z.string().optional(),
});
export type BusyCalendarStatus = z.infer<typeof busyCalendarStatusSchema>;

export const smtpStatusSchema = z.object({
  configured: z.boolean(),
  /** Host and port only, never the credentials. */
  server: z.string().optional(),
  from: z.string(),
  ownerEmail: z.string(),
  lastSentAt: z.string().optional(),
  lastError: z.string().optional(),
  lastErrorAt: z.string().optional(),
  queued: z.number().int(),
  failed: z.number().int(),
});
export type SmtpStatus = z.infer<typeof smtpStatusSchema>;

/** `GET /api/admin/settings`. */
export const adminSettingsSchema = z.object({
  calendarFeedUrl: z.string(),
  smtp: smtpStatusSchema,
  busyCalendar: busyCalendarStatusSchema,
  businessHours: z.object({
    label: z.string(),
    timeZone: z.string(),
    /** Weekdays with no opening hours, e.g. ["Sat", "Sun"]. */
    closedDays: z.array(z.string()),
    /** Dates closed on top of the weekly hours (YYYY-MM-DD), when configured. */
    closedDates: z.array(z.string()),
    /** Whose public holidays are closed, e.g. "US", or "none". */
    holidays: z.string(),
    openNow: z.boolean(),
  }),
  outbox: z.array(outboxSummarySchema),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
