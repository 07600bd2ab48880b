import { describe, expect, it } from "vitest";
import { nameBesideEmail, pickOffered } from "./chat-booking";

const offered = [
  { start: "2026-11-24T16:00:00.000Z", label: "Tue, Nov 24, 9:00 AM MST" },
  { start: "2026-11-24T16:30:00.000Z", label: "Tue, Nov 24, 9:30 AM MST" },
  { start: "2026-11-24T20:00:00.000Z", label: "Tue, Nov 24, 1:00 PM MST" },
];

describe("picking an offered time", () => {
  it.each([
    ["Tue, Nov 24, 9:30 AM MST", 1],
    ["the first one works", 0],
    ["second please", 1],
    ["I'll take the last one", 2],
    ["1pm is good", 2],
    ["9:30 am", 1],
  ])("%s", (message, index) => {
    expect(pickOffered(offered, message)).toEqual(offered[index]);
  });

  it("picks nothing when the message names no offered time", () => {
    expect(pickOffered(offered, "what does it cost?")).toBeNull();
    expect(pickOffered(offered, "how about 4pm?")).toBeNull();
    expect(pickOffered(offered, "the first Monday in December")).toBeNull();
    expect(pickOffered(offered, "first thing Tuesday")).toBeNull();
  });

  it("reads the name typed next to an email", () => {
    expect(nameBesideEmail("Tom Baker, tom@example.com")).toBe("Tom Baker");
    expect(nameBesideEmail("maya ortiz maya@example.com")).toBe("Maya Ortiz");
    expect(nameBesideEmail("tom@example.com")).toBeUndefined();
  });
});
