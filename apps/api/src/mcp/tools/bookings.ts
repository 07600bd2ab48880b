/**
 * Booking tools: check_availability, book_consultation, schedule_meeting, find_booking,
 * reschedule_booking, cancel_booking. Each calls one service verb.
 */
import {
  availabilityResultSchema,
  type BookingResult,
  bookConsultationInputSchema,
  bookingResultSchema,
  type CancelResult,
  cancelBookingInputSchema,
  cancelResultSchema,
  checkAvailabilityInputSchema,
  findBookingInputSchema,
  findBookingResultSchema,
  rescheduleBookingInputSchema,
  scheduleMeetingInputSchema,
} from "@repo/schemas";
import { findBooking, rescheduleBooking } from "../../services/booking-lifecycle";
import { bookConsultation, cancelBooking } from "../../services/bookings";
import { scheduleMeeting } from "../../services/schedule-meeting";
import { checkAvailability } from "../../services/slots";
import { defineTool } from "../define-tool";

const TIMES_NOTE =
  "Every time is given as ISO UTC plus the business's local time; pass timeZone (IANA, e.g. America/New_York) to also get your own.";
const RETRY_NOTE =
  "Safe to retry: the same email asking again for the slot it holds gets that booking back; idempotencyKey makes any repeat return the first answer.";

const booked = (r: BookingResult) => r.status === "confirmed";
const slotWords = (r: BookingResult) => r.message;
const writes = { readOnlyHint: false, destructiveHint: false, openWorldHint: false } as const;

export const bookingTools = [
  defineTool({
    name: "check_availability",
    title: "Check availability",
    description: `Lists free 30-minute slots for the free discovery call: business hours minus closed days and booked calls. Optional from/to (ISO date-time or YYYY-MM-DD) and limit. Book one with book_consultation using its start.utc. ${TIMES_NOTE}`,
    input: checkAvailabilityInputSchema,
    output: availabilityResultSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (args, ctx) => checkAvailability(ctx.deps, args),
    text: (r) => `${r.slots.length} free slots (${r.businessHours}, ${r.timeZone}).`,
    record: (args, r) => ({
      question: `check_availability ${args.from ?? "now"} to ${args.to ?? "+14 days"}`,
      answer: `${r.slots.length} free slots, first ${r.slots[0]?.start.businessLocal ?? "none"}`,
      tags: ["booking"],
      kind: "action",
    }),
  }),
  defineTool({
    name: "book_consultation",
    title: "Book a consultation",
    description: `Books the free 30-minute AI discovery call for a person (name and email required). Pass slotStart, the start.utc of a slot from check_availability; the answer confirms with a booking id and next steps. If someone else took the slot meanwhile the status is "conflict" with alternative slots. Without slotStart a call-back request is recorded instead (status "callback_requested"). ${RETRY_NOTE} ${TIMES_NOTE}`,
    input: bookConsultationInputSchema,
    output: bookingResultSchema,
    annotations: { ...writes, idempotentHint: true },
    booking: { spends: booked },
    run: (args, ctx) => bookConsultation(ctx.deps, args, "mcp"),
    text: slotWords,
    record: (args, r) => ({
      question: `book_consultation for ${args.name}${args.slotStart ? ` at ${args.slotStart}` : " (call-back)"}${args.notes ? `: ${args.notes}` : ""}`,
      answer: r.message,
      tags: ["booking"],
      leadId: r.leadId,
      email: args.email,
      kind: "action",
    }),
  }),
  defineTool({
    name: "schedule_meeting",
    title: "Schedule a meeting in plain words",
    description: `Books the free 30-minute discovery call from a plain-words wish such as "next Tuesday afternoon", "tomorrow between 2 and 4pm", "not on Monday, any day next week" or "as soon as possible", read in timeZone (default the business zone). Books the first free slot that satisfies the whole wish; if none does, books nothing: status "unavailable" with a reason (past, too_soon, beyond_window, closed_day, outside_hours, fully_booked) and the nearest free slots. "interpreted" states the window understood, in the caller's zone. dryRun: true (or confirm: false) only proposes (status "proposed"). ${RETRY_NOTE} ${TIMES_NOTE}`,
    input: scheduleMeetingInputSchema,
    output: bookingResultSchema,
    annotations: { ...writes, idempotentHint: true },
    booking: { spends: booked },
    run: (args, ctx) => scheduleMeeting(ctx.deps, args, "mcp"),
    text: slotWords,
    record: (args, r) => ({
      question: args.request,
      answer: r.message,
      tags: ["booking"],
      leadId: r.leadId,
      email: args.email,
      kind: "question",
    }),
  }),
  defineTool({
    name: "find_booking",
    title: "Find a booking",
    description: `Looks a booking up by its id and the email it was made with, or lists the upcoming bookings of an email (without bookingId). ${TIMES_NOTE}`,
    input: findBookingInputSchema,
    output: findBookingResultSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
    run: (args, ctx) => findBooking(ctx.deps, args),
    text: (r) => r.message,
    record: (args, r) => ({
      question: `find_booking ${args.bookingId ?? "upcoming"}`,
      answer: r.message,
      tags: ["booking"],
      email: args.email,
      kind: "action",
    }),
  }),
  defineTool({
    name: "reschedule_booking",
    title: "Move a booking",
    description: `Moves a booking to another free slot (slotStart from check_availability), keeping its id. Atomic: the new slot is taken before the old one is freed; if the new slot is taken the status is "conflict" with alternatives and the booking stays where it was. Needs the booking id and the email it was made with. ${TIMES_NOTE}`,
    input: rescheduleBookingInputSchema,
    output: bookingResultSchema,
    annotations: { ...writes, idempotentHint: true },
    booking: { spends: booked },
    run: (args, ctx) => rescheduleBooking(ctx.deps, args),
    text: slotWords,
    record: (args, r) => ({
      question: `reschedule_booking ${args.bookingId} to ${args.slotStart}`,
      answer: r.message,
      tags: ["booking"],
      email: args.email,
      kind: "action",
    }),
  }),
  defineTool({
    name: "cancel_booking",
    title: "Cancel a booking",
    description:
      "Cancels a booked discovery call and frees its slot. Needs the booking id and the email the booking was made with. Cancelling twice answers the same.",
    input: cancelBookingInputSchema,
    output: cancelResultSchema,
    annotations: {
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    booking: { spends: (r: CancelResult) => !r.message.includes("already cancelled") },
    run: (args, ctx) => cancelBooking(ctx.deps, args),
    text: (r) => r.message,
    record: (args, r) => ({
      question: `cancel_booking ${args.bookingId}`,
      answer: r.message,
      tags: ["booking"],
      email: args.email,
      kind: "action",
    }),
  }),
];
