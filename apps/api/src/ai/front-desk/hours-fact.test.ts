import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { hoursFacts } from "./hours-fact";

describe("opening-hours fact", () => {
  it("states the days, the times and the zone the server runs with", () => {
    const [fact] = hoursFacts({
      ...defaultBrand,
      openingHours: [
        {
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "17:30",
        },
        { dayOfWeek: ["Saturday"], opens: "10:00", closes: "12:00" },
      ],
      timeZone: "America/Denver",
    });
    expect(fact?.answer).toContain(
      "Monday to Friday, 9:00 AM to 5:30 PM; Saturday, 10:00 AM to 12:00 PM",
    );
    expect(fact?.answer).toContain("(Mountain Time)");
    expect(fact?.answer).toContain("closed on Sunday.");
  });

  it("is left out when the brand carries no hours", () => {
    expect(hoursFacts(defaultBrand)).toEqual([]);
  });
});
