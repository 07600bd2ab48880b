import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../apps/api/test/support/ports";
import { launchBrowser, openPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

const GREETING_PART = "AI implementation services, chatbots and data analysis";

describe("visitor chat in Chromium", () => {
  let server: RunningServer;
  let embedHost: ReturnType<typeof Bun.serve>;
  let embedOrigin: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    const embedPort = await freePort();
    embedOrigin = `http://127.0.0.1:${embedPort}`;
    server = await startServer({ CORS_ORIGINS: embedOrigin });
    // A plain HTML page on another origin that embeds the widget with one script tag.
    embedHost = Bun.serve({
      hostname: "127.0.0.1",
      port: embedPort,
      fetch: () =>
        new Response(
          `<!doctype html><html><head><title>Partner site</title></head><body><h1>Partner site</h1><script src="${server.url}/widget.js" async></script></body></html>`,
          { headers: { "content-type": "text/html" } },
        ),
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.cleanup();
    embedHost?.stop(true);
    await server?.stop();
  });

  it("opens, sends, streams a reply, and keeps the conversation across a reload", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/pricing`);
    const launcher = page.getByRole("button", { name: "Open AI Assistant chat" });
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain(GREETING_PART);
    expect(await dialog.textContent()).toContain("Ready to Chat");
    expect(await dialog.textContent()).toContain("Memory enabled - I'll remember your preferences");
    const input = dialog.getByRole("textbox", { name: "Message" });
    expect(await input.getAttribute("placeholder")).toBe("Start typing to begin...");
    // Focus moved into the panel.
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.getByRole("button", { name: "Send" }).isDisabled()).toBe(true);

    await input.fill("Hi, I'm Dana. How much does a custom project cost?");
    await input.press("Enter");
    const assistant = dialog.locator('[data-role="assistant"]');
    await expect.poll(() => assistant.count()).toBe(2);
    await expect.poll(async () => (await assistant.last().textContent()) ?? "").toContain("$500+");
    await expect
      .poll(() => dialog.getByTestId("chat-subtitle").textContent())
      .toBe("NLWeb Enabled • Memory Active");
    expect(await input.getAttribute("placeholder")).toBe("Type your message...");
    // Links open in a new tab, safely.
    const link = assistant.last().getByRole("link", { name: "See pricing" });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");

    // Shift+Enter adds a line instead of sending.
    await input.fill("line one");
    await input.press("Shift+Enter");
    expect(await input.inputValue()).toBe("line one\n");
    await input.fill("");

    await page.reload();
    // The panel was open before the reload, so it comes back open.
    const reopened = page.getByRole("dialog", { name: "AI Assistant" });
    await reopened.waitFor();
    await expect.poll(async () => (await reopened.textContent()) ?? "").toContain("$500+");
    expect(await reopened.textContent()).toContain("How much does a custom project cost?");

    // Escape minimises; the launcher then reads Continue Chat.
    await reopened.getByRole("textbox", { name: "Message" }).press("Escape");
    const cont = page.getByRole("button", { name: /Continue Chat/ });
    await cont.waitFor();
    expect(await cont.textContent()).toContain("Continue Chat");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens on the window openChat event (the home hero button)", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event("openChat")));
    await page.getByRole("dialog", { name: "AI Assistant" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a compact header on a phone, so the messages stay in view", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await page.goto(`${server.url}/`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    await dialog.waitFor();
    const header = await dialog.locator(".cw-header").boundingBox();
    const panel = await dialog.boundingBox();
    expect(header?.height).toBeLessThan(90);
    expect(panel?.width).toBeLessThanOrEqual(375);
    await context.close();
  });

  it("works from one script tag on another site", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${embedOrigin}/`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    const input = dialog.getByRole("textbox", { name: "Message" });
    await input.fill("Do you build chatbots?");
    await input.press("Enter");
    const assistant = dialog.locator('[data-role="assistant"]');
    await expect.poll(() => assistant.count()).toBe(2);
    await expect
      .poll(async () => (await assistant.last().textContent()) ?? "")
      .toContain("Custom Chatbots");
    // Relative links point back at the chat's own site.
    const href = await assistant.last().locator("a").first().getAttribute("href");
    expect(href?.startsWith(server.url) || href?.startsWith("https://")).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("marks the launcher with an unread dot when a reply arrives while minimised", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto(`${server.url}/pricing`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    // Hold the answer back until the panel is minimised.
    let release = () => {};
    const minimised = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/chat/message/stream", async (route) => {
      await minimised;
      await route.continue();
    });
    const input = page
      .getByRole("dialog", { name: "AI Assistant" })
      .getByRole("textbox", { name: "Message" });
    await input.fill("Where are you based?");
    await input.press("Enter");
    await input.press("Escape");
    release();
    await page.getByTestId("chat-unread").waitFor();
    const launcher = page.getByRole("button", { name: /Continue Chat \(new message\)/ });
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    await expect.poll(async () => (await dialog.textContent()) ?? "").toContain("Utah");
    expect(await page.getByTestId("chat-unread").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the error bubble when the server cannot be reached", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${server.url}/contact`);
    await page.getByRole("button", { name: "Open AI Assistant chat" }).click();
    await page.route("**/api/chat/**", (route) => route.abort());
    const dialog = page.getByRole("dialog", { name: "AI Assistant" });
    const input = dialog.getByRole("textbox", { name: "Message" });
    await input.fill("hello?");
    await input.press("Enter");
    await expect
      .poll(async () => (await dialog.textContent()) ?? "")
      .toContain("Sorry, I'm having trouble connecting right now. Please try again later.");
    await context.close();
  });
});
