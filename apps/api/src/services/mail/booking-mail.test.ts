import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { readJson } from "../../../test/support/responses";
import {
  type ReceivedMail,
  type SmtpReceiver,
  startSmtpReceiver,
} from "../../../test/support/smtp";
import { rescheduleBooking } from "../booking-lifecycle";
import { bookConsultation, cancelBooking } from "../bookings";
import { checkAvailability } from "../slots";
import { type MailWorker, startMailWorker } from "./worker";

/** The one VEVENT of an invitation, read back with the same iCalendar library. */
function invitation(mail: ReceivedMail | undefined) {
  expect(mail?.calendar).toBeDefined();
  const cal = new ICAL.Component(ICAL.parse(mail?.calendar?.content ?? ""));
  const [vevent] = cal.getAllSubcomponents("vevent");
  if (!vevent) throw new Error("no VEVENT in the invitation");
  return { method: cal.getFirstPropertyValue("method"), vevent, event: new ICAL.Event(vevent) };
}

describe("booking confirmations with calendar invitations", () => {
  let smtp: SmtpReceiver;
  let t: TestApp;
  let worker: MailWorker | null;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp("sqlite", {
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@wasatch.example",
      SITE_URL: "https://wasatch.example",
      MAIL_POLL_MS: "20",
      BUSINESS_COUNTRY: "none",
    });
    worker = startMailWorker(t.deps);
  });
  afterAll(async () => {
    await worker?.stop();
    await t.close();
    await smtp.stop();
  });

  it("sends the booker an invitation at the right time, its move and its cancellation under one UID", async () => {
    const [slot, later] = (await checkAvailability(t.deps, { limit: 2 })).slots;
    if (!slot || !later) throw new Error("no free slots");
    const result = await bookConsultation(
      t.deps,
      {
        name: "Ada <Baker>",
        email: "ada@bakery.example",
        businessType: "bakery",
        timeZone: "Europe/London",
        slotStart: slot.start.utc,
      },
      "mcp",
    );
    if (result.status !== "confirmed" || !result.booking) throw new Error(result.message);
    const id = result.booking.bookingId;
    // With SMTP_URL the confirmation leaves at once, and the agent is told so.
    expect(result.nextSteps?.[0]).toBe(
      "A confirmation with a calendar invitation is on its way to ada@bakery.example; the call link follows before the call.",
    );
    const toBooker = (m: ReceivedMail) => m.to.includes("ada@bakery.example");

    const [confirmation] = await smtp.waitFor(1, toBooker);
    expect(confirmation?.parsed.subject).toMatch(/^Confirmed: free discovery call with Wasatch AI/);
    expect(confirmation?.parsed.text).toContain(`Booking id: ${id}`);
    expect(String(confirmation?.parsed.html)).toContain("Ada &lt;Baker&gt;");
    const req = invitation(confirmation);
    expect(req.method).toBe("REQUEST");
    expect(req.event.uid).toBe(`booking-${id}@wasatch.example`);
    expect(req.event.startDate.zone?.tzid).toBe("UTC");
    expect(req.event.startDate.toJSDate().toISOString()).toBe(slot.start.utc);
    expect(req.event.endDate.toJSDate().toISOString()).toBe(slot.end.utc);
    expect(req.event.sequence).toBe(0);
    expect(req.vevent.getFirstPropertyValue("organizer")).toBe("mailto:owner@wasatch.example");
    expect(req.vevent.getFirstPropertyValue("attendee")).toBe("mailto:ada@bakery.example");
    expect(req.vevent.getFirstProperty("attendee")?.getParameter("cn")).toBe("Ada <Baker>");

    // The owner hears about the booking as a lead, linked to it in the admin.
    const [notice] = await smtp.waitFor(1, (m) => m.to.includes("owner@wasatch.example"));
    expect(notice?.parsed.subject).toBe("New consultation booking: Ada <Baker>");
    expect(notice?.parsed.text).toContain(
      `https://wasatch.example/admin/leads?lead=${result.leadId}`,
    );

    const move = await rescheduleBooking(t.deps, {
      bookingId: id,
      email: "ada@bakery.example",
      slotStart: later.start.utc,
    });
    expect(move.status).toBe("confirmed");
    const moved = await smtp.waitFor(2, toBooker);
    expect(moved[1]?.parsed.subject).toMatch(/^Moved: free discovery call/);
    const update = invitation(moved[1]);
    expect(update.method).toBe("REQUEST");
    expect(update.event.uid).toBe(req.event.uid);
    expect(update.event.sequence).toBe(1);
    expect(update.event.startDate.toJSDate().toISOString()).toBe(later.start.utc);
    await smtp.waitFor(1, (m) => m.parsed.subject?.startsWith("Booking moved: Ada") ?? false);

    await cancelBooking(t.deps, { bookingId: id, email: "ada@bakery.example" });
    const mails = await smtp.waitFor(3, toBooker);
    const cancel = invitation(mails[2]);
    expect(mails[2]?.parsed.subject).toMatch(/^Cancelled: discovery call/);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(req.event.uid);
    expect(cancel.event.sequence).toBe(2);
    expect(cancel.vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    await smtp.waitFor(1, (m) => m.parsed.subject?.startsWith("Booking cancelled: Ada") ?? false);

    // Cancelling again sends nothing more.
    await cancelBooking(t.deps, { bookingId: id, email: "ada@bakery.example" });
    await worker?.runOnce();
    expect((await t.deps.storage.outbox.list(20)).filter((m) => m.ref === id)).toHaveLength(5);
  });

  it("tells a chat visitor their confirmation is on its way, and it arrives", async () => {
    const session = await readJson(
      await t.json("POST", "/api/chat/session", {}),
      chatSessionResponseSchema,
    );
    const say = async (message: string) => {
      const res = await t.json("POST", "/api/chat/message", {
        sessionId: session.sessionId,
        message,
      });
      expect(res.status).toBe(200);
      return readJson(res, chatMessageResponseSchema);
    };
    expect((await say("Can I book a discovery call?")).metadata.slots?.length).toBeGreaterThan(0);
    const done = await say("I'm Ann Lee, ann@shop.example. The first one please");
    expect(done.metadata.booked).toBe(true);
    expect(done.response).toContain(
      "A confirmation with a calendar invitation is on its way to **ann@shop.example**",
    );
    const [confirmation] = await smtp.waitFor(1, (m) => m.to.includes("ann@shop.example"));
    expect(confirmation?.parsed.subject).toMatch(/^Confirmed: free discovery call/);
    invitation(confirmation);
  });
});
