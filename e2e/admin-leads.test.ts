import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { adminJourney, submitAdminLogin } from "./support/admin";
import type { Page } from "./support/browser";

const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

describe("admin: login, Website Leads, logout", () => {
  const admin = adminJourney({ acceptDownloads: true });

  it("sends a logged-out visitor to the login page and back after signing in", async () => {
    const { page } = admin.tracked;
    await page.goto(`${admin.server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fleads$/);
    await page.getByRole("heading", { name: "Login" }).waitFor();

    await submitAdminLogin(page, "not the password");
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();

    await submitAdminLogin(page);
    await page.waitForURL(`${admin.server.url}/admin/leads`);
    await page.getByRole("heading", { name: "Website Leads" }).waitFor();
    await page.getByText("No leads found").waitFor();
    await expect.poll(() => stat(page, "Total Leads").textContent(), { timeout: 10_000 }).toBe("0");
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeTruthy();
  });

  it("shows a lead sent from the public contact form and works it like a small CRM", async () => {
    const { page } = admin.tracked;
    await page.goto(`${admin.server.url}/#contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Rita Moreno");
    await form.getByLabel("Email").fill("rita@example.com");
    await form.getByLabel("Company").fill("Moreno Dental");
    await form.getByLabel("Message").fill("We miss calls after hours.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thank you! We'll get back to you within 24 hours.").waitFor();

    await page.goto(`${admin.server.url}/admin/leads`);
    const row = page.getByRole("row", { name: /Rita Moreno/ });
    await row.waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("rita@example.com");
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("Moreno Dental");
    await expect.poll(() => stat(page, "Total Leads").textContent(), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => stat(page, "New Leads").textContent(), { timeout: 10_000 }).toBe("1");
    await expect.poll(() => stat(page, "Converted").textContent(), { timeout: 10_000 }).toBe("0");

    // Details, then status and priority.
    await row.getByRole("button", { name: "View details for Rita Moreno" }).click();
    const dialog = page.getByRole("dialog", { name: "Lead Details" });
    await dialog.getByText("We miss calls after hours.").waitFor();
    await dialog.getByRole("button", { name: "Edit Status & Priority" }).click();
    await dialog.getByRole("combobox", { name: "Status" }).selectOption("converted");
    await dialog.getByRole("combobox", { name: "Priority" }).selectOption("high");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Lead updated successfully").waitFor();
    await dialog.getByRole("button", { name: "Save Changes" }).waitFor({ state: "detached" });
    await dialog.getByText("Converted").first().waitFor();
    await dialog.getByText("High").waitFor();

    // A note with Ctrl+Enter shows its text and author.
    const note = dialog.getByRole("textbox", { name: "New note" });
    await note.fill("Called back, wants a demo");
    await note.press("Control+Enter");
    await page.getByText("Note added").waitFor();
    // The box clears only after the refreshed lead (with its note) renders; until then its
    // text would match the note's too.
    await expect.poll(() => note.inputValue()).toBe("");
    await dialog.getByText("Called back, wants a demo").waitFor();
    await expect(note.inputValue()).resolves.toBe("");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    // The stats follow the change.
    await page.waitForFunction(
      () => document.querySelector('[data-testid="stat-Converted"]')?.textContent === "1",
    );
    await expect.poll(() => stat(page, "New Leads").textContent(), { timeout: 10_000 }).toBe("0");
    await expect
      .poll(() => stat(page, "Conversion Rate").textContent(), { timeout: 10_000 })
      .toBe("100%");
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("Converted");
  });

  it("exports the rows shown as CSV, honouring search and filters", async () => {
    const { page } = admin.tracked;
    const post = await fetch(`${admin.server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "project_inquiry_modal",
        name: "Sam Builder",
        email: "sam@example.com",
        company: "Builder Co",
        message: "Quotes take us days.",
      }),
    });
    expect(post.status).toBe(201);
    await page.reload();
    await page.getByRole("row", { name: /Sam Builder/ }).waitFor();

    const exportRows = async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Export CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path()) as string, "utf8");
      return csv.trim().split("\r\n");
    };

    const all = await exportRows();
    expect(all[0]).toMatch(/^Name,Email,Phone,Company,Type,Status,Priority/);
    expect(all).toHaveLength(3);

    await page.getByRole("searchbox", { name: "Search" }).fill("builder");
    await page.getByRole("row", { name: /Rita Moreno/ }).waitFor({ state: "detached" });
    const searched = await exportRows();
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain("sam@example.com");

    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await page.getByRole("combobox", { name: "Status" }).selectOption("converted");
    await page.getByRole("row", { name: /Sam Builder/ }).waitFor({ state: "detached" });
    const converted = await exportRows();
    expect(converted).toHaveLength(2);
    expect(converted[1]).toContain("rita@example.com");
    expect(converted[1]).toContain("Called back, wants a demo");
  });

  it("collapses the sidebar into a menu on a small screen", async () => {
    const { page } = admin.tracked;
    await page.setViewportSize({ width: 420, height: 800 });
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const menu = page.getByRole("dialog", { name: "Admin menu" });
    await menu.getByRole("link", { name: /Settings/ }).click();
    await page.waitForURL(`${admin.server.url}/admin/settings`);
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("logs out: clears the stored login and guards the admin pages again", async () => {
    const { page, errors } = admin.tracked;
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${admin.server.url}/admin/login`);
    expect(await page.evaluate(() => localStorage.getItem("adminToken"))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("adminUser"))).toBeNull();
    await page.goto(`${admin.server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fleads$/);
    expect(errors).toEqual([]);
  });
});
