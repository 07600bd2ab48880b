/**
 * Consultation bookings for AI agents: free 30-minute slots cut from the business hours minus
 * confirmed bookings, booking a slot (atomic in storage), natural-language scheduling,
 * cancelling. Every booking also becomes a lead so it shows in Website Leads.
 */
import type {
  AvailabilityResult,
  Booking,
  BookingResult,
  CancelResult,
  Slot,
  TimeView,
} from "@repo/schemas";
import * as chrono from "chrono-node";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import {
  addLocalDays,
  type BusinessHours,
  businessHoursFrom,
  formatInZone,
  openIntervals,
  zonedParts,
  zonedTimeToUtc,
  zoneOffsetMinutes,
} from "./business-hours";
import { createLead } from "./leads";

export type BookingDeps = Pick<Deps, "storage" | "env" | "clock">;

export const SLOT_MINUTES = 30;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** A slot must start at least this far ahead, so someone can prepare. */
export const MIN_NOTICE_MS = 60 * 60_000;
/** How far ahead slots can be booked. */
export const HORIZON_DAYS = 60;
const DAY_MS = 86_400_000;

/** The channel that made the booking, e.g. "mcp"; names the lead source. */
export type BookingChannel = "mcp" | "nlweb" | "chat";

const leadSource = (channel: BookingChannel) => `ai_agent_${channel}`;

// ---- slots ---------------------------------------------------------------------------------

export function timeView(date: Date, hours: BusinessHours, callerTimeZone?: string): TimeView {
  return {
    utc: date.toISOString(),
    businessLocal: formatInZone(date, hours.timeZone),
    ...(callerTimeZone ? { callerLocal: formatInZone(date, callerTimeZone) } : {}),
  };
}

const slotView = (start: Date, hours: BusinessHours, tz?: string): Slot => ({
  start: timeView(start, hours, tz),
  end: timeView(new Date(start.getTime() + SLOT_MS), hours, tz),
});

/** Starts of every 30-minute slot inside business hours with its start in [from, to). */
export function slotStarts(hours: BusinessHours, from: Date, to: Date): Date[] {
  const out: Date[] = [];
  // Widen the range so windows are neither clipped at `from` nor at `to`.
  for (const w of openIntervals(
    hours,
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + DAY_MS),
  )) {
    const windowStart = zonedWindowStart(hours, w.start);
    for (let t = windowStart.getTime(); t + SLOT_MS <= w.end.getTime(); t += SLOT_MS) {
      if (t >= from.getTime() && t < to.getTime()) out.push(new Date(t));
    }
  }
  return out;
}

/** Slots align to the opening time; openIntervals may have clipped a window's start. */
function zonedWindowStart(hours: BusinessHours, start: Date): Date {
  const p = zonedParts(start, hours.timeZone);
  const minutes = p.hour * 60 + p.minute;
  const window = hours.week[p.weekday]?.find((w) => w.start <= minutes && minutes < w.end);
  if (!window) return start;
  return zonedTimeToUtc(
    {
      year: p.year,
      month: p.month,
      day: p.day,
      hour: Math.floor(window.start / 60),
      minute: window.start % 60,
    },
    hours.timeZone,
  );
}

/** The earliest bookable instant and the latest slot start. */
function bookableRange(deps: BookingDeps): { earliest: Date; latest: Date } {
  const now = deps.clock().getTime();
  return { earliest: new Date(now + MIN_NOTICE_MS), latest: new Date(now + HORIZON_DAYS * DAY_MS) };
}

