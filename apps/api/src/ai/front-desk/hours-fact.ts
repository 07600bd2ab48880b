/**
 * When a person is there: a fact built from the business hours the server runs with
 * (BUSINESS_HOURS, BUSINESS_TIMEZONE), so "are you open on Saturday?" or "what time zone are
 * you in?" is answered from the same hours that decide after-hours notes and free slots.
 */
import type { Brand, OpeningHours } from "@repo/site-content";
import type { Fact } from "./facts";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "Monday to Friday", "Monday, Wednesday and Friday", "Saturday". */
function dayList(days: readonly string[]): string {
  const idx = days.map((d) => WEEK.indexOf(d)).filter((i) => i >= 0);
  const consecutive = idx.length > 2 && idx.every((d, i) => i === 0 || d === (idx[i - 1] ?? 0) + 1);
  if (consecutive) return `${WEEK[idx[0] ?? 0]} to ${WEEK[idx[idx.length - 1] ?? 0]}`;
  const names = idx.map((i) => WEEK[i] ?? "");
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`
    : (names[0] ?? "");
}

/** "09:00" → "9:00 AM", "17:30" → "5:30 PM". */
function clock(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  const suffix = h >= 12 && h < 24 ? "PM" : "AM";
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${suffix}`;
}

/** "Mountain Time" for America/Denver; the zone's own name where Intl has none. */
function zoneName(timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      timeZoneName: "longGeneric",
    }).formatToParts(new Date());
    return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}

const row = (h: OpeningHours) => `${dayList(h.dayOfWeek)}, ${clock(h.opens)} to ${clock(h.closes)}`;

/** The opening-hours fact, or none when the server gave the brand no hours. */
export function hoursFacts(brand: Brand): Fact[] {
  const rows = brand.openingHours ?? [];
  if (!rows.length) return [];
  const zone = brand.timeZone ? ` (${zoneName(brand.timeZone)})` : "";
  const closedDays = WEEK.filter((d) => !rows.some((r) => r.dayOfWeek.includes(d)));
  const closed = closedDays.length ? ` We are closed on ${dayList(closedDays)}.` : "";
  return [
    {
      id: "opening-hours",
      kind: "contact",
      title: "When a person is available",
      answer: `A person from our team is available ${rows.map(row).join("; ")}${zone}.${closed} This assistant answers at any time, and you can [book your free call](${brand.bookingUrl}) at any time.`,
      keys: "hours opening openinghours open closed available availability weekend weekends saturday sunday holiday holidays time zone timezone office when person someone talk reach speak",
      url: "/contact",
    },
  ];
}
