/** Booking tools: check_availability, book_consultation, schedule_meeting, cancel_booking. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  availabilityResultSchema,
  type BookingResult,
  bookConsultationInputSchema,
  bookingResultSchema,
  cancelBookingInputSchema,
  cancelResultSchema,
  checkAvailabilityInputSchema,
  scheduleMeetingInputSchema,
} from "@repo/schemas";
import { bookConsultation, cancelBooking } from "../../services/bookings";
import { scheduleMeeting } from "../../services/schedule-meeting";
import { checkAvailability } from "../../services/slots";
import type { McpContext } from "../context";
import { ok, runTool } from "../result";

const TIMES_NOTE =
  "Every time is given as ISO UTC plus the business's local time; pass timeZone (IANA, e.g. America/New_York) to also get your own.";

export function registerBookingTools(server: McpServer, ctx: McpContext): void {
  const { deps } = ctx;
  const unexpected = (tool: string) => (error: unknown) =>
    deps.logger.error({ err: error, tool }, "MCP tool failed");

  const bookingText = (r: BookingResult) => r.message;

  server.registerTool(
    "check_availability",
    {
      title: "Check availability",
      description: `Lists free 30-minute slots for the free discovery call, computed from business hours minus booked calls. Optional from/to (ISO date-time or YYYY-MM-DD) and limit. Book one with book_consultation using its start.utc. ${TIMES_NOTE}`,
      inputSchema: checkAvailabilityInputSchema.shape,
      outputSchema: availabilityResultSchema.shape,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    (args) =>
      runTool(async () => {
        await ctx.limit("check_availability");
        const result = await checkAvailability(deps, args);
        await ctx.record({
          question: `check_availability ${args.from ?? "now"} to ${args.to ?? "+14 days"}`,
          answer: `${result.slots.length} free slots, first ${result.slots[0]?.start.businessLocal ?? "none"}`,
          tags: ["booking"],
        });
        return ok(
          result,
          `${result.slots.length} free slots (${result.businessHours}, ${result.timeZone}).`,
        );
      }, unexpected("check_availability")),
  );

  server.registerTool(
    "book_consultation",
    {
      title: "Book a consultation",
      description: `Books the free 30-minute AI discovery call for a person (name and email required). Pass slotStart, the start.utc of a slot from check_availability; the answer confirms with a booking id and next steps. If the slot was taken meanwhile the status is "conflict" with alternative slots. Without slotStart a call-back request is recorded instead (status "callback_requested"). ${TIMES_NOTE}`,
      inputSchema: bookConsultationInputSchema.shape,
      outputSchema: bookingResultSchema.shape,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    (args) =>
      runTool(async () => {
        await ctx.limit("book_consultation", "booking");
        const result = await bookConsultation(deps, args, "mcp");
        await ctx.record({
          question: `book_consultation for ${args.name}${args.slotStart ? ` at ${args.slotStart}` : " (call-back)"}${args.notes ? `: ${args.notes}` : ""}`,
          answer: result.message,
          tags: ["booking"],
          leadId: result.leadId,
        });
        return ok(result, bookingText(result));
      }, unexpected("book_consultation")),
  );

  server.registerTool(
    "schedule_meeting",
    {
      title: "Schedule a meeting in plain words",
      description: `Books the free 30-minute discovery call from a plain-words wish such as "next Tuesday afternoon", "tomorrow between 2 and 4pm", "not on Monday, any day next week" or "as soon as possible", read in timeZone (default the business zone). Books the first free slot that satisfies the whole wish; if none does, books nothing: status "unavailable" with a reason (past, too_soon, beyond_window, closed_day, outside_hours, fully_booked) and the nearest free slots. "interpreted" states the window understood, in the caller's zone. dryRun: true (or confirm: false) only proposes (status "proposed"). ${TIMES_NOTE}`,
      inputSchema: scheduleMeetingInputSchema.shape,
      outputSchema: bookingResultSchema.shape,
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false },
    },
    (args) =>
      runTool(async () => {
        await ctx.limit("schedule_meeting", "booking");
        const result = await scheduleMeeting(deps, args, "mcp");
        await ctx.record({
          question: `schedule_meeting for ${args.name}: ${args.request}`,
          answer: result.message,
          tags: ["booking"],
          leadId: result.leadId,
        });
        return ok(result, bookingText(result));
      }, unexpected("schedule_meeting")),
  );

  server.registerTool(
    "cancel_booking",
    {
      title: "Cancel a booking",
      description:
        "Cancels a booked discovery call and frees its slot. Needs the booking id and the email the booking was made with.",
      inputSchema: cancelBookingInputSchema.shape,
      outputSchema: cancelResultSchema.shape,
      annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: true },
    },
    (args) =>
      runTool(async () => {
        await ctx.limit("cancel_booking", "booking");
        const result = await cancelBooking(deps, args);
        await ctx.record({
          question: `cancel_booking ${args.bookingId}`,
          answer: result.message,
          tags: ["booking"],
        });
        return ok(result, result.message);
      }, unexpected("cancel_booking")),
  );
}
