import { z } from "zod";
import { appEnvironmentSchema, emailSchema, inputString } from "./common";

/** Consultation bookings made by AI agents (MCP) for the free 30-minute discovery call. */

export const bookingStatusSchema = z.enum(["confirmed", "cancelled"]);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingSchema = z.object({
  id: inputString(),
  status: bookingStatusSchema,
  /** ISO UTC start and end of the slot. */
  start: inputString(),
  end: inputString(),
  name: inputString(),
  email: inputString(),
  businessType: inputString().optional(),
  notes: inputString().optional(),
  /** The caller's IANA time zone, when it gave one. */
  timeZone: inputString().optional(),
  /** The channel that booked it, e.g. "mcp". */
  source: inputString(),
  leadId: inputString().optional(),
  environment: appEnvironmentSchema,
  createdAt: inputString(),
  cancelledAt: inputString().optional(),
  /** When it was last moved to another slot. */
  rescheduledAt: inputString().optional(),
  /** iCalendar SEQUENCE of the booker's invitation: one more on every reschedule. */
  sequence: z.number().int().min(0).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** An IANA time zone such as "America/New_York". */
export const timeZoneSchema = inputString()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { message: "Unknown IANA time zone (e.g. America/New_York)" },
  );

const isoDateTime = z.iso.datetime({ offset: true });
/** An instant, or a calendar date read in the business time zone. */
const instantOrDate = z.union([isoDateTime, z.iso.date()]);

/** One instant as ISO UTC, in the business's local time, and in the caller's zone if given. */
export const timeViewSchema = z.object({
  utc: inputString().describe("ISO 8601 instant in UTC"),
  businessLocal: inputString().describe("Wall-clock time in the business time zone"),
  callerLocal: inputString().optional().describe("Wall-clock time in the caller's time zone"),
});
export type TimeView = z.infer<typeof timeViewSchema>;

export const slotSchema = z.object({
  start: timeViewSchema,
  end: timeViewSchema,
});
export type Slot = z.infer<typeof slotSchema>;

const text = (max: number) =>
  inputString()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Optional on booking calls: repeating a call with the same key returns the first answer. */
const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(200)
  .optional()
  .describe("Any unique string; repeating a call with the same key returns the first answer");

export const checkAvailabilityInputSchema = z.object({
  from: instantOrDate
    .optional()
    .describe("Earliest slot start, ISO 8601 (default: now). A date like 2026-03-10 also works."),
  to: instantOrDate
    .optional()
    .describe("Latest slot start, ISO 8601 (default: 14 days after `from`, at most 60 days)."),
  timeZone: timeZoneSchema.optional().describe("Your IANA time zone, to get local times too"),
  limit: z.number().int().min(1).max(100).optional().describe("Most slots to return (default 20)"),
});

export const availabilityResultSchema = z.object({
  timeZone: inputString().describe("The business time zone"),
  businessHours: inputString(),
  durationMinutes: z.number(),
  slots: z.array(slotSchema),
});
export type AvailabilityResult = z.infer<typeof availabilityResultSchema>;

export const bookConsultationInputSchema = z.object({
  name: inputString().trim().min(1, "name is required").max(200),
  email: emailSchema,
  slotStart: isoDateTime
    .optional()
    .describe(
      "Start of a free slot exactly as returned by check_availability (start.utc). Without it a call-back request is recorded.",
    ),
  businessType: text(200).describe("The person's kind of business, e.g. dental practice"),
  notes: text(2000).describe("What they want to talk about"),
  timeZone: timeZoneSchema.optional().describe("Your IANA time zone, to get local times too"),
  idempotencyKey: idempotencyKeySchema,
});
export type BookConsultationInput = z.output<typeof bookConsultationInputSchema>;

export const scheduleMeetingInputSchema = z.object({
  request: inputString()
    .trim()
    .min(1, "request is required")
    .max(300)
    .describe('When the person would like to meet, e.g. "next Tuesday afternoon"'),
  name: inputString().trim().min(1, "name is required").max(200),
  email: emailSchema,
  businessType: text(200),
  notes: text(2000),
  timeZone: timeZoneSchema
    .optional()
    .describe("The person's IANA time zone; the request is read in it (default: business zone)"),
  dryRun: z
    .boolean()
    .optional()
    .describe("true: propose the slot that would be booked (status proposed) and book nothing"),
  confirm: z.boolean().optional().describe("false: the same as dryRun true"),
  idempotencyKey: idempotencyKeySchema,
});
export type ScheduleMeetingInput = z.output<typeof scheduleMeetingInputSchema>;

export const cancelBookingInputSchema = z.object({
  bookingId: inputString().trim().min(1).max(100),
  email: emailSchema.describe("The email the booking was made with"),
  idempotencyKey: idempotencyKeySchema,
});

export const findBookingInputSchema = z.object({
  email: emailSchema.describe("The email the booking was made with"),
  bookingId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("One booking's id; without it, the email's upcoming bookings are listed"),
  timeZone: timeZoneSchema.optional().describe("Your IANA time zone, to get local times too"),
});

export const rescheduleBookingInputSchema = z.object({
  bookingId: z.string().trim().min(1).max(100),
  email: emailSchema.describe("The email the booking was made with"),
  slotStart: isoDateTime.describe(
    "Start of the new free slot exactly as returned by check_availability (start.utc)",
  ),
  timeZone: timeZoneSchema.optional().describe("Your IANA time zone, to get local times too"),
  idempotencyKey: idempotencyKeySchema,
});

const bookingViewSchema = z.object({
  bookingId: inputString(),
  name: inputString(),
  email: inputString(),
  start: timeViewSchema,
  end: timeViewSchema,
  durationMinutes: z.number(),
});

export const foundBookingSchema = bookingViewSchema.extend({ status: bookingStatusSchema });

export const findBookingResultSchema = z.object({
  message: z.string(),
  bookings: z.array(foundBookingSchema),
});
export type FindBookingResult = z.infer<typeof findBookingResultSchema>;

/** Why schedule_meeting booked nothing. */
export const unavailableReasonSchema = z.enum([
  "past",
  "too_soon",
  "beyond_window",
  "closed_day",
  "outside_hours",
  "fully_booked",
]);
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

/** What book_consultation and schedule_meeting answer. */
export const bookingResultSchema = z.object({
  status: z.enum(["confirmed", "proposed", "conflict", "unavailable", "callback_requested"]),
  message: inputString(),
  booking: bookingViewSchema.optional(),
  /** The slot a dry run would book (status proposed). */
  proposal: slotSchema.optional(),
  /** Why nothing was booked (status unavailable). */
  reason: unavailableReasonSchema.optional(),
  /** Free slots offered instead, when the wish could not be met. */
  alternatives: z.array(slotSchema).optional(),
  leadId: inputString().optional(),
  nextSteps: z.array(inputString()).optional(),
  /** The window understood from a natural-language request, in the caller's time zone. */
  interpreted: inputString().optional(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const cancelResultSchema = z.object({
  status: z.literal("cancelled"),
  bookingId: inputString(),
  message: inputString(),
  start: timeViewSchema,
});
export type CancelResult = z.infer<typeof cancelResultSchema>;
