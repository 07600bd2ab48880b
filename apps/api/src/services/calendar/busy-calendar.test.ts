import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { AvailabilityResult, BookingResult } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../../test/support/app";
import { addLocalDays, dateKey, weekdayOf, zonedParts } from "../../lib/zoned-time";
import { checkAvailability } from "../slots";
import { systemInfo } from "../system-info";

/** The Monday at least 8 days from now in Denver, as a local date. */
function nextMonday() {
  let d = addLocalDays(zonedParts(new Date(), "America/Denver"), 8);
  while (weekdayOf(d) !== 1) d = addLocalDays(d, 1);
  return d;
}
const compact = (d: { year: number; month: number; day: number }) => dateKey(d).replaceAll("-", "");

/** Weekly on Mondays 12:00–13:00 in New York (10:00–11:00 in Denver), started weeks ago. */
function busyFeed() {
  const first = compact(addLocalDays(nextMonday(), -21));
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    "UID:weekly-review@test",
    "DTSTAMP:20260101T000000Z",
    "SUMMARY:Dentist",
    `DTSTART;TZID=America/New_York:${first}T120000`,
    `DTEND;TZID=America/New_York:${first}T130000`,
    "RRULE:FREQ=WEEKLY;BYDAY=MO",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

describe.each(backends)("the owner's busy calendar over HTTP on %s", (backend: Backend) => {
  let t: TestApp;
  let server: ReturnType<typeof Bun.serve>;
  let failing = false;
  let huge = false;
  let fetches = 0;
  beforeAll(async () => {
    server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch() {
        fetches++;
        if (failing) return new Response("upstream down", { status: 502 });
        if (huge) return new Response(`${busyFeed()}\r\n${"X".repeat(11 * 1024 * 1024)}`);
        return new Response(busyFeed(), { headers: { "content-type": "text/calendar" } });
      },
    });
    t = await buildTestApp(backend, {
      CALENDAR_BUSY_ICS_URL: `http://127.0.0.1:${server.port}/private/secret-token/basic.ics`,
      BUSINESS_TIMEZONE: "America/Denver",
      BUSINESS_HOURS: "Mon-Fri 09:00-17:00",
      BUSINESS_COUNTRY: "none",
      CALENDAR_REFRESH_MS: "1000",
    });
  });
  afterAll(async () => {
    await t.close();
    server.stop(true);
  });

  const mondayStarts = async () => {
    const day = dateKey(nextMonday());
    const result = await checkAvailability(t.deps, { from: day, to: day, limit: 50 });
    return result.slots.map((s) => s.start.businessLocal.replace(/^.*?(\d{1,2}:\d{2}).*$/, "$1"));
  };

  it("never offers a slot during a recurring busy event, in its own time zone", async () => {
    expect(await t.deps.busyCalendar?.refresh()).toBe(true);
    const starts = await mondayStarts();
    expect(starts.length).toBeGreaterThan(10);
    expect(starts).toContain("9:30");
    expect(starts).not.toContain("10:00");
    expect(starts).not.toContain("10:30");
    expect(starts).toContain("11:00");
    const status = await t.deps.busyCalendar?.status();
    expect(status).toMatchObject({
      configured: true,
      source: `127.0.0.1:${server.port}`,
      events: 1,
    });
    expect(status?.busyIntervals).toBeGreaterThanOrEqual(8);
    expect(JSON.stringify(status)).not.toContain("secret-token");
  });

  it("is respected by AI agents over MCP: never offered, never booked", async () => {
    const served = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
    const client = new Client({ name: "test-agent", version: "1.0.0" });
    try {
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${served.port}/api/nlweb/mcp`)),
      );
      const call = async (name: string, args: Record<string, unknown>) =>
        ((await client.callTool({ name, arguments: args })) as CallToolResult).structuredContent;
      const day = dateKey(nextMonday());
      const free = (await call("check_availability", {
        from: day,
        to: day,
        limit: 50,
      })) as AvailabilityResult;
      const offered = free.slots.map((x) => x.start.businessLocal);
      expect(offered.some((l) => /\b9:30\b/.test(l))).toBe(true);
      expect(offered.some((l) => /\b10:(00|30)\b/.test(l))).toBe(false);

      const wish = (await call("schedule_meeting", {
        request: `${day} at 10:00`,
        name: "Ada",
        email: "ada@example.com",
      })) as BookingResult;
      expect(wish.status).toBe("unavailable");
    } finally {
      await client.close();
      await served.stop(true);
    }
  });

  it("keeps the last good copy when the feed fails, and says so", async () => {
    failing = true;
    const before = fetches;
    expect(await t.deps.busyCalendar?.refresh()).toBe(false);
    expect(fetches).toBe(before + 1);
    expect(await mondayStarts()).not.toContain("10:00");
    const status = await t.deps.busyCalendar?.status();
    expect(status?.lastError).toBe("HTTP 502");
    expect(status?.lastSyncAt).toBeDefined();
    const info = await systemInfo(t.deps);
    expect(info.components.busyCalendar).toMatch(
      /last fetch failed \(HTTP 502\); using the copy synced/,
    );

    failing = false;
    expect(await t.deps.busyCalendar?.refresh()).toBe(true);
    expect((await t.deps.busyCalendar?.status())?.lastError).toBeUndefined();
  });

  it("refuses an oversized feed, and refreshes on its own once started", async () => {
    huge = true;
    expect(await t.deps.busyCalendar?.refresh()).toBe(false);
    expect((await t.deps.busyCalendar?.status())?.lastError).toBe("feed larger than 10 MB");
    huge = false;

    const before = fetches;
    const refresher = t.deps.busyCalendar?.start();
    try {
      await expect
        .poll(() => fetches, { timeout: 10_000, interval: 50 })
        .toBeGreaterThanOrEqual(before + 2);
    } finally {
      refresher?.stop();
    }
    expect((await t.deps.busyCalendar?.status())?.lastError).toBeUndefined();
  });
});
