/**
 * A visitor books the free call from the chat in Chromium: asks for a call, taps one of the
 * offered times, gives name and email, sees the booking confirmed with the amber 'MCP' badge,
 * and the owner finds the booking lead in Website Leads.
 */
import { describe, expect, it } from "vitest";
import { adminJourney, submitAdminLogin } from "./support/admin";

describe("booking the free call from the chat", () => {
  const journey = adminJourney({ timezoneId: "America/Chicago" });

  it("offers times as buttons, books the one tapped, and shows the lead to the owner", async () => {
    const { page } = journey.tracked;
    await page.goto(`${journey.server.url}/`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    const input = dialog.getByRole("textbox", { name: "Message" });
    await input.fill("Can I book a call with you?");
    await input.press("Enter");

    const times = dialog
      .getByRole("group", { name: "Free times for your call" })
      .getByRole("button");
    await expect.poll(() => times.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await times.count()).toBeLessThanOrEqual(3);
    const label = (await times.first().textContent()) ?? "";
    // Offered in the visitor's own time zone (the browser's), which the widget sends.
    expect(label).toMatch(/C[SD]T$/);
    const badges = dialog.locator(".cw-mcp .cw-badge");
    await expect.poll(() => badges.count()).toBe(1);
    expect(await badges.first().textContent()).toBe("MCP");

    await times.first().click();
    const assistant = dialog.locator('[data-role="assistant"]');
    await expect
      .poll(async () => (await assistant.last().textContent()) ?? "")
      .toContain("name and email");
    await input.fill("Maya Ortiz, maya@example.com");
    await input.press("Enter");
    await expect
      .poll(async () => (await assistant.last().textContent()) ?? "", { timeout: 10_000 })
      .toContain("Booked");
    expect(await assistant.last().textContent()).toContain(label);
    await expect.poll(() => badges.count()).toBe(3);

    await page.goto(`${journey.server.url}/admin/leads`);
    await page.waitForURL(/\/admin\/login/);
    await submitAdminLogin(page);
    const row = page.getByRole("row", { name: /Maya Ortiz/ });
    await row.waitFor({ timeout: 10_000 });
    await expect.poll(() => row.textContent()).toContain("maya@example.com");
    expect((await row.textContent())?.toLowerCase()).toContain("booking");

    // The conversation in Chat Insights shows what the visitor told the assistant.
    await page.goto(`${journey.server.url}/admin`);
    await page.getByRole("tab", { name: "Recent Conversations" }).click();
    const list = page.getByTestId("conversation-list");
    await list.getByRole("button", { name: /Can I book a call with you/ }).click();
    const memory = page.getByTestId("visitor-memory");
    await memory.waitFor({ timeout: 10_000 });
    expect(await memory.textContent()).toContain("Maya Ortiz");
    expect(await memory.textContent()).toContain("maya@example.com");
  });
});
