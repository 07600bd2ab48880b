import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminLeadsFromApi } from "./support/admin";
import { launchBrowser, openPage } from "./support/browser";
import { holdAllScripts, holdHydration, holdLateScripts } from "./support/hold-scripts";
import { siteEnv } from "./support/public-pages";
import { type RunningServer, startServer } from "./support/server";

/** What a visitor does on the public site (open the chat, send a form), early and late in the load. */
describe("public website interactions", () => {
  let server: RunningServer;
  let browser: Browser & { cleanup(): Promise<void> };

  beforeAll(async () => {
    server = await startServer(siteEnv);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  it("opens the chat from 'Get Quick Answers' clicked right after the load event", async () => {
    const { page, errors, context } = await openPage(browser);
    const widgetCode = await holdLateScripts(page, server.url);
    await page.goto(server.url, { waitUntil: "load" });
    await page.getByRole("link", { name: "Get Quick Answers" }).click();
    widgetCode.release();
    await page.getByRole("dialog", { name: "AI Assistant" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the chat from a click on the prerendered button before the page is hydrated", async () => {
    const { page, errors, context } = await openPage(browser);
    const hydration = await holdHydration(page);
    await page.goto(server.url, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Get Quick Answers" }).click();
    hydration.release();
    await page.getByRole("dialog", { name: "AI Assistant" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the chat from a click on 'Get Quick Answers' made before any script has arrived", async () => {
    const { page, errors, context } = await openPage(browser);
    const scripts = await holdAllScripts(page);
    await page.goto(server.url, { waitUntil: "commit" });
    await page.getByRole("link", { name: "Get Quick Answers" }).click();
    // With no script running, the click is kept in the address.
    expect(new URL(page.url()).hash).toBe("#chat");
    scripts.release();
    await page.getByRole("dialog", { name: "AI Assistant" }).waitFor();
    // Taken out again, so a reload does not reopen the chat.
    expect(new URL(page.url()).hash).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the chat from a click that lands while the widget's code is downloading", async () => {
    const { page, errors, context } = await openPage(browser);
    const widgetCode = await holdLateScripts(page, server.url);
    await page.goto(server.url, { waitUntil: "load" });
    // The idle callback has asked for the widget; its code is held until after the click.
    await widgetCode.requested;
    await page.getByRole("link", { name: "Get Quick Answers" }).click();
    widgetCode.release();
    await page.getByRole("dialog", { name: "AI Assistant" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the home contact form to the real API and thanks the visitor", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/#contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Rita Home");
    await form.getByLabel("Email").fill("rita.home@example.com");
    await form.getByLabel("Company").fill("Rita's Bakery");
    await form.getByLabel("Message").fill("We miss calls after hours");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Thank you! We'll get back to you within 24 hours.").waitFor();
    expect(await form.getByLabel("Name").inputValue()).toBe("");

    const leads = await adminLeadsFromApi(server);
    expect(leads).toContainEqual(
      expect.objectContaining({
        email: "rita.home@example.com",
        type: "contact",
        source: "homepage_contact_form",
      }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("takes the home contact form typed and sent while the page is still hydrating", async () => {
    const { page, errors, context } = await openPage(browser);
    const hydration = await holdHydration(page);
    await page.goto(`${server.url}/#contact`, { waitUntil: "domcontentloaded" });
    const form = page.getByRole("form", { name: "Contact form" });
    const name = form.getByLabel("Name");
    const journey = (async () => {
      await name.fill("Hana Early");
      await form.getByLabel("Email").fill("hana.early@example.com");
      await form.getByLabel("Message").fill("Typed before the page was ready");
      await form.getByRole("button", { name: "Send Message" }).click();
    })();
    // The page's code arrives once the visitor has either typed it all (a form that would
    // drop it) or is held off by fields not yet open to input.
    await Promise.race([journey, name.and(page.locator(":disabled")).waitFor()]);
    hydration.release();
    await journey;
    await page.getByText("Thank you! We'll get back to you within 24 hours.").waitFor();
    expect(await adminLeadsFromApi(server)).toContainEqual(
      expect.objectContaining({
        name: "Hana Early",
        email: "hana.early@example.com",
        message: "Typed before the page was ready",
      }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a project inquiry from the modal and shows the banner", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Start Project Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Detailed Project Inquiry" });
    await dialog.getByLabel("Full Name").fill("Sam Inquiry");
    await dialog.getByLabel("Email Address").fill("sam.inquiry@example.com");
    await dialog.getByLabel("Your Challenge or Project Idea").fill("Client intake takes hours");
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await page
      .getByText("Thank you! We've received your project details and will be in touch shortly.")
      .waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await adminLeadsFromApi(server)).toContainEqual(
      expect.objectContaining({ email: "sam.inquiry@example.com", type: "project_inquiry" }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the error texts and keeps the values when the API fails", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.route("**/api/leads", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.goto(`${server.url}/#contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Fay Fail");
    await form.getByLabel("Email").fill("fay@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page
      .getByText("Something went wrong. Please try again or email us directly at team@acme.test.")
      .waitFor();
    expect(await form.getByLabel("Name").inputValue()).toBe("Fay Fail");

    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Start Project Inquiry" }).click();
    const dialog = page.getByRole("dialog", { name: "Detailed Project Inquiry" });
    await dialog.getByLabel("Full Name").fill("Fay Fail");
    await dialog.getByLabel("Email Address").fill("fay@example.com");
    await dialog.getByLabel("Your Challenge or Project Idea").fill("Anything");
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    await dialog.getByText("Something went wrong. Please try again.", { exact: true }).waitFor();
    expect(await dialog.getByLabel("Full Name").inputValue()).toBe("Fay Fail");
    await page.keyboard.press("Escape");
    await page
      .getByText("Something went wrong. Please try again or email us directly at team@acme.test.")
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
