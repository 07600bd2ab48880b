import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { type BuildManifest, entryFiles } from "../../apps/api/src/services/route-preload";

/**
 * Holds every script the page asks for that its HTML does not reference (the lazily loaded
 * chat widget) until `release()`, so a test can act while that code is still on its way.
 * `requested` resolves when the first such script is asked for.
 */
export async function holdLateScripts(page: Page, url: string) {
  const html = await (await fetch(url)).text();
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!html.includes(path)) {
      markRequested();
      await released;
    }
    await route.continue();
  });
  return { requested, release };
}

/**
 * Holds every script outside the entry chunk's static imports (the route's own chunks, which
 * the app loads before it hydrates, and the chat widget) until `release()`: the prerendered
 * page is visible and main.tsx has run, but nothing is hydrated yet.
 */
export async function holdHydration(page: Page) {
  const manifestFile = new URL("../../apps/web/dist/.vite/manifest.json", import.meta.url);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest;
  const entry = entryFiles(manifest);
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (!entry.has(new URL(route.request().url()).pathname.slice(1))) await released;
    await route.continue();
  });
  return { release };
}

/**
 * Holds every script of the page until `release()`: the prerendered HTML is shown as a
 * visitor on a slow phone sees it before any of its code has arrived.
 */
export async function holdAllScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
