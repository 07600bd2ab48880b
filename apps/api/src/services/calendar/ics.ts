/**
 * iCalendar documents written with ical.js: the invitation mailed to a booker (METHOD:REQUEST,
 * or METHOD:CANCEL with the same UID and a higher SEQUENCE) and the owner's feed of bookings.
 * Times are written in UTC, so every calendar app places them right.
 */
import type { Booking } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import ICAL from "ical.js";

type Component = InstanceType<typeof ICAL.Component>;

/** The stable UID of a booking's event: the same in the invitation, its updates and the feed. */
export const bookingUid = (booking: Pick<Booking, "id">, brand: Brand) =>
  `booking-${booking.id}@${new URL(brand.siteUrl).hostname}`;

const utc = (iso: string) => ICAL.Time.fromJSDate(new Date(iso), true);

function calendar(brand: Brand, method?: "REQUEST" | "CANCEL" | "PUBLISH"): Component {
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.updatePropertyWithValue("prodid", `-//${brand.companyName}//Front desk//EN`);
  cal.updatePropertyWithValue("version", "2.0");
  cal.updatePropertyWithValue("calscale", "GREGORIAN");
  if (method) cal.updatePropertyWithValue("method", method);
  return cal;
}

function person(
  name: string,
  kind: "organizer" | "attendee",
  email: string,
  extra: Record<string, string> = {},
) {
  const prop = new ICAL.Property(kind);
  prop.setParameter("cn", name.replace(/["\r\n]/g, ""));
  for (const [k, v] of Object.entries(extra)) prop.setParameter(k, v);
  prop.setValue(`mailto:${email}`);
  return prop;
}

export interface EventOptions {
  brand: Brand;
  /** The owner, who organizes the call. */
  organizerEmail: string;
  /** Bumped on every change after the first invitation. */
  sequence: number;
  now: Date;
  /** Lines for DESCRIPTION. */
  description: string;
}

function bookingEvent(booking: Booking, o: EventOptions, cancelled: boolean): Component {
  const ev = new ICAL.Component("vevent");
  ev.updatePropertyWithValue("uid", bookingUid(booking, o.brand));
  ev.updatePropertyWithValue("dtstamp", ICAL.Time.fromJSDate(o.now, true));
  ev.updatePropertyWithValue("dtstart", utc(booking.start));
  ev.updatePropertyWithValue("dtend", utc(booking.end));
  ev.updatePropertyWithValue("sequence", o.sequence);
  ev.updatePropertyWithValue("status", cancelled ? "CANCELLED" : "CONFIRMED");
  ev.updatePropertyWithValue("summary", `Free discovery call with ${o.brand.companyName}`);
  ev.updatePropertyWithValue("description", o.description);
  ev.updatePropertyWithValue("transp", "OPAQUE");
  ev.addProperty(person(o.brand.companyName, "organizer", o.organizerEmail));
  ev.addProperty(
    person(booking.name, "attendee", booking.email, {
      role: "REQ-PARTICIPANT",
      partstat: cancelled ? "DECLINED" : "NEEDS-ACTION",
      rsvp: cancelled ? "FALSE" : "TRUE",
    }),
  );
  return ev;
}

/** The invitation (REQUEST) or its cancellation (CANCEL) for one booking. */
export function bookingInvitation(
  booking: Booking,
  method: "REQUEST" | "CANCEL",
  o: EventOptions,
): string {
  const cal = calendar(o.brand, method);
  cal.addSubcomponent(bookingEvent(booking, o, method === "CANCEL"));
  return cal.toString();
}

/** The owner's subscription feed: every upcoming confirmed booking. */
export function bookingsFeed(
  bookings: Booking[],
  o: Omit<EventOptions, "sequence" | "description">,
): string {
  const cal = calendar(o.brand);
  cal.updatePropertyWithValue("x-wr-calname", `${o.brand.companyName} bookings`);
  for (const b of bookings) {
    const lines = [
      `${b.name} <${b.email}>`,
      b.businessType ? `Business: ${b.businessType}` : "",
      b.notes ? `Notes: ${b.notes}` : "",
      `Booked via ${b.source}`,
      b.leadId ? `${o.brand.siteUrl}/admin/leads?lead=${b.leadId}` : "",
    ];
    const ev = bookingEvent(
      b,
      { ...o, sequence: 0, description: lines.filter(Boolean).join("\n") },
      false,
    );
    ev.updatePropertyWithValue(
      "summary",
      `Discovery call: ${b.name}${b.businessType ? ` (${b.businessType})` : ""}`,
    );
    cal.addSubcomponent(ev);
  }
  return cal.toString();
}
