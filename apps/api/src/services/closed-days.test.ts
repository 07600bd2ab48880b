import { describe, expect, it } from "vitest";
import { closedDays, isKnownCountry, TABLE_YEARS, TABLED_COUNTRIES } from "./closed-days";
import { holidayCalendar, publicHolidaysFromCalendar } from "./holiday-calendar";
import { KNOWN_COUNTRIES, PUBLIC_HOLIDAYS } from "./public-holidays.table";

const REGENERATE =
  "run `bun apps/api/scripts/public-holidays.ts` after upgrading date-holidays or moving TABLE_YEARS (closed-days.ts) on";

describe("public holidays table", () => {
  // Every country for three years (all years would take seconds of date-holidays' CPU).
  const years = [TABLE_YEARS.first, new Date().getUTCFullYear(), TABLE_YEARS.last];

  it.each(TABLED_COUNTRIES)(
    "holds %s's public holidays as date-holidays computes them",
    (country) => {
      for (const year of years) {
        const closed = closedDays(country, []);
        const fromLibrary = publicHolidaysFromCalendar(country, year);
        expect(PUBLIC_HOLIDAYS[country]?.[year], REGENERATE).toBeDefined();
        expect(fromLibrary.size).toBeGreaterThan(0);
        for (const [date, name] of fromLibrary) expect(closed(date), REGENERATE).toBe(name);
        const tabled = (PUBLIC_HOLIDAYS[country]?.[year] ?? "")
          .split("\n")
          .map((l) => l.slice(0, 10));
        expect(tabled, REGENERATE).toEqual([...fromLibrary.keys()]);
      }
    },
  );

  it("knows the countries date-holidays knows", () => {
    expect(KNOWN_COUNTRIES.split(" "), REGENERATE).toEqual(
      Object.keys(new (holidayCalendar())().getCountries()),
    );
    expect(isKnownCountry("de")).toBe(true);
    expect(isKnownCountry("XX")).toBe(false);
  });
});

describe("closed days", () => {
  it("reads an untabled country or year from date-holidays itself", () => {
    expect(closedDays("JM", [])("2026-12-25")).toBe(
      publicHolidaysFromCalendar("JM", 2026).get("2026-12-25"),
    );
    expect(closedDays("US", [])("2050-12-25")).toBe("Christmas Day");
    expect(closedDays("NONE", ["2026-12-24"])("2026-12-25")).toBeUndefined();
    expect(closedDays("NONE", ["2026-12-24"])("2026-12-24")).toBe("closed");
  });

  it("answers for a tabled country without loading date-holidays", async () => {
    const script = `
      const { closedDays } = await import(${JSON.stringify(new URL("./closed-days.ts", import.meta.url).pathname)});
      const loaded = () => Object.keys(require.cache).some((k) => k.includes("date-holidays"));
      const closed = closedDays("US", []);
      const christmas = closed("2026-12-25");
      const before = loaded();
      closed("2050-12-25");
      console.log(JSON.stringify({ christmas, before, after: loaded() }));`;
    const proc = Bun.spawn(["bun", "-e", script], { stdout: "pipe", stderr: "inherit" });
    const out = await new Response(proc.stdout).text();
    expect(await proc.exited).toBe(0);
    expect(JSON.parse(out)).toEqual({ christmas: "Christmas Day", before: false, after: true });
  });
});
