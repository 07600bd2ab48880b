import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import type { Deps } from "../context";
import { zonedParts } from "../lib/zoned-time";
import { bookConsultation } from "./bookings";
import { scheduleMeeting } from "./schedule-meeting";

// Monday 2026-03-09 10:00 MDT; Thursday is 2026-03-12.
const NOW = new Date("2026-03-09T16:00:00Z");
const person = { name: "Grace Hopper", email: "grace@example.com" };
const other = { name: "Someone Else", email: "else@example.com" };

describe("schedule_meeting honours the whole wish", () => {
  let t: TestApp;
  let deps: Deps;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
    deps = { ...t.deps, clock: () => NOW };
  });
  afterAll(() => t.close());

  it("never books Thursday noon for 'Thursday before noon'; offers mornings instead", async () => {
    for (const h of ["15", "16", "17"]) {
      for (const m of ["00", "30"]) {
        const slotStart = `2026-03-12T${h}:${m}:00.000Z`; // 09:00-11:30 MDT
        expect((await bookConsultation(deps, { ...other, slotStart }, "mcp")).status).toBe(
          "confirmed",
        );
      }
    }
    const res = await scheduleMeeting(deps, { ...person, request: "Thursday before noon" }, "mcp");
    expect(res.status).toBe("unavailable");
    expect(res.reason).toBe("fully_booked");
    expect(res.booking).toBeUndefined();
    expect(res.interpreted).toBe("Thu, Mar 12, 2026, until 12:00 PM MDT (America/Denver)");
    expect(res.alternatives?.length).toBe(5);
    for (const slot of res.alternatives ?? []) {
      expect(zonedParts(new Date(slot.start.utc), "America/Denver").hour).toBeLessThan(12);
    }
    const mine = await t.deps.storage.bookings.listConfirmed(
      "development",
      "2026-03-12T00:00:00Z",
      "2026-03-13T00:00:00Z",
    );
    expect(mine.filter((b) => b.email === person.email)).toEqual([]);
  });

  it("says an off-grid time within the hours is not outside them, and offers the slots around it", async () => {
    const res = await scheduleMeeting(deps, { ...person, request: "Wednesday at 2:15pm" }, "mcp");
    expect(res.status).toBe("unavailable");
    expect(res.booking).toBeUndefined();
    expect(res.message).not.toMatch(/outside business hours/);
    expect(res.message).toContain("start on the hour or half hour");
    expect(res.message).toContain(
      "Wed, Mar 11, 2026, 2:00 PM MDT or Wed, Mar 11, 2026, 2:30 PM MDT",
    );
    const late = await scheduleMeeting(deps, { ...person, request: "Wednesday at 4:50pm" }, "mcp");
    expect(late.message).toMatch(/outside business hours/);
  });

  it("states the window in the caller's zone", async () => {
    const res = await scheduleMeeting(
      deps,
      {
        ...person,
        request: "Wednesday between 2 and 4pm",
        timeZone: "Europe/London",
        dryRun: true,
      },
      "mcp",
    );
    expect(res.status).toBe("proposed");
    expect(res.interpreted).toBe("Wed, Mar 11, 2026, 2:00 PM GMT to 4:00 PM GMT (Europe/London)");
    // 14:00 GMT is 08:00 MDT, before opening: the first slot is 09:00 MDT, 15:00 GMT.
    expect(res.proposal?.start.utc).toBe("2026-03-11T15:00:00.000Z");
    expect(res.proposal?.start.callerLocal).toBe("Wed, Mar 11, 2026, 3:00 PM GMT");
  });

  it("proposes without booking on dryRun or confirm: false", async () => {
    for (const flag of [{ dryRun: true }, { confirm: false }]) {
      const res = await scheduleMeeting(
        deps,
        { ...person, request: "Tuesday at 2pm", ...flag },
        "mcp",
      );
      expect(res).toMatchObject({
        status: "proposed",
        proposal: { start: { utc: "2026-03-10T20:00:00.000Z" } },
      });
      expect(res.booking).toBeUndefined();
    }
    const booked = await t.deps.storage.bookings.listConfirmed(
      "development",
      "2026-03-10T20:00:00Z",
      "2026-03-10T20:30:00Z",
    );
    expect(booked).toEqual([]);
  });

  it.each([
    ["yesterday", "past", /in the past/],
    ["in 3 months", "beyond_window", /at most 60 days ahead/],
    ["Saturday", "closed_day", /closed then \(Saturdays\)/],
    ["tomorrow at 7pm", "outside_hours", /outside business hours/],
  ])("%s: nothing booked, reason %s", async (request, reason, words) => {
    const res = await scheduleMeeting(deps, { ...person, request }, "mcp");
    expect(res).toMatchObject({ status: "unavailable", reason });
    expect(res.message).toMatch(words);
    expect(res.message).toContain("Nothing was booked");
    expect(res.alternatives?.length).toBeGreaterThan(0);
  });

  it("names the holiday when the wish falls on one", async () => {
    const res = await scheduleMeeting(
      { ...deps, clock: () => new Date("2026-05-20T16:00:00Z") },
      { ...person, request: "May 25" },
      "mcp",
    );
    expect(res).toMatchObject({ status: "unavailable", reason: "closed_day" });
    expect(res.message).toContain("Memorial Day");
  });
});
