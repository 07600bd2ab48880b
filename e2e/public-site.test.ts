import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { waitForHydration } from "./support/hydration";
import { footerTexts, routes, siteEnv } from "./support/public-pages";
import { type RunningServer, startServer } from "./support/server";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

async function expectTexts(page: Page, texts: string[]) {
  for (const text of texts) {
    await expect
      .poll(async () => page.getByText(text, { exact: false }).count(), { message: text })
      .toBeGreaterThan(0);
  }
}
/** The public pages: texts, head tags, layout at each width, stability and accessibility. */
describe("public website", () => {
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

  it("renders every public route with its key texts, head tags and no page errors", async () => {
    const { page, errors, context } = await openPage(browser);
    for (const [path, texts] of Object.entries(routes)) {
      const res = await page.goto(server.url + path);
      expect(res?.status(), path).toBe(200);
      await expectTexts(page, [...texts, ...footerTexts, `${new Date().getFullYear()}`]);
      expect(await page.title(), path).toContain("Acme AI");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `https://acme.test${path === "/" ? "/" : path}`,
      );
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    }
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers unknown paths with a real 404 page", async () => {
    const { page, errors, context } = await openPage(browser);
    const res = await page.goto(`${server.url}/no-such-page`);
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).count()).toBe(1);
    expect(await page.title()).toContain("Page not found");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("serves sitemap.xml, robots.txt and llms.txt from site-content", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of Object.keys(routes))
      expect(sitemap).toContain(`<loc>https://acme.test${path}</loc>`);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain("Disallow: /admin");
    const llms = await (await fetch(`${server.url}/llms.txt`)).text();
    expect(llms).toContain("# Acme AI");
    expect(llms).toContain("team@acme.test");
  });

  it("opens the full-screen menu at 375 px and navigates from it", async () => {
    const { page, errors, context } = await openPage(browser, {
      viewport: { width: 375, height: 740 },
    });
    await page.goto(server.url);
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    for (const name of ["Solutions", "Pricing", "Blog", "Contact"]) {
      expect(await menu.getByRole("link", { name }).isVisible()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL(`${server.url}/pricing`);
    await page.getByRole("heading", { name: "Why Our Pricing Is Different" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await page.getByTestId("hero-graphic").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the simplified hero graphic at 640 px and the full one above", async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 640, height: 800 } });
    await page.goto(server.url);
    await page.getByTestId("hero-graphic").waitFor();
    expect(await page.locator('svg[data-variant="simple"]').isVisible()).toBe(true);
    expect(await page.locator('svg[data-variant="full"]').isVisible()).toBe(false);
    await page.setViewportSize({ width: 641, height: 800 });
    expect(await page.locator('svg[data-variant="full"]').isVisible()).toBe(true);
    await context.close();
  });

  it("fades the challenges and process in once they scroll into view", async () => {
    const { page, context } = await openPage(browser);
    await page.goto(server.url);
    expect(await page.locator("#challenges [data-revealed]").getAttribute("data-revealed")).toBe(
      "false",
    );
    // The list that watches for visibility is scrolled to, again on each look: its section can
    // be partly in view with the list still below the fold, and the layout may still shift
    // while the page settles.
    const revealedOnScroll = (section: string) => async () => {
      const list = page.locator(`${section} [data-revealed]`);
      await list.scrollIntoViewIfNeeded();
      return list.getAttribute("data-revealed");
    };
    await expect.poll(revealedOnScroll("#challenges")).toBe("true");
    await expect.poll(revealedOnScroll("#process")).toBe("true");
    await context.close();
  });

  it("does not shift the layout while pages load", async () => {
    for (const width of [1280, 375]) {
      const { page, context } = await openPage(browser, { viewport: { width, height: 800 } });
      await page.addInitScript(() => {
        const w = window as unknown as { cls: number };
        w.cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
          }[]) {
            if (!entry.hadRecentInput) w.cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      for (const path of ["/", "/pricing", "/contact"]) {
        await page.goto(server.url + path, { waitUntil: "networkidle" });
        await page.waitForTimeout(1200);
        const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
        expect(cls, `${path} at ${width}px`).toBeLessThan(0.02);
      }
      await context.close();
    }
  });

  it("has no serious or critical axe violations on any public page", async () => {
    const { page, errors, context } = await openPage(browser, {
      bypassCSP: true,
      reducedMotion: "reduce",
    });
    const found: string[] = [];
    for (const path of [...Object.keys(routes), "/no-such-page"]) {
      await page.goto(server.url + path);
      await waitForHydration(page);
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: (o: unknown) => Promise<{
                passes: unknown[];
                violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
              }>;
            };
          }
        ).axe;
        const result = await axe.run({
          runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
        });
        return {
          checked: result.passes.length,
          serious: result.violations
            .filter((v) => v.impact === "serious" || v.impact === "critical")
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        };
      });
      expect(violations.checked, path).toBeGreaterThan(10);
      found.push(...violations.serious.map((v) => `${path} ${v}`));
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
