import { describe, expect, it } from "vitest";
import { zoneInWish } from "./zone-words";

describe("a time zone named in a wish", () => {
  it.each([
    ["Tuesday at 3pm EST", "America/New_York"],
    ["4pm eastern", "America/New_York"],
    ["10am PT", "America/Los_Angeles"],
    ["noon Central time", "America/Chicago"],
    ["9:00 Europe/London", "Europe/London"],
    ["17:00 UTC", "UTC"],
    ["15:00 CET", "Europe/Berlin"],
  ])("%s", (wish, zone) => {
    expect(zoneInWish(wish)?.timeZone).toBe(zone);
  });

  it("names none in an ordinary wish, and keeps the rest of it", () => {
    expect(zoneInWish("next Tuesday afternoon")).toBeNull();
    expect(zoneInWish("central location, Monday")).toBeNull();
    expect(zoneInWish("Monday at 8am Pacific time")?.rest.trim()).toBe("Monday at 8am");
  });
});
