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
export function bookingCancellation(
  deps: BookingMailDeps,
  booking: Booking,
  sequence = 1,
): OutboxMessage {
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

/** Tells the owner a booking was cancelled (the feed drops it too). */
export function ownerCancellationNotice(deps: BookingMailDeps, booking: Booking): OutboxMessage {
  const content = renderMail(
    `Booking cancelled: ${booking.name}, ${formatInZone(new Date(booking.start), deps.businessHours.timeZone)}`,
    `${booking.name} <${booking.email}> cancelled their discovery call; the slot is free again.`,
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
