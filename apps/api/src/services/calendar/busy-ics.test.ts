import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "../../lib/zoned-time";
import { readBusyTimes } from "./busy-ics";

/** An Outlook-style feed: a Windows zone name defined by a VTIMEZONE (Berlin's rules). */
const OUTLOOK_TZ = [
  "BEGIN:VTIMEZONE",
  "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16011028T030000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010325T020000",
  "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

const feed = (...events: string[][]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    ...OUTLOOK_TZ,
    ...events.flat(),
    "END:VCALENDAR",
  ].join("\r\n");
const event = (uid: string, ...lines: string[]) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20260101T000000Z",
  ...lines,
  "END:VEVENT",
];

const iso = (d: Date) => d.toISOString();
const from = new Date("2026-03-01T00:00:00Z");
const to = new Date("2026-04-01T00:00:00Z");

describe("reading busy times from an iCalendar feed", () => {
  it("expands a weekly series in an IANA zone across its DST change, without the excluded date", () => {
    const ics = feed(
      event(
        "standup",
        "SUMMARY:Standup",
        "DTSTART;TZID=America/New_York:20260302T120000",
        "DTEND;TZID=America/New_York:20260302T130000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;TZID=America/New_York:20260316T120000",
      ),
    );
    const { events, intervals } = readBusyTimes(ics, from, to, "America/Denver");
    expect(events).toBe(1);
    // 12:00 in New York is 17:00Z before 8 March (EST) and 16:00Z after (EDT).
    expect(intervals.map((i) => [iso(i.start), iso(i.end)])).toEqual([
      ["2026-03-02T17:00:00.000Z", "2026-03-02T18:00:00.000Z"],
      ["2026-03-09T16:00:00.000Z", "2026-03-09T17:00:00.000Z"],
      ["2026-03-23T16:00:00.000Z", "2026-03-23T17:00:00.000Z"],
    ]);
  });

  it("follows a VTIMEZONE, a moved occurrence, and skips cancelled and free events", () => {
    const ics = feed(
      event(
        "board",
        "DTSTART;TZID=W. Europe Standard Time:20260310T190000",
        "DTEND;TZID=W. Europe Standard Time:20260310T200000",
        "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260401T000000Z",
      ),
      event(
        "board",
        "RECURRENCE-ID;TZID=W. Europe Standard Time:20260317T190000",
        "DTSTART;TZID=W. Europe Standard Time:20260318T080000",
        "DTEND;TZID=W. Europe Standard Time:20260318T090000",
      ),
      event("cancelled", "STATUS:CANCELLED", "DTSTART:20260312T150000Z", "DTEND:20260312T160000Z"),
      event("free", "TRANSP:TRANSPARENT", "DTSTART:20260313T150000Z", "DTEND:20260313T160000Z"),
    );
    const { events, intervals } = readBusyTimes(ics, from, to, "America/Denver");
    expect(events).toBe(1);
    const berlin = (day: number, hour: number) =>
      iso(zonedTimeToUtc({ year: 2026, month: 3, day, hour, minute: 0 }, "Europe/Berlin"));
    expect(intervals.map((i) => iso(i.start))).toEqual([
      berlin(10, 19),
      berlin(18, 8), // moved from the 17th
      berlin(24, 19),
      berlin(31, 19), // after Berlin's own DST change on 29 March
    ]);
    expect(berlin(31, 19)).toBe("2026-03-31T17:00:00.000Z");
  });

  it("reads all-day events and floating times in the business's zone", () => {
    const ics = feed(
      event("holiday", "DTSTART;VALUE=DATE:20260320", "DTEND;VALUE=DATE:20260321"),
      event("floating", "DTSTART:20260325T090000", "DTEND:20260325T093000"),
    );
    const { intervals } = readBusyTimes(ics, from, to, "America/Denver");
    expect(intervals.map((i) => [iso(i.start), iso(i.end)])).toEqual([
      ["2026-03-20T06:00:00.000Z", "2026-03-21T06:00:00.000Z"],
      ["2026-03-25T15:00:00.000Z", "2026-03-25T15:30:00.000Z"],
    ]);
  });

  it("refuses text that is not iCalendar", () => {
    expect(() => readBusyTimes("<html>login</html>", from, to, "UTC")).toThrow();
  });
});
