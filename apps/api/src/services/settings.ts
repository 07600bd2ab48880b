/** The Settings page: notifications, the outbox, the calendar feed, busy calendar and hours. */
import type { AdminSettings, SmtpStatus } from "@repo/schemas";
import type { Deps } from "../context";
import { isOpenAt } from "./business-hours";
import { calendarFeedUrl } from "./calendar/feed";
import { businessCountry } from "./closed-days";
import { mailConfig } from "./mail/config";
import { recentOutbox } from "./mail/outbox";
import { LAST_ERROR_KEY, LAST_SENT_KEY, lastErrorSchema, lastSentSchema } from "./mail/worker";

/** Weekday names by index (0 = Sunday), listed from Monday. */
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

async function smtpStatus(deps: Deps): Promise<SmtpStatus> {
  const config = mailConfig(deps);
  const [sent, error, counts] = await Promise.all([
    deps.storage.kv.read(LAST_SENT_KEY, lastSentSchema),
    deps.storage.kv.read(LAST_ERROR_KEY, lastErrorSchema),
    deps.storage.outbox.counts(),
  ]);
  return {
    configured: Boolean(deps.env.SMTP_URL),
    ...(config.server ? { server: config.server } : {}),
    from: config.from,
    ownerEmail: config.ownerEmail,
    ...(sent ? { lastSentAt: sent.at } : {}),
    ...(error ? { lastError: error.error, lastErrorAt: error.at } : {}),
    queued: counts.queued + counts.sending,
    failed: counts.failed,
  };
}

export async function adminSettings(deps: Deps): Promise<AdminSettings> {
  const hours = deps.businessHours;
  const [feedUrl, smtp, busyCalendar, outbox] = await Promise.all([
    calendarFeedUrl(deps),
    smtpStatus(deps),
    deps.busyCalendar?.status() ?? { configured: false, events: 0, busyIntervals: 0 },
    recentOutbox(deps),
  ]);
  return {
    calendarFeedUrl: feedUrl,
    smtp,
    busyCalendar,
    businessHours: {
      label: hours.label,
      timeZone: hours.timeZone,
      closedDays: MONDAY_FIRST.filter((d) => !hours.week[d]?.length).map((d) => WEEKDAYS[d] ?? ""),
      holidays: businessCountry(deps.env.BUSINESS_COUNTRY, hours.timeZone).replace("NONE", "none"),
      closedDates: [...deps.env.BUSINESS_CLOSED_DATES],
      openNow: isOpenAt(hours, deps.clock()),
    },
    outbox,
  };
}
