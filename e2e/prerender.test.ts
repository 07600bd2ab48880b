import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleProblems, launchBrowser, openPage } from "./support/browser";
import { rootReplaced, waitForHydration, watchRootReplaced } from "./support/hydration";
import { footerTexts, routes } from "./support/public-pages";
import { rootText } from "./support/raw-html";
import { type RunningServer, startServer } from "./support/server";

describe("prerendered public pages", () => {
  let server: RunningServer;
  let browser: Browser & { cleanup(): Promise<void> };

  beforeAll(async () => {
    server = await startServer({ SITE_NAME: "Acme AI", SITE_EMAIL: "team@acme.test" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  it("carry each page's text in the HTML itself, with the SITE_* brand and no noscript copy", async () => {
    for (const [path, texts] of Object.entries(routes)) {
      const res = await fetch(server.url + path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const text = rootText(html);
      for (const expected of [...texts, ...footerTexts, "Acme AI", "team@acme.test"]) {
        expect(text, `${path}: ${expected}`).toContain(expected);
      }
      expect(text, path).not.toContain("Wasatch");
      expect(html, path).not.toContain("<noscript>");
    }
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(rootText(await missing.text())).toContain("Page not found");
  });

  it("hydrate in Chromium keeping the server's markup, with no console error or warning", async () => {
    const { page, errors, context } = await openPage(browser);
    await watchRootReplaced(page);
    const messages = consoleProblems(page);
    for (const path of Object.keys(routes)) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      expect(await rootReplaced(page), path).toBe(false);
    }
    expect(messages).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
