/**
 * Booking the free call inside the chat, with the booking service MCP agents use: up to three
 * free times in the visitor's time zone, the visitor picks one (a button or words like "the
 * second one"), gives a name and email, and the booking is confirmed with the same guarantees
 * (no double booking, a `booking` lead). These messages are the booking tool's: source `mcp`.
 */
import type { ChatSlot, VisitorMemory } from "@repo/schemas";
import { company } from "@repo/site-content";
import { type Intent, languageOf } from "../ai/front-desk/understanding";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { formatInZone, isValidTimeZone } from "../lib/zoned-time";
import { type BookingDeps, bookConsultation } from "./bookings";
import { claimDailyLead } from "./chat-lead";
import type { ChatSessionState } from "./chat-session";
import { confirmationNextStep } from "./mail/booking-mail";
import { fits, nearMisses, whyUnavailable } from "./schedule-meeting";
import { checkAvailability, freeSlots } from "./slots";
import { interpretRequest, type Wish } from "./wishes/interpret";

export interface ChatBookingState {
  offered: ChatSlot[];
  /** UTC start of the slot the visitor picked, waiting for a name and email. */
  chosen?: ChatSlot;
  /** Set once booked, so a repeated message cannot book twice. */
  bookingId?: string;
}

export interface BookingTurn {
  text: string;
  slots?: ChatSlot[];
  booked?: boolean;
}

type ChatBookingDeps = BookingDeps & Pick<Deps, "logger">;

const CALL = company.discoveryCall.minutes;
const OFFERED = 3;

/** "Tue, Nov 24, 10:00 AM MST" from the service's "Tue, Nov 24, 2026, 10:00 AM MST". */
const shortLabel = (label: string) => label.replace(/, \d{4},/, ",");

/** Zone names found valid: the widget's are checked when a session starts, a stored one not. */
const knownZones = new Set<string>();

/**
 * The visitor's zone, or the business's when none was sent or the stored one is not a zone (a
 * spoiled session), which would fail every time formatted in it. Checked once per name: a
 * check builds an Intl formatter, and the valid names are few (IANA's, kept up to 1000).
 */
function visitorZone(deps: Pick<Deps, "businessHours">, session: ChatSessionState): string {
  const zone = session.timeZone;
  if (zone === undefined) return deps.businessHours.timeZone;
  if (knownZones.has(zone)) return zone;
  if (!isValidTimeZone(zone)) return deps.businessHours.timeZone;
  if (knownZones.size < 1000) knownZones.add(zone);
  return zone;
}

const offer = (d: Date, zone: string): ChatSlot => ({
  start: d.toISOString(),
  label: shortLabel(formatInZone(d, zone)),
});

/**
 * Free times that lie wholly inside the wish, as schedule_meeting books them: an exact time
 * only at that minute (a free 2:30 is not "Friday at 2:15"), only on the days it names.
 */
async function freeInWish(deps: ChatBookingDeps, zone: string, wish: Wish) {
  const free = await freeSlots(deps, wish.from, wish.to);
  return free
    .filter((s) => fits(wish, s))
    .slice(0, OFFERED)
    .map((d) => offer(d, zone));
}

async function freeTimes(deps: ChatBookingDeps, zone: string) {
  const result = await checkAvailability(deps, { timeZone: zone, limit: OFFERED });
  return result.slots.map((s) => ({
    start: s.start.utc,
    label: shortLabel(s.start.callerLocal ?? s.start.businessLocal),
  }));
}

/** Offers up to three free times, in the window the visitor named if any. */
export async function offerTimes(
  deps: ChatBookingDeps,
  session: ChatSessionState,
  message: string,
  /** The message's wish when the caller read it already (it takes ~60 µs to read). */
  read?: { wish: Wish | null },
): Promise<BookingTurn> {
  const zone = visitorZone(deps, session);
  const wish = read ? read.wish : interpretRequest(message, deps.clock(), zone);
  let slots = wish ? await freeInWish(deps, zone, wish) : [];
  // Nothing free in the time asked for: say why (a holiday, outside hours, fully booked) and
  // offer the nearest times that keep as much of the wish as they can, as agents get them.
  const why = wish && !slots.length ? whyUnavailable(deps, wish).why : null;
  if (wish && !slots.length) {
    const near = await nearMisses(deps, wish, OFFERED);
    slots = near.map((d) => offer(d, zone));
  }
  if (!slots.length) slots = await freeTimes(deps, zone);
  if (!slots.length) {
    return {
      text: `I couldn't find a free time in the next weeks. Please [open our calendar](${deps.brand.bookingUrl}) or email [${deps.brand.email}](mailto:${deps.brand.email}).`,
    };
  }
  session.booking = { offered: slots };
  const intro = why
    ? `That time doesn't work: ${why.replace(/\s*\([A-Za-z_]+\/[A-Za-z_/]+\)/g, "")} These are the nearest free times for your free ${CALL}-minute discovery call`
    : `Here are the next free times for your free ${CALL}-minute discovery call`;
  return {
    text: [
      `${intro} (your time, ${zone}):`,
      ...slots.map((s, i) => `${i + 1}. ${s.label}`),
      "",
      `Pick one (tap a time, or tell me which), or [open our calendar](${deps.brand.bookingUrl}) for more.`,
    ].join("\n"),
    slots,
  };
}

