import type { Page } from "playwright-core";

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
