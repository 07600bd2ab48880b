import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export type { Browser, BrowserContext, Page };

/**
 * Debian's Chromium, headless, kept off the (closed) network except for our own servers.
 * Playwright gives every launch a fresh temporary profile.
 */
export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    timeout: 30_000,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
    },
  });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors the page threw; tests assert this stays empty. */
  errors: Error[];
}

/** A fresh context and page that records uncaught page errors. */
export async function openPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return { page, context, errors };
}

/** The console errors and warnings `page` logs from now on, as `type: text`. */
export function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") messages.push(`${m.type()}: ${m.text()}`);
  });
  return messages;
}
