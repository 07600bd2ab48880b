/**
 * Reads busy times out of an iCalendar feed (ical.js): recurring events expanded (RRULE,
 * RDATE, EXDATE and moved occurrences), each in its own time zone. A TZID defined by a
 * VTIMEZONE in the feed is resolved by ical.js; an IANA name without one (common in Google
 * exports) through Intl; floating times and all-day events in the business's time zone.
 */
import ICAL from "ical.js";
import type { BusyInterval } from "../../context";
import { isValidTimeZone, zonedTimeToUtc } from "../../lib/zoned-time";

export interface BusyRead {
  /** VEVENTs read (a recurring series counts once; cancelled and free ones are skipped). */
  events: number;
  /** Busy intervals overlapping [from, to), sorted by start. */
  intervals: BusyInterval[];
}

/** Occurrences of one series past this are not read (guards against endless rules). */
const MAX_OCCURRENCES = 20_000;

type Time = InstanceType<typeof ICAL.Time>;

function toInstant(t: Time, tzid: string | undefined, fallbackZone: string): Date {
  const local = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute };
  if (t.isDate) return zonedTimeToUtc({ ...local, hour: 0, minute: 0 }, fallbackZone);
  const zone = t.zone?.tzid;
  if (zone === "UTC") return t.toJSDate();
  // A VTIMEZONE in the feed gave ical.js the rules: trust its conversion.
  if (zone && zone !== "floating" && zone === tzid) return new Date(t.toUnixTime() * 1000);
  if (tzid && isValidTimeZone(tzid)) return zonedTimeToUtc(local, tzid);
  return zonedTimeToUtc(local, fallbackZone);
}

const isBusy = (vevent: InstanceType<typeof ICAL.Component>) =>
  String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED" &&
  String(vevent.getFirstPropertyValue("transp") ?? "").toUpperCase() !== "TRANSPARENT";

/** Parses `ics` and returns the busy intervals overlapping [from, to). Throws on bad iCalendar. */
export function readBusyTimes(ics: string, from: Date, to: Date, fallbackZone: string): BusyRead {
  const root = new ICAL.Component(ICAL.parse(ics));
  const vevents = root.getAllSubcomponents("vevent");
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const exceptions: InstanceType<typeof ICAL.Component>[] = [];
  for (const vevent of vevents) {
    if (vevent.hasProperty("recurrence-id")) exceptions.push(vevent);
    else
      masters.set(
        String(vevent.getFirstPropertyValue("uid") ?? masters.size),
        new ICAL.Event(vevent),
      );
  }
  for (const ex of exceptions) {
    const master = masters.get(String(ex.getFirstPropertyValue("uid")));
    if (master) master.relateException(ex);
    else masters.set(`orphan-${masters.size}`, new ICAL.Event(ex));
  }

  const intervals: BusyInterval[] = [];
  let events = 0;
  for (const event of masters.values()) {
    if (!isBusy(event.component) || !event.startDate) continue;
    events++;
    const tzid = event.component.getFirstProperty("dtstart")?.getParameter("tzid") as
      | string
      | undefined;
    const push = (start: Time, end: Time, component: InstanceType<typeof ICAL.Component>) => {
      if (!isBusy(component)) return;
      const own = component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined;
      const s = toInstant(start, own ?? tzid, fallbackZone);
      let e = toInstant(end, own ?? tzid, fallbackZone);
      if (e <= s) e = new Date(s.getTime() + (start.isDate ? 86_400_000 : 0));
      if (s < to && e > from && e > s) intervals.push({ start: s, end: e });
    };
    if (!event.isRecurring()) {
      push(event.startDate, event.endDate, event.component);
      continue;
    }
    const it = event.iterator();
    for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
      if (toInstant(next, tzid, fallbackZone) >= to) break;
      const d = event.getOccurrenceDetails(next);
      push(d.startDate, d.endDate, d.item.component);
    }
  }
  intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
  return { events, intervals };
}
