/**
 * Booking verbs for the free discovery call: book a chosen slot, cancel. Free slots come from
 * ./slots; plain-words wishes are booked by ./schedule-meeting. Every booking also becomes a
 * lead so it shows in Website Leads, stored in the booking's own write.
 */
import type { Booking, BookingResult, CancelResult } from "@repo/schemas";
import { z } from "zod";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import { markdownLiteral } from "../lib/markdown-text";
import { formatInZone } from "../lib/zoned-time";
import { createLead, leadWithNotice } from "./leads";
import {
  bookingCancellation,
  bookingConfirmation,
  confirmationNextStep,
  ownerBookingNotice,
} from "./mail/booking-mail";
import {
  HORIZON_DAYS,
  isBookableStart,
  nearestFree,
  SLOT_MINUTES,
  SLOT_MS,
  type SlotDeps,
  slotView,
  timeView,
} from "./slots";

/** The brand fills the emails stored with each booking's lead. */
export type BookingDeps = SlotDeps & Pick<Deps, "brand">;

/** The channel that made the booking, e.g. "mcp"; names the lead source. */
export type BookingChannel = "mcp" | "nlweb" | "chat";

const leadSource = (channel: BookingChannel) => `ai_agent_${channel}`;

// ---- booking -------------------------------------------------------------------------------

const nextSteps = (deps: BookingDeps, booking: Booking) => [
  confirmationNextStep(deps, booking.email),
  "The call is free and takes 30 minutes: we discuss the business, its bottlenecks and where AI would pay off.",
  "To cancel, call cancel_booking with the booking id and the same email.",
];

/** Who books; what `BookConsultationInput` / `ScheduleMeetingInput` carry besides the time. */
export interface Person {
  name: string;
  email: string;
  businessType?: string;
  notes?: string;
  timeZone?: string;
}

