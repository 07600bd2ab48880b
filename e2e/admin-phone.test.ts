import { describe, expect, it } from "vitest";
import { adminJourney, submitAdminLogin } from "./support/admin";
import type { Page } from "./support/browser";

const PHONE = { width: 375, height: 667 };

/** How far the page itself scrolls sideways past the phone's width (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.width);

async function post(url: string, path: string, body: unknown) {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return res;
}

/** A visitor's chat through the public chat API. */
async function chat(url: string, messages: string[]) {
  const session = await post(url, "/api/chat/session", {});
  const { sessionId } = (await session.json()) as { sessionId: string };
  for (const message of messages) await post(url, "/api/chat/message", { sessionId, message });
}

describe("admin on a 375 px phone", () => {
  const admin = adminJourney({ viewport: PHONE, hasTouch: true });

  it("logs in and shows Chat Insights without sideways scrolling", async () => {
    const { page } = admin.tracked;
    const url = admin.server.url;
    await chat(url, ["Hello there,\nsecond line"]);
    await post(url, "/api/nlweb/ask", { query: "Do you work with law firms?" });

    await page.goto(`${url}/admin`);
    await page.waitForURL(/\/admin\/login/);
    expect(await sidewaysOverflow(page)).toBe(0);
    await submitAdminLogin(page);
    await page.waitForURL(`${url}/admin`);
    await page.getByRole("heading", { name: "Chat Insights" }).waitFor();
    await expect.poll(() => page.getByTestId("stat-Total Conversations").textContent()).toBe("2");
    // Nothing in the previous 30 days: the cards say what was gained, then "vs prev 30 days".
    const change = page.getByText("vs prev 30 days").first();
    expect(await change.textContent()).toBe("+2 vs prev 30 days");
    expect(await page.getByText("New vs prev").count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);

    // The popular question keeps its first line.
    const popular = page.getByTestId("popular-questions");
    await popular.getByText("Hello there, second line").waitFor();

    // One source mapping: the NLWeb call is the direct API in the list and the figures.
    await page.getByRole("tab", { name: "Recent Conversations" }).click();
    const list = page.getByTestId("conversation-list");
    await expect.poll(() => list.getByRole("button").count()).toBe(2);
    const nlweb = list.getByRole("button", { name: /Do you work with law firms/ });
    expect(await nlweb.textContent()).toContain("Direct API");
    expect(await list.textContent()).not.toContain("AI Agent");
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole("tab", { name: "Traffic Sources" }).click();
    await page.getByText("AI Discovery Success").waitFor({ state: "detached" });
    expect(await page.getByTestId("stat-AI Agent Queries").textContent()).toBe("0");
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  it("shows Website Leads with the table scrolling inside its card", async () => {
    const { page } = admin.tracked;
    const url = admin.server.url;
    await post(url, "/api/leads", {
      type: "project_inquiry_modal",
      name: "Dr. Priya Natarajan",
      email: "priya.natarajan@longname-dental-clinic.example.com",
      company: "Natarajan Family Dentistry and Orthodontics",
      message: "We lose patients who call after hours.",
    });
    await page.goto(`${url}/admin/leads`);
    const row = page.getByRole("row", { name: /Priya Natarajan/ });
    await row.waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    const table = page.locator('[data-slot="table-container"]');
    const scroll = await table.evaluate((el) => ({
      inner: el.scrollWidth,
      shown: el.clientWidth,
      overflow: getComputedStyle(el).overflowX,
    }));
    expect(scroll.shown).toBeLessThanOrEqual(PHONE.width);
    expect(scroll.overflow).toBe("auto");

    // The reply mail greets the name, not the title.
    const mail = row.getByRole("link", { name: "Email Dr. Priya Natarajan" });
    expect(decodeURIComponent((await mail.getAttribute("href")) ?? "")).toContain("Hi Priya,");

    // An inquiry sent without project details shows no empty rows.
    await row.getByRole("button", { name: "View details for Dr. Priya Natarajan" }).click();
    const dialog = page.getByRole("dialog", { name: "Lead Details" });
    await dialog.getByText("We lose patients who call after hours.").waitFor();
    expect(await dialog.getByRole("region", { name: "Project Details" }).count()).toBe(0);
    expect(await dialog.getByText("—", { exact: true }).count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("keeps Logout above the fold in the menu, and every admin page fits", async () => {
    const { page, errors } = admin.tracked;
    const url = admin.server.url;
    for (const path of ["/admin/blogs", "/admin/settings", "/admin/analytics", "/admin/users"]) {
      await page.goto(`${url}${path}`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      expect(await sidewaysOverflow(page), path).toBe(0);
    }
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const menu = page.getByRole("dialog", { name: "Admin menu" });
    const logout = menu.getByRole("button", { name: "Logout" });
    await logout.waitFor();
    const box = await logout.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    await logout.click();
    await page.waitForURL(`${url}/admin/login`);
    expect(errors).toEqual([]);
  });

  it("spans the sidebar over the full height on a desktop", async () => {
    const { page } = admin.tracked;
    const url = admin.server.url;
    await page.setViewportSize({ width: 1280, height: 800 });
    await submitAdminLogin(page);
    await page.waitForURL(`${url}/admin`);
    await page.getByRole("heading", { name: "Chat Insights" }).waitFor();
    const sidebar = page.getByRole("complementary");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await sidebar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(800);
  });
});
