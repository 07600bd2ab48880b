import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import type { BusyInterval } from "../context";
import { freeSlots } from "./slots";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");

describe("free slots", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("leaves out every slot that overlaps a busy interval from deps.busy", async () => {
    const asked: Array<[string, string]> = [];
    const busy: BusyInterval[] = [
      // Fri 10:15-11:00 MST: blocks the 10:00 and 10:30 slots, not 11:00.
      { start: new Date("2026-03-06T17:15:00Z"), end: new Date("2026-03-06T18:00:00Z") },
    ];
    const deps = {
      ...t.deps,
      clock: () => NOW,
      busy: {
        async between(from: Date, to: Date) {
          asked.push([from.toISOString(), to.toISOString()]);
          return busy;
        },
      },
    };
    const from = new Date("2026-03-06T16:00:00Z");
    const to = new Date("2026-03-06T19:00:00Z");
    const without = await freeSlots({ ...deps, busy: undefined }, from, to);
    const withBusy = await freeSlots(deps, from, to);
    expect(without.map((d) => d.toISOString())).toEqual([
      "2026-03-06T16:00:00.000Z",
      "2026-03-06T16:30:00.000Z",
      "2026-03-06T17:00:00.000Z",
      "2026-03-06T17:30:00.000Z",
      "2026-03-06T18:00:00.000Z",
      "2026-03-06T18:30:00.000Z",
    ]);
    expect(withBusy.map((d) => d.toISOString())).toEqual([
      "2026-03-06T16:00:00.000Z",
      "2026-03-06T16:30:00.000Z",
      "2026-03-06T18:00:00.000Z",
      "2026-03-06T18:30:00.000Z",
    ]);
    expect(asked[0]?.[0]).toBe(from.toISOString());
  });
});