/** Books one exact slot start; null when someone else holds it. */
export async function bookSlot(
  deps: BookingDeps,
  start: Date,
  person: Person,
  channel: BookingChannel,
): Promise<Booking | null> {
  const booking: Booking = {
    id: newId(),
    status: "confirmed",
    start: start.toISOString(),
    end: new Date(start.getTime() + SLOT_MS).toISOString(),
    name: person.name,
    email: person.email,
    ...(person.businessType ? { businessType: person.businessType } : {}),
    ...(person.notes ? { notes: person.notes } : {}),
    ...(person.timeZone ? { timeZone: person.timeZone } : {}),
    source: channel,
    environment: deps.env.APP_ENV,
    createdAt: deps.clock().toISOString(),
  };
  // One write: the slot, the booking's lead, the owner's notice and the booker's invitation.
  // A failure stores none of them, so a retry finds the slot free; none is ever left behind.
  return deps.storage.bookings.create(
    booking,
    leadWithNotice(
      deps,
      {
        type: "booking",
        name: person.name,
        email: person.email,
        source: leadSource(channel),
        bookingId: booking.id,
        ...(person.businessType ? { industry: person.businessType } : {}),
        message: [
          `Free discovery call booked by an AI agent for ${formatInZone(start, deps.businessHours.timeZone)}.`,
          person.businessType ? `Business type: ${person.businessType}.` : "",
          person.notes ? `Notes: ${person.notes}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
      },
      [bookingConfirmation(deps, booking)],
    ),
  );
}

export const confirmed = (
  deps: BookingDeps,
  booking: Booking,
  interpreted?: string,
): BookingResult => {
  const hours = deps.businessHours;
  const start = new Date(booking.start);
  return {
    status: "confirmed",
    message: `Booked: free 30-minute discovery call for ${markdownLiteral(booking.name)} on ${formatInZone(start, hours.timeZone)}. Booking id ${booking.id}.`,
    booking: {
      bookingId: booking.id,
      name: booking.name,
      email: booking.email,
      start: timeView(start, hours, booking.timeZone),
      end: timeView(new Date(booking.end), hours, booking.timeZone),
      durationMinutes: SLOT_MINUTES,
    },
    ...(booking.leadId ? { leadId: booking.leadId } : {}),
    nextSteps: nextSteps(deps, booking),
    ...(interpreted ? { interpreted } : {}),
  };
};

/** Books the slot the agent chose, or records a call-back request when it chose none. */
export async function bookConsultation(
  deps: BookingDeps,
  input: Person & { slotStart?: string },
  channel: BookingChannel,
): Promise<BookingResult> {
  const hours = deps.businessHours;
  if (!input.slotStart) {
    const lead = await createLead(deps, {
      type: "booking",
      name: input.name,
      email: input.email,
      source: leadSource(channel),
      ...(input.businessType ? { industry: input.businessType } : {}),
      message: [
        "Call-back request from an AI agent (no time slot chosen).",
        input.businessType ? `Business type: ${input.businessType}.` : "",
        input.notes ? `Notes: ${input.notes}` : "",
      ]
        .filter(Boolean)
        .join("\n"),
    });
    return {
      status: "callback_requested",
      message: `No time slot was given, so a call-back request for ${markdownLiteral(input.name)} was recorded; the team replies by email within 24 hours. To book a fixed time, call check_availability and pass one slot's start.utc as slotStart.`,
      leadId: lead.id,
      nextSteps: ["Expect an email within 24 hours to agree on a time."],
    };
  }

  const start = new Date(input.slotStart);
  if (!isBookableStart(deps, start)) {
    throw new AppError(
      "invalid_input",
      `${start.toISOString()} is not a bookable slot. Slots are ${SLOT_MINUTES} minutes within ${hours.label} (${hours.timeZone}), at least 1 hour ahead and at most ${HORIZON_DAYS} days ahead. Call check_availability and pass one slot's start.utc.`,
    );
  }
  const booking = await bookSlot(deps, start, input, channel);
  if (booking) return confirmed(deps, booking);
  // A retry whose first answer was lost: the slot is already this person's.
  const mine = await heldBy(deps, start, input.email);
  if (mine) return confirmed(deps, mine);
  const alternatives = await nearestFree(deps, start);
  return {
    status: "conflict",
    message: `The slot ${formatInZone(start, hours.timeZone)} was just taken. Pick one of the alternatives and call book_consultation again.`,
    alternatives: alternatives.map((s) => slotView(s, hours, input.timeZone)),
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The person's own confirmed booking of the slot starting at `start`, if any. */
export async function heldBy(
  deps: BookingDeps,
  start: Date,
  email: string,
): Promise<Booking | null> {
  const [holder] = await deps.storage.bookings.listConfirmed(
    deps.env.APP_ENV,
    start.toISOString(),
    new Date(start.getTime() + 1).toISOString(),
  );
  return holder && sameEmail(holder.email, email) ? holder : null;
}

const PERSON_LOCK_MS = 10_000;
/** A person lock's token as stored; one of another shape is not ours, and left to expire. */
const lockToken = z.string();

/**
 * Runs `fn` while holding this person's booking lock (in storage, so every process sees it).
 * Waits at most ~3 s for a call already holding it, then runs anyway: the slot claim itself
 * is atomic, the lock only keeps one person's retries from booking twice.
 */
export async function withPersonLock<T>(
  deps: BookingDeps,
  email: string,
  fn: () => Promise<T>,
): Promise<T> {
  const key = `booking-person-lock:${deps.env.APP_ENV}:${email.trim().toLowerCase()}`;
  const token = crypto.randomUUID();
  let held = false;
  for (let i = 0; i < 60 && !held; i++) {
    held = await deps.storage.kv.setIfAbsent(key, token, PERSON_LOCK_MS);
    if (!held) await Bun.sleep(50);
  }
  try {
    return await fn();
  } finally {
    if (held && (await deps.storage.kv.read(key, lockToken)) === token)
      await deps.storage.kv.delete(key);
  }
}

/** The person's confirmed bookings starting in [from, to). */
export async function bookingsOf(
  deps: BookingDeps,
  email: string,
  from: Date,
  to: Date,
): Promise<Booking[]> {
  const all = await deps.storage.bookings.listConfirmed(
    deps.env.APP_ENV,
    from.toISOString(),
    to.toISOString(),
  );
  return all.filter((b) => sameEmail(b.email, email));
}

/** The booking with this id made with this email; one answer for both misses, so ids cannot be probed. */
export async function ownBooking(deps: BookingDeps, id: string, email: string): Promise<Booking> {
  const found = await deps.storage.bookings.get(id);
  if (!found || !sameEmail(found.email, email) || found.environment !== deps.env.APP_ENV) {
    throw new AppError("not_found", "No booking with that id and email");
  }
  return found;
}

/** Adds a note to the booking's lead, so the owner sees what happened in Website Leads. */
export async function noteOnLead(deps: BookingDeps, booking: Booking, text: string, at: string) {
  if (!booking.leadId) return;
  await deps.storage.leads.update(booking.leadId, (lead) => ({
    ...lead,
    notes: [...lead.notes, { text, createdAt: at, author: "agent" }],
    updatedAt: at,
  }));
}

// ---- cancelling ----------------------------------------------------------------------------

export async function cancelBooking(
  deps: BookingDeps,
  input: { bookingId: string; email: string },
): Promise<CancelResult> {
  const hours = deps.businessHours;
  const found = await ownBooking(deps, input.bookingId, input.email);
  const at = deps.clock().toISOString();
  const wasCancelled = found.status === "cancelled";
  const cancelled: Booking = { ...found, status: "cancelled", cancelledAt: at };
  const booking =
    (await deps.storage.bookings.cancel(found.id, at, [
      bookingCancellation(deps, cancelled),
      ownerBookingNotice(deps, cancelled, "cancelled"),
    ])) ?? found;
  if (!wasCancelled) await noteOnLead(deps, booking, "Booking cancelled by the AI agent.", at);
  const start = new Date(booking.start);
  return {
    status: "cancelled",
    bookingId: booking.id,
    message: wasCancelled
      ? `Booking ${booking.id} was already cancelled.`
      : `Cancelled the call on ${formatInZone(start, hours.timeZone)}; the slot is free again.`,
    start: timeView(start, hours, booking.timeZone),
  };
}