/** Free slot starts in [from, to), at most `limit`. */
export async function freeSlots(
  deps: BookingDeps,
  hours: BusinessHours,
  from: Date,
  to: Date,
  limit = Number.POSITIVE_INFINITY,
): Promise<Date[]> {
  const { earliest, latest } = bookableRange(deps);
  const lo = from < earliest ? earliest : from;
  const hi = to > latest ? latest : to;
  if (hi <= lo) return [];
  const taken = new Set(
    (
      await deps.storage.bookings.listConfirmed(
        deps.env.APP_ENV,
        lo.toISOString(),
        hi.toISOString(),
      )
    ).map((b) => Date.parse(b.start)),
  );
  const out: Date[] = [];
  for (const s of slotStarts(hours, lo, hi)) {
    if (taken.has(s.getTime())) continue;
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

/** Reads an ISO instant, or a calendar date as local midnight in `timeZone`. */
function parseInstant(value: string, timeZone: string): Date {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    return zonedTimeToUtc(
      { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) },
      timeZone,
    );
  }
  const t = Date.parse(value);
  if (Number.isNaN(t)) throw new AppError("invalid_input", `"${value}" is not a date or time`);
  return new Date(t);
}

export async function checkAvailability(
  deps: BookingDeps,
  input: { from?: string; to?: string; timeZone?: string; limit?: number },
): Promise<AvailabilityResult> {
  const hours = businessHoursFrom(deps.env);
  const zone = input.timeZone ?? hours.timeZone;
  const now = deps.clock();
  const from = input.from ? parseInstant(input.from, zone) : now;
  let to: Date;
  if (input.to) {
    to = parseInstant(input.to, zone);
    // A bare end date includes that whole day.
    if (/^\d{4}-\d{2}-\d{2}$/.test(input.to)) to = new Date(to.getTime() + DAY_MS);
  } else {
    to = new Date(from.getTime() + 14 * DAY_MS);
  }
  if (to <= from) throw new AppError("invalid_input", "`to` must be after `from`");
  const slots = await freeSlots(deps, hours, from, to, input.limit ?? 20);
  return {
    timeZone: hours.timeZone,
    businessHours: hours.label,
    durationMinutes: SLOT_MINUTES,
    slots: slots.map((s) => slotView(s, hours, input.timeZone)),
  };
}

/** The free slots nearest to `around` (moved into the bookable range), in time order. */
async function nearestFree(
  deps: BookingDeps,
  hours: BusinessHours,
  around: Date,
  count = 5,
): Promise<Date[]> {
  const { earliest, latest } = bookableRange(deps);
  const at = Math.min(Math.max(around.getTime(), earliest.getTime()), latest.getTime());
  const free = await freeSlots(deps, hours, new Date(at - 7 * DAY_MS), new Date(at + 21 * DAY_MS));
  return free
    .sort((a, b) => Math.abs(a.getTime() - at) - Math.abs(b.getTime() - at))
    .slice(0, count)
    .sort((a, b) => a.getTime() - b.getTime());
}

// ---- booking -------------------------------------------------------------------------------

