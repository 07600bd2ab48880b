import { describe, expect, it } from "vitest";
import { interpretRequest } from "./interpret";

// Thursday 2026-03-05 10:00 in Denver (MST).
const NOW = new Date("2026-03-05T17:00:00Z");
const label = (wish: string, zone = "America/Denver") =>
  interpretRequest(wish, NOW, zone)?.label ?? null;

describe("reading a wish into windows", () => {
  it.each([
    // "but" before a weekday excludes it, like "except" and "not".
    ["any day but Monday next week", /^Tue, Mar 10, 2026 \(any time\);/],
    ["except for Tuesday, next week", /^Mon, Mar 9, 2026 \(any time\); Wed, Mar 11/],
    // Touching parts of the day widen each other; apart, only the first counts.
    ["tomorrow morning or afternoon", /^Fri, Mar 6, 2026, 6:00 AM MST to 5:00 PM MST/],
    ["Monday morning or evening", /^Mon, Mar 9, 2026, 6:00 AM MDT to 12:00 PM MDT/],
    ["first thing Monday", /^Mon, Mar 9, 2026, until 10:00 AM MDT/],
    ["Friday after 3pm", /^Fri, Mar 6, 2026, from 3:00 PM MST \(America\/Denver\)$/],
    ["end of day Friday", /^Fri, Mar 6, 2026, 3:00 PM MST to 5:00 PM MST/],
    // A bare time is today while it is ahead, else tomorrow.
    ["3pm", /^Thu, Mar 5, 2026, 3:00 PM MST/],
    ["9am", /^Fri, Mar 6, 2026, 9:00 AM MST/],
    // Times to avoid are cut out of the day, holidays are read as their dates.
    [
      "Friday, any time except 1-2pm",
      /^Fri, Mar 6, 2026 \(any time\) .*, except 1:00 PM to 2:00 PM$/,
    ],
    ["Christmas Eve morning", /^Thu, Dec 24, 2026, 6:00 AM MST to 12:00 PM MST/],
    ["the Monday after next", /^Mon, Mar 16, 2026 \(any time\)/],
    ["3 April 14:00", /^Fri, Apr 3, 2026, 2:00 PM MDT/],
    ["the last Friday of March", /^Fri, Mar 27, 2026 \(any time\)/],
    ["Monday 12-1", /^Mon, Mar 9, 2026, 12:00 PM MDT to 1:00 PM MDT/],
    ["7th or 8th April, morning", /^Tue, Apr 7, 2026, 6:00 AM MDT to 12:00 PM MDT; Wed, Apr 8/],
    ["the 9th, may I book it", /^Mon, Mar 9, 2026 \(any time\) \(America\/Denver\)$/],
    // Read in the caller's zone, said in it.
    ["Monday at 9:30am", /^Mon, Mar 9, 2026, 9:30 AM GMT \(Europe\/London\)$/, "Europe/London"],
  ])("%s", (wish, expected, zone?: string) => {
    expect(label(wish, zone)).toMatch(expected);
  });

  it("finds nothing in words without a day or a time", () => {
    expect(label("whenever suits you")).toBeNull();
    expect(label("purple elephant")).toBeNull();
    // A count is not a clock range.
    expect(label("in 2-3 days")).toBeNull();
  });
});
