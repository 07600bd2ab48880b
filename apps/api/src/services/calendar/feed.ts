/**
 * The owner's private subscription feed of bookings, at /api/calendar/<secret>.ics. The secret
 * lives in storage; regenerating it invalidates the old address at once.
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Deps } from "../../context";
import { AppError } from "../../lib/errors";
import { randomSecret } from "../../lib/ids";
import { mailConfig } from "../mail/config";
import { DAY_MS, HORIZON_DAYS } from "../slots";
import { bookingsFeed } from "./ics";

type FeedDeps = Pick<Deps, "storage" | "env" | "brand" | "clock">;

const secretKey = (deps: Pick<Deps, "env">) => `calendar:feed-secret:${deps.env.APP_ENV}`;

/** A secret as stored; one of another shape is none (no feed answers to it). */
const storedSecret = z.string().min(1);

/**
 * The current secret, created on first use (one winner when processes race). A stored one of
 * another shape opens no feed: it is replaced, as regenerating does, and read back, so loads
 * replacing it at once show the one kept (the last written); only one that read back before
 * another wrote shows its own, until reloaded.
 */
async function currentSecret(deps: FeedDeps): Promise<string> {
  const key = secretKey(deps);
  const read = () => deps.storage.kv.read(key, storedSecret);
  const existing = await read();
  if (existing) return existing;
  await deps.storage.kv.setIfAbsent(key, randomSecret(24));
  const created = await read();
  if (created) return created;
  const secret = randomSecret(24);
  await deps.storage.kv.set(key, secret);
  return (await read()) ?? secret;
}

const feedUrl = (deps: FeedDeps, secret: string) =>
  `${deps.brand.siteUrl}/api/calendar/${secret}.ics`;

export async function calendarFeedUrl(deps: FeedDeps): Promise<string> {
  return feedUrl(deps, await currentSecret(deps));
}

/** A new secret: the old subscription address stops working. */
export async function regenerateCalendarFeed(deps: FeedDeps): Promise<string> {
  const secret = randomSecret(24);
  await deps.storage.kv.set(secretKey(deps), secret);
  return feedUrl(deps, secret);
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The feed at `<secret>.ics`: confirmed bookings from a day back on. 404 for any other name. */
export async function bookingsFeedIcs(deps: FeedDeps, file: string): Promise<string> {
  const secret = file.endsWith(".ics") ? file.slice(0, -4) : "";
  const current = secret ? await deps.storage.kv.read(secretKey(deps), storedSecret) : null;
  if (!current || !sameSecret(current, secret)) {
    throw new AppError("not_found", "No calendar at this address");
  }
  const now = deps.clock();
  const bookings = await deps.storage.bookings.listConfirmed(
    deps.env.APP_ENV,
    new Date(now.getTime() - DAY_MS).toISOString(),
    new Date(now.getTime() + (HORIZON_DAYS + 1) * DAY_MS).toISOString(),
  );
  return bookingsFeed(bookings, {
    brand: deps.brand,
    organizerEmail: mailConfig(deps).ownerEmail,
    now,
  });
}
