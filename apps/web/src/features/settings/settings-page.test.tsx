import type { AdminSettings, OutboxSummary } from "@repo/schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminRouteError } from "@/features/admin/admin-shell";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { renderRoute } from "@/test/render-route";
import { ensureSettings } from "./queries";
import { SettingsPage, SettingsPagePending } from "./settings-page";

const message = (over: Partial<OutboxSummary>): OutboxSummary => ({
  id: "m1",
  kind: "lead",
  to: "owner@example.com",
  subject: "New contact message: Rita Moreno",
  environment: "development",
  status: "sent",
  attempts: 1,
  dueAt: 0,
  createdAt: "2026-03-04T15:30:00.000Z",
  updatedAt: "2026-03-04T15:30:05.000Z",
  sentAt: "2026-03-04T15:30:05.000Z",
  hasInvitation: false,
  ...over,
});

const settings: AdminSettings = {
  calendarFeedUrl: "https://site.example/api/calendar/abcdefghijklmnopqrstuvwxyz012345.ics",
  smtp: {
    configured: false,
    from: "Site <hello@site.example>",
    ownerEmail: "owner@example.com",
    queued: 1,
    failed: 1,
  },
  busyCalendar: { configured: false, events: 0, busyIntervals: 0 },
  businessHours: {
    label: "Mon-Fri 09:00-17:00",
    timeZone: "America/Denver",
    closedDays: ["Sat", "Sun"],
    closedDates: [],
    holidays: "US",
    openNow: true,
  },
  outbox: [
    message({ id: "sent-1" }),
    message({
      id: "failed-1",
      status: "failed",
      attempts: 12,
      subject: "Confirmed: free discovery call",
      kind: "booking_confirmation",
      hasInvitation: true,
      lastError: "connect ECONNREFUSED",
      sentAt: undefined,
    }),
    message({
      id: "queued-1",
      status: "queued",
      attempts: 0,
      subject: "Test email",
      sentAt: undefined,
    }),
  ],
};

/** Stands in for the settings API; records each POST path. */
function serveSettings() {
  const posts: string[] = [];
  serveApi(({ method, url }) => {
    if (method === "POST") {
      posts.push(url);
      return reply(api.admin.settings.outbox[":id"].retry.$post, {
        data: message({ status: "queued" }),
      });
    }
    if (url === "/api/admin/settings") return reply(api.admin.settings.$get, { data: settings });
    return replyError(404, "not_found", "Not found");
  });
  return posts;
}

/** The /admin/settings route: its loader, then the page (or its pending and error states). */
const renderPage = () =>
  renderRoute({
    loader: ensureSettings,
    component: SettingsPage,
    pendingComponent: SettingsPagePending,
    errorComponent: AdminRouteError,
  });

afterEach(() => vi.unstubAllGlobals());

describe("Settings page", () => {
  it("shows the notification address, what is not configured, the feed and the outbox", async () => {
    serveSettings();
    renderPage();
    expect(await screen.findByText("owner@example.com")).toBeInTheDocument();
    expect(screen.getByText("Not configured")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Calendar feed URL" })).toHaveValue(
      settings.calendarFeedUrl,
    );
    expect(screen.getByText(/Set CALENDAR_BUSY_ICS_URL/)).toBeInTheDocument();

    const rows = within(screen.getByRole("table", { name: "Outbox" })).getAllByRole("row");
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent("Sent");
    expect(rows[2]).toHaveTextContent("Failed");
    expect(rows[2]).toHaveTextContent("connect ECONNREFUSED (attempt 12)");
    // Only the failed message offers a retry: a sent one is done, a waiting one will be tried.
    expect(within(rows[1] as HTMLElement).queryByRole("button", { name: /Retry/ })).toBeNull();
    expect(within(rows[3] as HTMLElement).queryByRole("button", { name: /Retry/ })).toBeNull();
  });

  it("shows a configured server's last delivery and error, the busy calendar's sync and the hours", async () => {
    const configured: AdminSettings = {
      ...settings,
      smtp: {
        ...settings.smtp,
        configured: true,
        server: "mail.site.example:587",
        lastSentAt: "2026-03-04T15:30:05.000Z",
        lastError: "connect ECONNREFUSED",
        lastErrorAt: "2026-03-04T14:00:00.000Z",
      },
      busyCalendar: {
        configured: true,
        source: "calendar.google.com",
        lastSyncAt: "2026-03-04T15:00:00.000Z",
        lastAttemptAt: "2026-03-04T15:05:00.000Z",
        events: 7,
        busyIntervals: 23,
        lastError: "HTTP 502",
      },
      businessHours: { ...settings.businessHours, closedDates: ["2026-12-24"], openNow: false },
    };
    serveApi(() => reply(api.admin.settings.$get, { data: configured }));
    renderPage();
    /** The values shown beside a label (dt → dd), in page order. */
    const values = (label: string) =>
      screen
        .getAllByText(label, { selector: "dt" })
        .map((dt) => dt.nextElementSibling?.textContent);
    expect(await screen.findByText("Configured: mail.site.example:587")).toBeInTheDocument();
    expect(values("Last delivery")).toEqual([expect.stringMatching(/2026/)]);
    expect(values("Last error")).toEqual([
      expect.stringMatching(/^connect ECONNREFUSED \(.*2026.*\)$/),
      expect.stringMatching(/^HTTP 502 \(.*2026.*\); using the last good copy$/),
    ]);
    expect(values("Source")).toEqual(["calendar.google.com"]);
    expect(values("Last sync")).toEqual([expect.stringMatching(/2026/)]);
    expect(values("Events read")).toEqual(["7"]);
    expect(values("Busy times ahead")).toEqual(["23"]);
    expect(values("Hours")).toEqual(["Mon-Fri 09:00-17:00"]);
    expect(values("Time zone")).toEqual(["America/Denver"]);
    expect(values("Closed days")).toEqual(["Sat, Sun"]);
    expect(values("Public holidays")).toEqual(["US"]);
    expect(values("Closed dates")).toEqual(["2026-12-24"]);
    expect(values("Now")).toEqual(["Closed"]);
  });

  it("retries a failed message, sends a test email and regenerates the feed through the API", async () => {
    const posts = serveSettings();
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole("button", { name: "Retry Confirmed: free discovery call" }),
    );
    await user.click(screen.getByRole("button", { name: "Send test email" }));
    await user.click(screen.getByRole("button", { name: "Regenerate" }));
    const confirm = await screen.findByRole("dialog", { name: "New feed address" });
    expect(posts).toHaveLength(2); // nothing revoked before the confirmation
    await user.click(within(confirm).getByRole("button", { name: "Create new address" }));
    await vi.waitFor(() => expect(posts).toHaveLength(3));
    expect(posts).toEqual([
      "/api/admin/settings/outbox/failed-1/retry",
      "/api/admin/settings/test-email",
      "/api/admin/settings/calendar-feed",
    ]);
  });

  it("says why the settings could not load, and Retry loads them", async () => {
    let fail = true;
    serveApi(() =>
      fail
        ? replyError(503, "storage_unavailable", "Storage is unavailable")
        : reply(api.admin.settings.$get, { data: settings }),
    );
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Storage is unavailable");
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("owner@example.com")).toBeInTheDocument();
  });
});
