/**
 * The owner's morning digest: at the start of business hours, one email listing what arrived
 * while the business was closed (bookings, leads, chats that asked for a person). Sent once
 * per business day (one process wins the day's claim) and only when there is something to say.
 */
import type { Conversation, Lead } from "@repo/schemas";
import { z } from "zod";
import type { Deps } from "../../context";
import { dateKey, formatInZone, zonedParts } from "../../lib/zoned-time";
import { isOpenAt } from "../business-hours";
import { AFTER_HOURS_TAG } from "../chat";
import { mailConfig } from "./config";
import { outboxMessage } from "./outbox";
import { leadAdminUrl, type MailSection, oneLine, renderMail } from "./templates";

type DigestDeps = Pick<Deps, "storage" | "env" | "brand" | "clock" | "businessHours">;

/** How far back the first digest ever looks. */
const FIRST_LOOKBACK_MS = 3 * 86_400_000;
/** When the last digest ran, as stored; one of another shape reads as never (the first look back). */
const lastRun = z.iso.datetime();

export type DigestOutcome = "closed" | "already_sent" | "nothing_new" | "queued";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function digestSections(deps: DigestDeps, leads: Lead[], chats: Conversation[]): MailSection[] {
  const zone = deps.businessHours.timeZone;
  const at = (iso: string) => formatInZone(new Date(iso), zone);
  const leadRow = (l: Lead): [string, string] => [
    at(l.createdAt),
    `${l.name} <${l.email}>${l.company ? `, ${l.company}` : ""}: ${leadAdminUrl(deps.brand, l.id)}`,
  ];
  const bookings = leads.filter((l) => l.type === "booking");
  const others = leads.filter((l) => l.type !== "booking");
  return [
    ...(bookings.length ? [{ heading: "Bookings", rows: bookings.map(leadRow) }] : []),
    ...(others.length ? [{ heading: "Leads", rows: others.map(leadRow) }] : []),
    ...(chats.length
      ? [
          {
            heading: "Chats that asked for a person",
            rows: chats.map((c): [string, string] => [
              at(c.startedAt),
              oneLine(c.firstQuestion ?? "(no question)", 160),
            ]),
          },
        ]
      : []),
  ];
}

/** What arrived while closed in [since, until): leads (bookings among them) and chats. */
async function arrivedWhileClosed(deps: DigestDeps, since: string, until: string) {
  const env = deps.env.APP_ENV;
  const closedAt = (iso: string) => !isOpenAt(deps.businessHours, new Date(iso));
  const leads = (await deps.storage.leads.list({ environment: env }))
    .filter((l) => l.createdAt >= since && l.createdAt < until && closedAt(l.createdAt))
    .reverse();
  const conversations = await deps.storage.conversations.list({
    environment: env,
    source: "chat",
    from: since,
    to: until,
    limit: 500,
  });
  // A chat whose visitor left details is already listed as its lead.
  const chats = conversations
    .filter((c) => c.tags.includes(AFTER_HOURS_TAG) && !c.leadId)
    .reverse();
  return { leads, chats };
}

function digestMail(deps: DigestDeps, since: string, leads: Lead[], chats: Conversation[]) {
  const hours = deps.businessHours;
  const bookings = leads.filter((l) => l.type === "booking").length;
  const counts = [
    bookings ? plural(bookings, "booking") : "",
    leads.length - bookings ? plural(leads.length - bookings, "lead") : "",
    chats.length ? plural(chats.length, "chat") : "",
  ].filter(Boolean);
  const content = renderMail(
    `Morning digest: ${counts.join(", ")} while you were away`,
    `Good morning. This arrived at ${deps.brand.companyName} outside business hours (${hours.label}, ${hours.timeZone}) since ${formatInZone(new Date(since), hours.timeZone)}.`,
    [
      ...digestSections(deps, leads, chats),
      { link: { label: "Open Website Leads", url: `${deps.brand.siteUrl}/admin/leads` } },
    ],
  );
  return outboxMessage(deps, { ...content, kind: "digest", to: mailConfig(deps).ownerEmail });
}

/**
 * Queues today's digest if business hours have begun and it is not sent yet. The day is
 * claimed first (one process wins); if reading or queueing fails the claim is given back so
 * the next check tries again.
 */
export async function runMorningDigest(deps: DigestDeps): Promise<DigestOutcome> {
  const now = deps.clock();
  if (!isOpenAt(deps.businessHours, now)) return "closed";
  const env = deps.env.APP_ENV;
  const dayKey = `digest:${env}:${dateKey(zonedParts(now, deps.businessHours.timeZone))}`;
  if (!(await deps.storage.kv.setIfAbsent(dayKey, now.toISOString(), 3 * 86_400_000))) {
    return "already_sent";
  }
  try {
    const lastKey = `digest:${env}:last`;
    const since =
      (await deps.storage.kv.read(lastKey, lastRun)) ??
      new Date(now.getTime() - FIRST_LOOKBACK_MS).toISOString();
    const { leads, chats } = await arrivedWhileClosed(deps, since, now.toISOString());
    if (leads.length || chats.length) {
      await deps.storage.outbox.enqueue([digestMail(deps, since, leads, chats)]);
    }
    await deps.storage.kv.set(lastKey, now.toISOString());
    return leads.length || chats.length ? "queued" : "nothing_new";
  } catch (error) {
    await deps.storage.kv.delete(dayKey).catch(() => {});
    throw error;
  }
}
