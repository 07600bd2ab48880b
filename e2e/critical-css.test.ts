import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForHydration } from "./support/hydration";
import { siteEnv } from "./support/public-pages";
import { type RunningServer, startServer } from "./support/server";

/** The web build's whole stylesheet, as index.html links it. */
const WHOLE =
  /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(
    readFileSync(new URL("../apps/web/dist/index.html", import.meta.url), "utf8"),
  )?.[1] ?? "";

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
/** The home page, a page of forms, and the 404 page every unknown path shows. */
const PATHS = ["/", "/contact", "/no-such-page"];

/**
 * Every computed style of every element of the page (and its ::before, ::after and
 * ::placeholder), kept in the page under `name`; CSS animations and transitions are cancelled
 * first, so two snapshots differ only by the rules that apply.
 */
function snapshotStyles(page: Page, name: string) {
  return page.evaluate((name) => {
    for (const animation of document.getAnimations()) animation.cancel();
    const styles: Record<string, string> = {};
    const elements = [document.documentElement, ...document.body.querySelectorAll("*")];
    elements.forEach((element, i) => {
      const pseudos = ["", "::before", "::after"];
      if (element.matches("input, textarea")) pseudos.push("::placeholder");
      for (const pseudo of pseudos) {
        const style = getComputedStyle(element, pseudo || null);
        const values: string[] = [];
        for (let p = 0; p < style.length; p++) {
          const property = style.item(p);
          values.push(`${property}: ${style.getPropertyValue(property)}`);
        }
        styles[`${i} ${element.tagName.toLowerCase()}.${element.classList[0] ?? ""}${pseudo}`] =
          values.join("; ");
      }
    });
    (window as unknown as Record<string, unknown>)[name] = styles;
  }, name);
}

/** The elements (and properties) whose styles differ between two snapshots, at most `max`. */
function styleDifferences(page: Page, a: string, b: string, max = 12) {
  return page.evaluate(
    ({ a, b, max }) => {
      const w = window as unknown as Record<string, Record<string, string>>;
      const [first, second] = [w[a] ?? {}, w[b] ?? {}];
      const differences: string[] = [];
      for (const key of Object.keys(first)) {
        if (first[key] === second[key]) continue;
        const values = (style = "") =>
          new Map(style.split("; ").map((v) => [v.slice(0, v.indexOf(": ")), v] as const));
        const [before, after] = [values(first[key]), values(second[key])];
        const changed = [...before].filter(([property, value]) => after.get(property) !== value);
        const shown = changed.slice(0, 4).map(([p, v]) => `${v} -> ${after.get(p)}`);
        differences.push(`${key}: ${shown.join("; ")}`);
        if (differences.length >= max) break;
      }
      return differences;
    },
    { a, b, max },
  );
}

/** The stylesheets the page's inline critical CSS names (loaded by /boot.js after paint). */
const namedStylesheets = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector<HTMLElement>("style[data-stylesheets]")?.dataset.stylesheets ?? "")
      .split(" ")
      .filter(Boolean),
  );

describe("each prerendered page's critical CSS", () => {
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

  for (const [device, viewport] of Object.entries(WIDTHS)) {
    it(`styles the page as the whole stylesheet does, before and after boot, on a ${device}`, async () => {
      const { page, errors, context } = await openPage(browser, {
        viewport,
        reducedMotion: "reduce",
      });
      const blockStyles = () => page.route(/\/boot\.js$|\.css$/, (route) => route.abort());
      for (const path of PATHS) {
        // The page as its HTML alone paints it: no app, no stylesheet loaded after paint.
        await blockStyles();
        await page.goto(server.url + path, { waitUntil: "load" });
        const deferred = await namedStylesheets(page);
        expect(deferred, path).toHaveLength(1);
        expect(await page.evaluate(() => document.querySelectorAll("style").length), path).toBe(1);
        await snapshotStyles(page, "critical");
        // With the rest of the rules, as /boot.js loads them.
        await page.unrouteAll();
        for (const url of deferred) await page.addStyleTag({ url });
        await snapshotStyles(page, "booted");
        // The whole built stylesheet alone (added before the others go, so no style changes
        // on the way: no transition starts).
        await page.addStyleTag({ url: WHOLE });
        await page.evaluate(() => {
          document.querySelector("style[data-stylesheets]")?.remove();
          for (const link of document.querySelectorAll('link[href*="/rest-"]')) link.remove();
        });
        await snapshotStyles(page, "whole");
        const where = `${path} (${device})`;
        expect(await styleDifferences(page, "critical", "whole"), where).toEqual([]);
        expect(await styleDifferences(page, "booted", "whole"), where).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("carries a part of the stylesheet, and /boot.js loads the rest after the first paint", async () => {
    const { page, errors, context } = await openPage(browser, { viewport: WIDTHS.phone });
    const wholeBytes = (await (await fetch(server.url + WHOLE)).text()).length;
    for (const path of PATHS) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      const [href] = await namedStylesheets(page);
      const loaded = await page.evaluate((href) => {
        const sheet = [...document.styleSheets].find((s) => s.href?.endsWith(href));
        const inline = document.querySelector("style[data-stylesheets]")?.textContent ?? "";
        const request = performance.getEntriesByName(new URL(href, location.href).href)[0];
        const [paint] = performance.getEntriesByName("first-contentful-paint");
        return {
          rules: sheet?.cssRules.length ?? 0,
          inlineBytes: inline.length,
          requestedAfterPaint: !!request && !!paint && request.startTime >= paint.startTime,
        };
      }, href ?? "");
      expect(loaded.rules, path).toBeGreaterThan(0);
      expect(loaded.requestedAfterPaint, path).toBe(true);
      expect(loaded.inlineBytes, path).toBeLessThan(wholeBytes * 0.75);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads the whole stylesheet instead when the server does not hold the page's rest sheet", async () => {
    // As from an instance that has not rendered the page (a blog post rendered on another).
    const { page, errors, context } = await openPage(browser, { viewport: WIDTHS.phone });
    await page.route(/\/assets\/rest-[^/]+\.css$/, (route) =>
      route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
    );
    await page.goto(`${server.url}/contact`);
    await waitForHydration(page);
    await page.waitForFunction(
      (whole) =>
        [...document.styleSheets].some((s) => s.href?.endsWith(whole) && s.cssRules.length > 0),
      WHOLE,
      { timeout: 10_000 },
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
