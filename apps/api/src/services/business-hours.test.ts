import { describe, expect, it } from "vitest";
import { parseEnv } from "../env";
import { zonedParts, zonedTimeToUtc } from "../lib/zoned-time";
import {
  BusinessHoursError,
  businessHoursFrom,
  businessStatus,
  isOpenAt,
  isOpenNow,
  nextOpening,
  openIntervals,
  parseBusinessHours,
} from "./business-hours";

const denver = parseBusinessHours("Mon-Fri 09:00-17:00", "America/Denver");

describe("parseBusinessHours", () => {
  it("reads day ranges, lists and several windows", () => {
    const h = parseBusinessHours(
      "Mon-Thu 09:00-12:00,13:00-17:00; Fri 09:00-15:00; Sat,Sun 10:00-11:30",
      "UTC",
    );
    expect(h.week[1]).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(h.week[5]).toEqual([{ start: 540, end: 900 }]);
    expect(h.week[0]).toEqual([{ start: 600, end: 690 }]);
    expect(h.week[6]).toEqual([{ start: 600, end: 690 }]);
  });

  it("wraps a day range over the weekend", () => {
    const h = parseBusinessHours("Fri-Mon 10:00-14:00", "UTC");
    expect(h.week.map((w) => w.length)).toEqual([1, 1, 0, 0, 0, 1, 1]);
  });

  it.each([
    ["Mon-Fri 9-17", "UTC"],
    ["Funday 09:00-17:00", "UTC"],
    ["Mon 17:00-09:00", "UTC"],
    ["Mon 09:00-12:00,11:00-13:00", "UTC"],
    ["", "UTC"],
    ["Mon-Fri 09:00-17:00", "Mars/Olympus"],
  ])("rejects %j in %s", (spec, tz) => {
    expect(() => parseBusinessHours(spec, tz)).toThrow(BusinessHoursError);
  });
});

describe("time zones", () => {
  it("converts wall-clock time to UTC across DST", () => {
    // Denver is UTC-7 in winter, UTC-6 in summer.
    expect(
      zonedTimeToUtc({ year: 2026, month: 1, day: 15, hour: 9 }, "America/Denver").toISOString(),
    ).toBe("2026-01-15T16:00:00.000Z");
    expect(
      zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 9 }, "America/Denver").toISOString(),
    ).toBe("2026-07-15T15:00:00.000Z");
    expect(zonedParts(new Date("2026-03-09T15:30:00Z"), "America/Denver")).toMatchObject({
      year: 2026,
      month: 3,
      day: 9,
      hour: 9,
      minute: 30,
      weekday: 1,
    });
  });
});

describe("open intervals", () => {
  it("lists weekday windows only, in UTC, across the DST change", () => {
    // Fri 2026-03-06 to Tue 2026-03-10; DST starts Sun 2026-03-08.
    const list = openIntervals(
      denver,
      new Date("2026-03-06T00:00:00Z"),
      new Date("2026-03-11T00:00:00Z"),
    );
    expect(list.map((i) => [i.start.toISOString(), i.end.toISOString()])).toEqual([
      ["2026-03-06T16:00:00.000Z", "2026-03-07T00:00:00.000Z"],
      ["2026-03-09T15:00:00.000Z", "2026-03-09T23:00:00.000Z"],
      ["2026-03-10T15:00:00.000Z", "2026-03-10T23:00:00.000Z"],
    ]);
  });

  it("knows when it is open and when it opens next", () => {
    const monMorning = new Date("2026-03-09T16:00:00Z"); // Mon 10:00 MDT
    const satNoon = new Date("2026-03-07T19:00:00Z"); // Sat 12:00 MST
    const friEvening = new Date("2026-03-06T23:59:00Z"); // Fri 16:59 MST
    expect(isOpenAt(denver, monMorning)).toBe(true);
    expect(isOpenAt(denver, satNoon)).toBe(false);
    expect(isOpenAt(denver, friEvening)).toBe(true);
    expect(isOpenAt(denver, new Date("2026-03-07T00:00:00Z"))).toBe(false); // Fri 17:00 closes
    expect(nextOpening(denver, satNoon)?.toISOString()).toBe("2026-03-09T15:00:00.000Z");
    expect(nextOpening(denver, monMorning)?.toISOString()).toBe("2026-03-10T15:00:00.000Z");
  });

  it("answers from the environment and the clock", () => {
    const businessHours = businessHoursFrom(parseEnv({}));
    const closed = businessStatus({ businessHours, clock: () => new Date("2026-03-07T19:00:00Z") });
    expect(closed).toMatchObject({
      open: false,
      timeZone: "America/Denver",
      hours: "Mon-Fri 09:00-17:00",
      nextOpenAt: "2026-03-09T15:00:00.000Z",
    });
    expect(closed.nextOpenLocal).toContain("Mon, Mar 9, 2026");
    const open = businessStatus({ businessHours, clock: () => new Date("2026-03-09T16:00:00Z") });
    expect(open).toMatchObject({ open: true, closesAt: "2026-03-09T23:00:00.000Z" });
    expect(isOpenNow({ businessHours, clock: () => new Date("2026-03-09T16:00:00Z") })).toBe(true);
  });
});

describe("configuration", () => {
  it("refuses bad business hours at start-up, naming the variable", () => {
    expect(() => parseEnv({ BUSINESS_HOURS: "weekdays 9 to 5" })).toThrow(/BUSINESS_HOURS/);
    expect(() => parseEnv({ BUSINESS_TIMEZONE: "Mars/Olympus" })).toThrow(/Unknown time zone/);
  });
});

describe("closed days", () => {
  it("closes the country's public holidays and BUSINESS_CLOSED_DATES", () => {
    const hours = businessHoursFrom(parseEnv({ BUSINESS_CLOSED_DATES: "2026-03-10" }));
    const day = (d: string) =>
      openIntervals(hours, new Date(`${d}T00:00:00Z`), new Date(`${d}T23:59:00Z`)).length;
    expect(hours.closed("2026-11-26")).toBe("Thanksgiving Day"); // US, from America/Denver
    expect(day("2026-11-26")).toBe(0);
    expect(day("2026-11-25")).toBe(1);
    expect(day("2026-03-10")).toBe(0);
    expect(nextOpening(hours, new Date("2026-12-24T23:30:00Z"))?.toISOString()).toBe(
      "2026-12-28T16:00:00.000Z",
    );
  });

  it("takes the country from BUSINESS_COUNTRY or the zone, and none turns holidays off", () => {
    const london = businessHoursFrom(parseEnv({ BUSINESS_TIMEZONE: "Europe/London" }));
    expect(london.closed("2026-11-26")).toBeUndefined(); // Thanksgiving is not a UK holiday
    expect(london.closed("2026-05-25")).toBe("Spring bank holiday");
    expect(businessHoursFrom(parseEnv({ BUSINESS_COUNTRY: "none" })).closed("2026-12-25")).toBe(
      undefined,
    );
    expect(() => parseEnv({ BUSINESS_COUNTRY: "XX" })).toThrow(/BUSINESS_COUNTRY/);
    expect(() => parseEnv({ BUSINESS_CLOSED_DATES: "Dec 25" })).toThrow(/BUSINESS_CLOSED_DATES/);
  });
});