const NEXT_STEPS = [
  "A confirmation email follows within 24 hours with the call link.",
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
async function bookSlot(
  deps: BookingDeps,
  hours: BusinessHours,
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
  const stored = await deps.storage.bookings.create(booking);
  if (!stored) return null;
  const lead = await createLead(deps, {
    type: "booking",
    name: person.name,
    email: person.email,
    source: leadSource(channel),
    bookingId: booking.id,
    ...(person.businessType ? { industry: person.businessType } : {}),
    message: [
      `Free discovery call booked by an AI agent for ${formatInZone(start, hours.timeZone)}.`,
      person.businessType ? `Business type: ${person.businessType}.` : "",
      person.notes ? `Notes: ${person.notes}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  });
  await deps.storage.bookings.setLead(booking.id, lead.id);
  return { ...booking, leadId: lead.id };
}

const confirmed = (booking: Booking, hours: BusinessHours, interpreted?: string): BookingResult => {
  const start = new Date(booking.start);
  return {
    status: "confirmed",
    message: `Booked: free 30-minute discovery call for ${booking.name} on ${formatInZone(start, hours.timeZone)}. Booking id ${booking.id}.`,
    booking: {
      bookingId: booking.id,
      name: booking.name,
      email: booking.email,
      start: timeView(start, hours, booking.timeZone),
      end: timeView(new Date(booking.end), hours, booking.timeZone),
      durationMinutes: SLOT_MINUTES,
    },
    ...(booking.leadId ? { leadId: booking.leadId } : {}),
    nextSteps: NEXT_STEPS,
    ...(interpreted ? { interpreted } : {}),
  };
};

/** Books the slot the agent chose, or records a call-back request when it chose none. */
export async function bookConsultation(
  deps: BookingDeps,
  input: Person & { slotStart?: string },
  channel: BookingChannel,
): Promise<BookingResult> {
  const hours = businessHoursFrom(deps.env);
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
      message: `No time slot was given, so a call-back request for ${input.name} was recorded; the team replies by email within 24 hours. To book a fixed time, call check_availability and pass one slot's start.utc as slotStart.`,
      leadId: lead.id,
      nextSteps: ["Expect an email within 24 hours to agree on a time."],
    };
  }

  const start = new Date(input.slotStart);
  const { earliest, latest } = bookableRange(deps);
  const isSlot = slotStarts(hours, start, new Date(start.getTime() + 1)).some(
    (s) => s.getTime() === start.getTime(),
  );
  if (!isSlot || start < earliest || start > latest) {
    throw new AppError(
      "invalid_input",
      `${start.toISOString()} is not a bookable slot. Slots are ${SLOT_MINUTES} minutes within ${hours.label} (${hours.timeZone}), at least 1 hour ahead and at most ${HORIZON_DAYS} days ahead. Call check_availability and pass one slot's start.utc.`,
    );
  }
  const booking = await bookSlot(deps, hours, start, input, channel);
  if (booking) return confirmed(booking, hours);
  const alternatives = await nearestFree(deps, hours, start);
  return {
    status: "conflict",
    message: `The slot ${formatInZone(start, hours.timeZone)} was just taken. Pick one of the alternatives and call book_consultation again.`,
    alternatives: alternatives.map((s) => slotView(s, hours, input.timeZone)),
  };
}

// ---- natural language ----------------------------------------------------------------------

export interface Wish {
  /** The window the person asked for, [from, to). */
  from: Date;
  to: Date;
  /** What was understood, in words. */
  label: string;
}

const PARTS_OF_DAY: Array<{ pattern: RegExp; name: string; from: number; to: number }> = [
  { pattern: /\bmorning\b/i, name: "morning", from: 6, to: 12 },
  { pattern: /\bafternoon\b/i, name: "afternoon", from: 12, to: 17 },
  { pattern: /\b(evening|night|after work)\b/i, name: "evening", from: 17, to: 22 },
];

/**
 * Turns a request like "next Tuesday afternoon" into a time window, read in `timeZone` at
 * the instant `now`. Null when no date or time can be found.
 */
export function interpretRequest(text: string, now: Date, timeZone: string): Wish | null {
  const local = (d: { year: number; month: number; day: number }, hour = 0, minute = 0) =>
    zonedTimeToUtc({ ...d, hour, minute }, timeZone);
  const label = (from: Date, to: Date) =>
    `${formatInZone(from, timeZone)} to ${formatInZone(to, timeZone)}`;
  const wish = (from: Date, to: Date): Wish => ({ from, to, label: label(from, to) });

  if (/\b(asap|as soon as possible|earliest|soonest|any ?time)\b/i.test(text)) {
    return wish(now, new Date(now.getTime() + 14 * DAY_MS));
  }
  const today = zonedParts(now, timeZone);
  if (/\bnext week\b/i.test(text)) {
    const monday = addLocalDays(today, (8 - today.weekday) % 7 || 7);
    return wish(local(monday), local(addLocalDays(monday, 7)));
  }
  if (/\bthis week\b/i.test(text)) {
    const nextMonday = addLocalDays(today, (8 - today.weekday) % 7 || 7);
    return wish(now, local(nextMonday));
  }

  const parsed = chrono.parse(
    text,
    { instant: now, timezone: zoneOffsetMinutes(now, timeZone) },
    { forwardDate: true },
  )[0];
  if (!parsed) return null;
  const c = parsed.start;
  const day = {
    year: c.get("year") ?? today.year,
    month: c.get("month") ?? today.month,
    day: c.get("day") ?? today.day,
  };

  if (parsed.end) {
    const e = parsed.end;
    const endDay = {
      year: e.get("year") ?? day.year,
      month: e.get("month") ?? day.month,
      day: e.get("day") ?? day.day,
    };
    const from = c.isCertain("hour")
      ? local(day, c.get("hour") ?? 0, c.get("minute") ?? 0)
      : local(day);
    const to = e.isCertain("hour")
      ? local(endDay, e.get("hour") ?? 0, e.get("minute") ?? 0)
      : local(addLocalDays(endDay, 1));
    if (to > from) return wish(from, to);
  }

  if (c.isCertain("hour")) {
    let hour = c.get("hour") ?? 0;
    // "at 3" means 3 pm for a business meeting.
    if (!c.isCertain("meridiem") && hour >= 1 && hour <= 6) hour += 12;
    const minute = c.get("minute") ?? 0;
    const at = local(day, hour, minute);
    const slotStart = new Date(Math.floor(at.getTime() / SLOT_MS) * SLOT_MS);
    return {
      from: slotStart,
      to: new Date(slotStart.getTime() + SLOT_MS),
      label: formatInZone(at, timeZone),
    };
  }

  const part = PARTS_OF_DAY.find((p) => p.pattern.test(text));
  if (part) {
    const from = local(day, part.from);
    const to = local(day, part.to);
    return {
      from,
      to,
      label: `${formatInZone(from, timeZone).replace(/,[^,]*$/, "")} ${part.name}`,
    };
  }
  return wish(local(day), local(addLocalDays(day, 1)));
}

/** Reads the wish, books the first free slot in it, or offers the nearest free slots. */
export async function scheduleMeeting(
  deps: BookingDeps,
  input: Person & { request: string },
  channel: BookingChannel,
): Promise<BookingResult> {
  const hours = businessHoursFrom(deps.env);
  const zone = input.timeZone ?? hours.timeZone;
  const now = deps.clock();
  const wish = interpretRequest(input.request, now, zone);
  if (!wish) {
    throw new AppError(
      "invalid_input",
      `Could not find a date or time in "${input.request}". Try e.g. "next Tuesday afternoon", "tomorrow at 10am" or "March 12".`,
    );
  }
  for (const start of await freeSlots(deps, hours, wish.from, wish.to, 5)) {
    const booking = await bookSlot(deps, hours, start, input, channel);
    if (booking) return confirmed(booking, hours, wish.label);
  }
  const around = new Date(Math.max(wish.from.getTime(), now.getTime()));
  const alternatives = await nearestFree(deps, hours, around);
  return {
    status: "unavailable",
    message: `No free slot for "${input.request}" (${wish.label}). Business hours are ${hours.label} (${hours.timeZone}). Nearest free slots are listed; book one with book_consultation.`,
    interpreted: wish.label,
    alternatives: alternatives.map((s) => slotView(s, hours, input.timeZone)),
  };
}

// ---- cancelling ----------------------------------------------------------------------------

export async function cancelBooking(
  deps: BookingDeps,
  input: { bookingId: string; email: string },
): Promise<CancelResult> {
  const hours = businessHoursFrom(deps.env);
  const found = await deps.storage.bookings.get(input.bookingId);
  // The same answer for an unknown id and a wrong email, so ids cannot be probed.
  if (!found || found.email !== input.email || found.environment !== deps.env.APP_ENV) {
    throw new AppError("not_found", "No booking with that id and email");
  }
  const at = deps.clock().toISOString();
  const wasCancelled = found.status === "cancelled";
  const booking = (await deps.storage.bookings.cancel(found.id, at)) ?? found;
  if (!wasCancelled && booking.leadId) {
    await deps.storage.leads.update(booking.leadId, (lead) => ({
      ...lead,
      notes: [
        ...lead.notes,
        { text: "Booking cancelled by the AI agent.", createdAt: at, author: "agent" },
      ],
      updatedAt: at,
    }));
  }
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
