import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForHydration } from "./support/hydration";
import { siteEnv } from "./support/public-pages";
import { type RunningServer, startServer } from "./support/server";

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
    it(`styles the page as the whole stylesheet does, on a ${device}`, async () => {
      const { page, errors, context } = await openPage(browser, {
        viewport,
        reducedMotion: "reduce",
      });
      // The page as its HTML alone paints it: no app, no stylesheet loaded after paint.
      await page.route(/\/boot\.js$|\.css$/, (route) => route.abort());
      for (const path of PATHS) {
        await page.goto(server.url + path, { waitUntil: "load" });
        const stylesheets = await namedStylesheets(page);
        expect(stylesheets, path).toHaveLength(1);
        const inlined = await page.evaluate(() => document.querySelectorAll("style").length);
        expect(inlined, path).toBe(1);
        await snapshotStyles(page, "critical");
        // Then the whole stylesheet alone, in place of the critical CSS (added before that
        // goes, so no style changes on the way: no transition starts).
        await page.unrouteAll();
        for (const url of stylesheets) await page.addStyleTag({ url });
        await page.evaluate(() => document.querySelector("style[data-stylesheets]")?.remove());
        await snapshotStyles(page, "whole");
        expect(await styleDifferences(page, "critical", "whole"), `${path} (${device})`).toEqual(
          [],
        );
        await page.route(/\/boot\.js$|\.css$/, (route) => route.abort());
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("carries a part of the stylesheet, and /boot.js loads the whole of it after the first paint", async () => {
    const { page, errors, context } = await openPage(browser, { viewport: WIDTHS.phone });
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
          wholeBytes: (request as PerformanceResourceTiming | undefined)?.decodedBodySize ?? 0,
          inlineBytes: new TextEncoder().encode(inline).length,
          requestedAfterPaint: !!request && !!paint && request.startTime >= paint.startTime,
        };
      }, href ?? "");
      expect(loaded.rules, path).toBeGreaterThan(0);
      expect(loaded.requestedAfterPaint, path).toBe(true);
      expect(loaded.inlineBytes, path).toBeLessThan(loaded.wholeBytes * 0.75);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
