import {
  adminSettingsSchema,
  type Booking,
  leadCreatedSchema,
  outboxSummarySchema,
} from "@repo/schemas";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readDataAsSent } from "../../test/support/responses";
import { newId } from "../lib/ids";

describe.each(backends)(
  "settings API and bookings feed on %s (no SMTP_URL)",
  (backend: Backend) => {
    let t: TestApp;
    let auth: { authorization: string };
    beforeAll(async () => {
      t = await buildTestApp(backend, {
        SITE_URL: "https://wasatch.example",
        OWNER_EMAIL: "owner@wasatch.example",
        BUSINESS_CLOSED_DATES: "2026-12-24",
      });
      auth = await t.login();
    });
    afterAll(() => t.close());

    /** As sent: the outbox must not carry the bodies, which parsing would drop. */
    const settings = async () => {
      const res = await t.json("GET", "/api/admin/settings", undefined, auth);
      expect(res.status).toBe(200);
      return readDataAsSent(res, adminSettingsSchema);
    };
    const feedPath = (url: string) => new URL(url).pathname;

    it("is for admins only", async () => {
      expect((await t.json("GET", "/api/admin/settings")).status).toBe(401);
      expect((await t.json("POST", "/api/admin/settings/test-email")).status).toBe(401);
      expect((await t.json("POST", "/api/admin/settings/calendar-feed")).status).toBe(401);
    });

    it("keeps and shows the outbox without SMTP: what would have been sent", async () => {
      const res = await t.json("POST", "/api/leads", {
        type: "contact",
        name: "Maria Lopez",
        email: "maria@taqueria.example",
      });
      const { id } = await readData(res, leadCreatedSchema);
      const s = await settings();
      expect(s.smtp).toMatchObject({
        configured: false,
        ownerEmail: "owner@wasatch.example",
        queued: 1,
        failed: 0,
      });
      expect(s.outbox[0]).toMatchObject({
        kind: "lead",
        ref: id,
        to: "owner@wasatch.example",
        status: "queued",
        subject: "New contact message: Maria Lopez",
        hasInvitation: false,
      });
      expect(s.outbox[0]).not.toHaveProperty("html");
      expect(s.outbox[0]).not.toHaveProperty("template");
      expect(s.busyCalendar).toEqual({ configured: false, events: 0, busyIntervals: 0 });
      expect(s.businessHours).toMatchObject({
        label: "Mon-Fri 09:00-17:00",
        timeZone: "America/Denver",
        closedDays: ["Sat", "Sun"],
        holidays: "US",
        closedDates: ["2026-12-24"],
      });
    });

    it("queues a test email, and retries only what is not sent", async () => {
      const res = await t.json("POST", "/api/admin/settings/test-email", undefined, auth);
      expect(res.status).toBe(202);
      const test = await readData(res, outboxSummarySchema);
      expect(test).toMatchObject({ kind: "test", status: "queued", to: "owner@wasatch.example" });
      expect((await settings()).outbox[0]?.id).toBe(test.id);

      const retry = (id: string) =>
        t.json("POST", `/api/admin/settings/outbox/${id}/retry`, undefined, auth);
      expect((await retry(test.id)).status).toBe(200);
      expect((await retry("missing")).status).toBe(404);
      await t.deps.storage.outbox.markSent(test.id, new Date().toISOString());
      expect((await retry(test.id)).status).toBe(409);
    });

    it("serves upcoming bookings at a private feed address that a new secret revokes", async () => {
      const start = new Date(Date.now() + 3 * 86_400_000);
      start.setUTCMinutes(0, 0, 0);
      const booking: Booking = {
        id: newId(),
        status: "confirmed",
        start: start.toISOString(),
        end: new Date(start.getTime() + 1_800_000).toISOString(),
        name: "Ada Bakery",
        email: "ada@bakery.example",
        businessType: "bakery",
        source: "mcp",
        environment: "development",
        createdAt: new Date().toISOString(),
      };
      await t.deps.storage.bookings.create(booking);

      const url = (await settings()).calendarFeedUrl;
      expect(url).toMatch(/^https:\/\/wasatch\.example\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
      expect((await settings()).calendarFeedUrl).toBe(url);
      const res = await t.app.request(feedPath(url));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/calendar");
      const cal = new ICAL.Component(ICAL.parse(await res.text()));
      const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
      const ev = events.find((e) => e.uid === `booking-${booking.id}@wasatch.example`);
      expect(ev?.startDate.toJSDate().toISOString()).toBe(booking.start);
      expect(ev?.startDate.zone?.tzid).toBe("UTC");
      expect(ev?.summary).toBe("Discovery call: Ada Bakery (bakery)");

      const regen = await t.json("POST", "/api/admin/settings/calendar-feed", undefined, auth);
      const next = (await readData(regen, adminSettingsSchema.pick({ calendarFeedUrl: true })))
        .calendarFeedUrl;
      expect(next).not.toBe(url);
      expect((await t.app.request(feedPath(url))).status).toBe(404);
      expect((await t.app.request(feedPath(next))).status).toBe(200);
      expect((await t.app.request("/api/calendar/guess.ics")).status).toBe(404);
      expect((await t.app.request(feedPath(next).replace(".ics", ""))).status).toBe(404);
    });
  },
);