/** Not a place in the list when a day follows: "the first Monday in December", "last week". */
const NOT_A_DAY = String.raw`(?!\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|week|weekend|month|thing|day|of|in|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)`;
const ORDINALS: [RegExp, number][] = [
  [new RegExp(String.raw`\blast\b${NOT_A_DAY}`, "i"), -1],
  [new RegExp(String.raw`\b(first|1st|#1|number one)\b${NOT_A_DAY}|^\W*1\W*$`, "i"), 0],
  [new RegExp(String.raw`\b(second|2nd|#2|number two)\b${NOT_A_DAY}|^\W*2\W*$`, "i"), 1],
  [new RegExp(String.raw`\b(third|3rd|#3|number three)\b${NOT_A_DAY}|^\W*3\W*$`, "i"), 2],
];

/** A day named in words or figures ("Friday", "tomorrow", "the 3rd", "12/3", "May 3"). */
const NAMES_A_DAY =
  /\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\b(?:today|tomorrow|tonight|week|weekend|month)\b|\d(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

/**
 * Whether a message in the middle of a booking names another time ("next Wednesday at 10am?",
 * "the first Monday in December"): a day and a wish that none of the offered times is in. A
 * name such as "May Lin" names no day; an offered time's own label is a pick.
 */
export function namesAnotherTime(
  message: string,
  offered: readonly ChatSlot[],
  now: Date,
  zone: string,
): boolean {
  return anotherTimeWish(message, offered, now, zone) !== null;
}

/** The other time a message names mid-booking (see `namesAnotherTime`), to offer; else null. */
export function anotherTimeWish(
  message: string,
  offered: readonly ChatSlot[],
  now: Date,
  zone: string,
): Wish | null {
  if (/@/.test(message) || !NAMES_A_DAY.test(message)) return null;
  const wish = interpretRequest(message, now, zone);
  if (!wish) return null;
  return offered.some((s) => fits(wish, new Date(s.start))) ? null : wish;
}

/** The offered time the message picks: its label, its clock time, or its place in the list. */
export function pickOffered(offered: readonly ChatSlot[], message: string): ChatSlot | null {
  const text = message.toLowerCase();
  const byLabel = offered.find((s) => text.includes(s.label.toLowerCase()));
  if (byLabel) return byLabel;
  const clock = /\b(\d{1,2})(?::(\d{2}))?\s*(am|pm)\b/i.exec(message);
  if (clock) {
    const wanted = `${Number(clock[1])}:${clock[2] ?? "00"} ${clock[3]?.toUpperCase()}`;
    const byTime = offered.filter((s) => s.label.includes(wanted));
    if (byTime.length === 1) return byTime[0] ?? null;
  }
  if (/\d{1,2}:\d{2}|\b\d{1,2}\s*(am|pm)\b/i.test(message)) return null;
  for (const [re, i] of ORDINALS) {
    const slot = offered.at(i);
    if (re.test(text) && slot) return slot;
  }
  return null;
}

/** A name typed next to an email when we asked for both ("Tom Baker, tom@example.com"). */
export function nameBesideEmail(message: string): string | undefined {
  const rest = message
    .replace(/[\w.+-]+@[\w-]+\.[\w.]+/, " ")
    .replace(/\b(my name is|i'm|i am|it's|name|email|is|and|,)\b/gi, " ");
  const words = rest.match(/[A-Za-zÀ-ÿ'-]{2,20}/g) ?? [];
  if (!words.length || words.length > 3) return undefined;
  return words.map((w) => (w[0]?.toUpperCase() ?? "") + w.slice(1)).join(" ");
}

/** Asks for what the booking still needs, or books the chosen time. */
export async function continueBooking(
  deps: ChatBookingDeps,
  session: ChatSessionState,
  memory: VisitorMemory,
): Promise<BookingTurn> {
  const chosen = session.booking?.chosen;
  if (!chosen) return { text: "" };
  if (!memory.name || !memory.email) {
    const missing = [!memory.name && "name", !memory.email && "email"]
      .filter(Boolean)
      .join(" and ");
    return { text: `Great choice: **${chosen.label}**. What ${missing} should I book it under?` };
  }
  try {
    const result = await bookConsultation(
      deps,
      {
        name: memory.name,
        email: memory.email,
        slotStart: chosen.start,
        ...(session.timeZone ? { timeZone: visitorZone(deps, session) } : {}),
        ...(memory.businessType ? { businessType: memory.businessType } : {}),
        notes: "Booked in the website chat.",
      },
      "chat",
    );
    if (result.status === "confirmed" && result.booking) {
      session.booking = { offered: [], bookingId: result.booking.bookingId };
      if (result.leadId) {
        session.leadId = result.leadId;
        await claimDailyLead(deps, memory.email, result.leadId);
      }
      return {
        booked: true,
        text: `Booked! Your free ${CALL}-minute discovery call is confirmed for **${chosen.label}**, ${memory.name}. ${confirmationNextStep(deps, `**${memory.email}**`)}`,
      };
    }
    const slots = (result.alternatives ?? []).slice(0, OFFERED).map((s) => ({
      start: s.start.utc,
      label: shortLabel(s.start.callerLocal ?? s.start.businessLocal),
    }));
    session.booking = { offered: slots };
    return {
      text: [
        `Sorry, **${chosen.label}** was just taken. These are still free:`,
        ...slots.map((s, i) => `${i + 1}. ${s.label}`),
      ].join("\n"),
      slots,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // The store (or a service behind it) is down, not the time refused: nothing was booked, and
    // the same times are kept so tapping one again books it once the store is back.
    if (error.status >= 500) {
      deps.logger.warn({ err: error.message }, "chat booking could not be saved; times kept");
      const offered = session.booking?.offered ?? [];
      session.booking = { offered };
      return {
        text: [
          `Sorry, I couldn't save your booking just now: our system is briefly unavailable, so nothing was booked yet. Please try again in a moment by tapping **${chosen.label}** again (or another time below), or [open our calendar](${deps.brand.bookingUrl}).`,
          ...offered.map((s, i) => `${i + 1}. ${s.label}`),
        ].join("\n"),
        ...(offered.length ? { slots: offered } : {}),
      };
    }
    deps.logger.warn({ err: error.message }, "chat booking refused; offering new times");
    session.booking = undefined;
    return {
      text: `That time can no longer be booked. Ask me for a call again and I'll offer new times, or [open our calendar](${deps.brand.bookingUrl}).`,
    };
  }
}

/** The booking's part of this message, if it has one (times offered, a pick, the details). */
export async function bookingTurn(
  deps: ChatBookingDeps,
  session: ChatSessionState,
  message: string,
  memory: ChatSessionState["memory"],
  intentOfMessage: () => Intent,
): Promise<BookingTurn | null> {
  const booking = session.booking;
  // Another time named mid-booking ("Friday at 2:15?") is a new wish: times for it are offered.
  if (booking && !booking.bookingId) {
    const zone = visitorZone(deps, session);
    // Its wish is read once, for this check and for the times offered.
    const wish = anotherTimeWish(message, booking.offered, deps.clock(), zone);
    if (wish) return offerTimes(deps, session, message, { wish });
  }
  if (booking?.chosen && !booking.bookingId) {
    const givesDetails =
      Boolean(memory.email && /@/.test(message)) || message.split(/\s+/).length <= 4;
    if (givesDetails) return continueBooking(deps, session, memory);
  }
  if (booking?.offered.length) {
    const picked = pickOffered(booking.offered, message);
    if (picked) {
      session.booking = { ...booking, chosen: picked };
      return continueBooking(deps, session, memory);
    }
  }
  return asksForCall(message, intentOfMessage) ? offerTimes(deps, session, message) : null;
}

/** A message asking for a call, in English: times are offered (the session's booking starts). */
export const asksForCall = (message: string, intentOfMessage: () => Intent) =>
  intentOfMessage() === "booking" && languageOf(message) === "en";
