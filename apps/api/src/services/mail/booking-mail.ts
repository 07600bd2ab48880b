/**
 * The booker's emails: a confirmation carrying a calendar invitation (METHOD:REQUEST), and on
 * cancellation an update with the same UID (METHOD:CANCEL, next SEQUENCE), which Gmail,
 * Outlook and Apple Mail show as an invitation and apply to the event already in the calendar.
 */
import type { Booking, OutboxMessage } from "@repo/schemas";
import type { Deps } from "../../context";
import { formatInZone } from "../../lib/zoned-time";
import { bookingInvitation } from "../calendar/ics";
import { mailConfig } from "./config";
import { outboxMessage } from "./outbox";
import { leadAdminUrl, renderMail } from "./templates";

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

/** The confirmation with its invitation, stored with the booking's lead. */
export function bookingConfirmation(deps: BookingMailDeps, booking: Booking): OutboxMessage {
  const { brand } = deps;
  const owner = mailConfig(deps).ownerEmail;
  const content = renderMail(
    `Confirmed: free discovery call with ${brand.companyName}, ${when(deps, booking)}`,
    `Hello ${booking.name}, your free 30-minute discovery call with ${brand.companyName} is booked. The invitation attached adds it to your calendar.`,
    [
      { rows: details(deps, booking) },
      ...(booking.notes ? [{ heading: "Your notes", paragraphs: [booking.notes] }] : []),
      {
        paragraphs: [
          `We will send the call link before the call. To change or cancel it, reply to this email or write to ${owner}.`,
        ],
      },
    ],
  );
  const calendar = bookingInvitation(booking, "REQUEST", {
    brand,
    organizerEmail: owner,
    sequence: 0,
    now: deps.clock(),
    description: content.text,
  });
  return outboxMessage(deps, {
    ...content,
    kind: "booking_confirmation",
    to: booking.email,
    ref: booking.id,
    calendar: { method: "REQUEST", content: calendar },
  });
}

/** The cancellation: same UID, next SEQUENCE, so calendars remove the event. */
export function bookingCancellation(deps: BookingMailDeps, booking: Booking): OutboxMessage {
  const sequence = (booking.sequence ?? 0) + 1;
  const { brand } = deps;
  const owner = mailConfig(deps).ownerEmail;
  const content = renderMail(
    `Cancelled: discovery call with ${brand.companyName}, ${when(deps, booking)}`,
    `Hello ${booking.name}, your discovery call with ${brand.companyName} is cancelled and removed from your calendar.`,
    [
      { rows: details(deps, booking) },
      { paragraphs: [`To book another time, reply to this email or write to ${owner}.`] },
    ],
  );
  const calendar = bookingInvitation(booking, "CANCEL", {
    brand,
    organizerEmail: owner,
    sequence,
    now: deps.clock(),
    description: content.text,
  });
  return outboxMessage(deps, {
    ...content,
    kind: "booking_update",
    to: booking.email,
    ref: booking.id,
    calendar: { method: "CANCEL", content: calendar },
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

/** The updated invitation after a move: same UID, the booking's new SEQUENCE and times. */
export function bookingMoved(
  deps: BookingMailDeps,
  booking: Booking,
  previousStart: string,
): OutboxMessage {
  const { brand } = deps;
  const owner = mailConfig(deps).ownerEmail;
  const zone = booking.timeZone ?? deps.businessHours.timeZone;
  const content = renderMail(
    `Moved: free discovery call with ${brand.companyName}, now ${when(deps, booking)}`,
    `Hello ${booking.name}, your discovery call with ${brand.companyName} moved from ${formatInZone(new Date(previousStart), zone)} to ${when(deps, booking)}. The updated invitation moves it in your calendar.`,
    [{ rows: details(deps, booking) }],
  );
  const calendar = bookingInvitation(booking, "REQUEST", {
    brand,
    organizerEmail: owner,
    sequence: booking.sequence ?? 1,
    now: deps.clock(),
    description: content.text,
  });
  return outboxMessage(deps, {
    ...content,
    kind: "booking_update",
    to: booking.email,
    ref: booking.id,
    calendar: { method: "REQUEST", content: calendar },
  });
}
