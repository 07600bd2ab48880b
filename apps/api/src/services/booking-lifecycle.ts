/**
 * Looking a booking up and moving it: find_booking (one booking by id and email, or the
 * upcoming bookings of an email) and reschedule_booking (atomic: the new slot is taken before
 * the old one is freed; when the new slot is taken the booking stays as it was).
 */
import type { Booking, BookingResult, FindBookingResult } from "@repo/schemas";
import { AppError } from "../lib/errors";
import { formatInZone } from "../lib/zoned-time";
import { type BookingDeps, bookingsOf, confirmed, noteOnLead, ownBooking } from "./bookings";
import { bookingMoved, ownerBookingNotice } from "./mail/booking-mail";
import {
  DAY_MS,
  HORIZON_DAYS,
  isBookableStart,
  nearestFree,
  SLOT_MINUTES,
  SLOT_MS,
  slotView,
  timeView,
} from "./slots";

const view = (deps: BookingDeps, b: Booking, timeZone?: string) => ({
  bookingId: b.id,
  status: b.status,
  name: b.name,
  email: b.email,
  start: timeView(new Date(b.start), deps.businessHours, timeZone ?? b.timeZone),
  end: timeView(new Date(b.end), deps.businessHours, timeZone ?? b.timeZone),
  durationMinutes: SLOT_MINUTES,
});

export async function findBooking(
  deps: BookingDeps,
  input: { email: string; bookingId?: string; timeZone?: string },
): Promise<FindBookingResult> {
  const zone = deps.businessHours.timeZone;
  if (input.bookingId) {
    const b = await ownBooking(deps, input.bookingId, input.email);
    return {
      message: `Booking ${b.id} is ${b.status}: ${formatInZone(new Date(b.start), zone)}.`,
      bookings: [view(deps, b, input.timeZone)],
    };
  }
  // Calls already under way count as upcoming until they end.
  const from = new Date(deps.clock().getTime() - SLOT_MS);
  const to = new Date(from.getTime() + (HORIZON_DAYS + 1) * DAY_MS);
  const list = await bookingsOf(deps, input.email, from, to);
  return {
    message: list.length
      ? `${list.length} upcoming booking${list.length === 1 ? "" : "s"} for ${input.email}.`
      : `No upcoming bookings for ${input.email}.`,
    bookings: list.map((b) => view(deps, b, input.timeZone)),
  };
}

export async function rescheduleBooking(
  deps: BookingDeps,
  input: { bookingId: string; email: string; slotStart: string; timeZone?: string },
): Promise<BookingResult> {
  const hours = deps.businessHours;
  const found = await ownBooking(deps, input.bookingId, input.email);
  if (found.status !== "confirmed") {
    throw new AppError(
      "invalid_input",
      `Booking ${found.id} is cancelled; book a new call with book_consultation instead.`,
    );
  }
  const start = new Date(input.slotStart);
  if (start.getTime() === Date.parse(found.start)) return confirmed(deps, found);
  if (!isBookableStart(deps, start)) {
    throw new AppError(
      "invalid_input",
      `${start.toISOString()} is not a bookable slot. Slots are ${SLOT_MINUTES} minutes within ${hours.label} (${hours.timeZone}), at least 1 hour ahead and at most ${HORIZON_DAYS} days ahead. Call check_availability and pass one slot's start.utc.`,
    );
  }
  const at = deps.clock().toISOString();
  const end = new Date(start.getTime() + SLOT_MS);
  // The booker's updated invitation and the owner's notice are stored with the move.
  const moved = await deps.storage.bookings.reschedule(
    found.id,
    start.toISOString(),
    end.toISOString(),
    at,
    (next) => [bookingMoved(deps, next, found.start), ownerBookingNotice(deps, next, "moved")],
  );
  if (!moved) {
    const alternatives = await nearestFree(deps, start);
    return {
      status: "conflict",
      message: `The slot ${formatInZone(start, hours.timeZone)} is taken, so booking ${found.id} stays on ${formatInZone(new Date(found.start), hours.timeZone)}. Pick one of the alternatives and call reschedule_booking again.`,
      alternatives: alternatives.map((s) => slotView(s, hours, input.timeZone)),
    };
  }
  const from = formatInZone(new Date(found.start), hours.timeZone);
  const to = formatInZone(start, hours.timeZone);
  await noteOnLead(deps, moved, `Booking moved by the AI agent from ${from} to ${to}.`, at);
  const result = confirmed(deps, moved);
  return { ...result, message: `Moved booking ${moved.id} from ${from} to ${to}.` };
}
