import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpReceiver, startSmtpReceiver } from "../apps/api/test/support/smtp";
import { submitAdminLogin } from "./support/admin";
import { type Browser, launchBrowser, openPage, type TrackedPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

describe("admin: Settings shows the outbox, sends a test email, and hands out the bookings feed", () => {
  let smtp: SmtpReceiver;
  let server: RunningServer;
  let browser: Browser & { cleanup(): Promise<void> };
  let tracked: TrackedPage;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({
      SMTP_URL: smtp.url,
      OWNER_EMAIL: "owner@example.com",
      MAIL_POLL_MS: "50",
    });
    browser = await launchBrowser();
    tracked = await openPage(browser);
  });
  afterAll(async () => {
    await tracked?.context.close();
    await browser?.cleanup();
    await server?.stop();
    await smtp?.stop();
  });

  it("emails the owner about a lead and lists it in the outbox as sent", async () => {
    const { page } = tracked;
    await page.goto(`${server.url}/#contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Rita Moreno");
    await form.getByLabel("Email").fill("rita@example.com");
    await form.getByLabel("Message").fill("We miss calls after hours.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thank you! We'll get back to you within 24 hours.").waitFor();
    const [mail] = await smtp.waitFor(
      1,
      (m) => m.parsed.subject === "New contact message: Rita Moreno",
    );
    expect(mail?.to).toEqual(["owner@example.com"]);

    await page.goto(`${server.url}/admin/settings`);
    await page.waitForURL(/\/admin\/login/);
    await submitAdminLogin(page);
    await page.waitForURL(`${server.url}/admin/settings`);
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await page.getByText("Configured: 127.0.0.1:").waitFor();

    const outbox = page.getByRole("table", { name: "Outbox" });
    const row = outbox.getByRole("row", { name: /New contact message: Rita Moreno/ });
    await row.waitFor();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain("Sent");

    // The email's link opens the lead's details in the admin.
    const link = /https?:\/\/\S+\/admin\/leads\?lead=\S+/.exec(mail?.parsed.text ?? "")?.[0];
    expect(link).toBeDefined();
    const target = new URL(link ?? "");
    await page.goto(`${server.url}${target.pathname}${target.search}`);
    const dialog = page.getByRole("dialog", { name: "Lead Details" });
    await dialog.getByText("We miss calls after hours.").waitFor();
    await page.keyboard.press("Escape");
    await page.waitForURL(`${server.url}/admin/leads`);
    await page.goto(`${server.url}/admin/settings`);
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  });

  it("queues a test email that arrives and shows up in the outbox", async () => {
    const { page } = tracked;
    await page.getByRole("button", { name: "Send test email" }).click();
    await page.getByText("Test email queued").waitFor();
    await smtp.waitFor(1, (m) => m.parsed.subject === "Test email from Wasatch AI");
    const row = page
      .getByRole("table", { name: "Outbox" })
      .getByRole("row", { name: /Test email from Wasatch AI/ });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain("Sent");
  });

  it("shows a private feed address that serves the bookings, and revokes it on regenerate", async () => {
    const { page, errors } = tracked;
    const field = page.getByRole("textbox", { name: "Calendar feed URL" });
    const first = await field.inputValue();
    expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(first).pathname;
    const feed = await fetch(`${server.url}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");

    await page.getByRole("button", { name: "Regenerate" }).click();
    await page
      .getByRole("dialog", { name: "New feed address" })
      .getByRole("button", { name: "Create new address" })
      .click();
    await expect.poll(() => field.inputValue()).not.toBe(first);
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    const next = new URL(await field.inputValue()).pathname;
    expect((await fetch(`${server.url}${next}`)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
