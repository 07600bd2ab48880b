/**
 * The booker's emails: a confirmation carrying a calendar invitation (METHOD:REQUEST), and on
 * cancellation an update with the same UID (METHOD:CANCEL, next SEQUENCE), which Gmail,
 * Outlook and Apple Mail show as an invitation and apply to the event already in the calendar.
 */
import type { Booking, OutboxKind, OutboxMessage } from "@repo/schemas";
import { company } from "@repo/site-content";
import type { Deps } from "../../context";
import { formatInZone } from "../../lib/zoned-time";
import { bookingInvitation } from "../calendar/ics";
import { mailConfig } from "./config";
import { outboxMessage } from "./outbox";
import { leadAdminUrl, type MailContent, renderMail } from "./templates";

type BookingMailDeps = Pick<Deps, "env" | "brand" | "clock" | "businessHours">;

/** "Tue, Mar 10, 10:00 AM MDT", in the booker's zone when they gave one. */
const when = (deps: BookingMailDeps, booking: Booking) =>
  formatInZone(new Date(booking.start), booking.timeZone ?? deps.businessHours.timeZone);

function details(deps: BookingMailDeps, booking: Booking): [string, string | undefined][] {
  const business = formatInZone(new Date(booking.start), deps.businessHours.timeZone);
  return [
    ["When", when(deps, booking)],
    [
      "Our time",
      booking.timeZone && booking.timeZone !== deps.businessHours.timeZone ? business : undefined,
    ],
    ["Length", "30 minutes"],
    ["Name", booking.name],
    ["Business", booking.businessType],
    ["Booking id", booking.id],
  ];
}

/** A message to the booker carrying the booking's invitation (its description is the text). */
function toBooker(
  deps: BookingMailDeps,
  booking: Booking,
  content: MailContent,
  invite: { method: "REQUEST" | "CANCEL"; sequence: number; kind: OutboxKind },
): OutboxMessage {
  const calendar = bookingInvitation(booking, invite.method, {
    brand: deps.brand,
    organizerEmail: mailConfig(deps).ownerEmail,
    sequence: invite.sequence,
    now: deps.clock(),
    description: content.text,
  });
  return outboxMessage(deps, {
    ...content,
    kind: invite.kind,
    to: booking.email,
    ref: booking.id,
    calendar: { method: invite.method, content: calendar },
  });
}

/**
 * What the booker is told happens next: with SMTP_URL the mail worker sends the confirmation
 * and its invitation at once; without, it only waits in the outbox and the team writes by hand.
 */
export function confirmationNextStep(deps: Pick<Deps, "env">, email: string): string {
  return deps.env.SMTP_URL
    ? `A confirmation with a calendar invitation is on its way to ${email}; the call link follows before the call.`
    : `The team will email the call link to ${email} ${company.responseTimes.email}.`;
}

/** The confirmation with its invitation, stored with the booking's lead. */
export function bookingConfirmation(deps: BookingMailDeps, booking: Booking): OutboxMessage {
  const company = deps.brand.companyName;
  const content = renderMail(
    `Confirmed: free discovery call with ${company}, ${when(deps, booking)}`,
    `Hello ${booking.name}, your free 30-minute discovery call with ${company} is booked. The invitation attached adds it to your calendar.`,
    [
      { rows: details(deps, booking) },
      ...(booking.notes ? [{ heading: "Your notes", paragraphs: [booking.notes] }] : []),
      {
        paragraphs: [
          `We will send the call link before the call. To change or cancel it, reply to this email or write to ${mailConfig(deps).ownerEmail}.`,
        ],
      },
    ],
  );
  return toBooker(deps, booking, content, {
    method: "REQUEST",
    sequence: booking.sequence ?? 0,
    kind: "booking_confirmation",
  });
}

/** The updated invitation after a move: same UID, the booking's new SEQUENCE and times. */
export function bookingMoved(
  deps: BookingMailDeps,
  booking: Booking,
  previousStart: string,
): OutboxMessage {
  const company = deps.brand.companyName;
  const before = formatInZone(
    new Date(previousStart),
    booking.timeZone ?? deps.businessHours.timeZone,
  );
  const content = renderMail(
    `Moved: free discovery call with ${company}, now ${when(deps, booking)}`,
    `Hello ${booking.name}, your discovery call with ${company} moved from ${before} to ${when(deps, booking)}. The updated invitation moves it in your calendar.`,
    [{ rows: details(deps, booking) }],
  );
  return toBooker(deps, booking, content, {
    method: "REQUEST",
    sequence: booking.sequence ?? 1,
    kind: "booking_update",
  });
}

/** The cancellation: same UID, next SEQUENCE, so calendars remove the event. */
export function bookingCancellation(deps: BookingMailDeps, booking: Booking): OutboxMessage {
  const company = deps.brand.companyName;
  const content = renderMail(
    `Cancelled: discovery call with ${company}, ${when(deps, booking)}`,
    `Hello ${booking.name}, your discovery call with ${company} is cancelled and removed from your calendar.`,
    [
      { rows: details(deps, booking) },
      {
        paragraphs: [
          `To book another time, reply to this email or write to ${mailConfig(deps).ownerEmail}.`,
        ],
      },
    ],
  );
  return toBooker(deps, booking, content, {
    method: "CANCEL",
    sequence: (booking.sequence ?? 0) + 1,
    kind: "booking_update",
  });
}

/** Tells the owner a booking changed (cancelled or moved); the feed follows by itself. */
export function ownerBookingNotice(
  deps: BookingMailDeps,
  booking: Booking,
  change: "cancelled" | "moved",
): OutboxMessage {
  const local = formatInZone(new Date(booking.start), deps.businessHours.timeZone);
  const content = renderMail(
    change === "cancelled"
      ? `Booking cancelled: ${booking.name}, ${local}`
      : `Booking moved: ${booking.name}, now ${local}`,
    change === "cancelled"
      ? `${booking.name} <${booking.email}> cancelled their discovery call; the slot is free again.`
      : `${booking.name} <${booking.email}> moved their discovery call to ${local}.`,
    [
      { rows: details(deps, booking) },
      ...(booking.leadId
        ? [
            {
              link: {
                label: "Open the lead in the admin",
                url: leadAdminUrl(deps.brand, booking.leadId),
              },
            },
          ]
        : []),
    ],
  );
  return outboxMessage(deps, {
    ...content,
    kind: "booking_update",
    to: mailConfig(deps).ownerEmail,
    ref: booking.id,
  });
}
