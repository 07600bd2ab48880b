import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until React has hydrated the prerendered page: its heading carries React's fiber and
 * no public form is still closed (busy) for hydration. Checks of the page's steady state (axe)
 * run after this; the brief pre-hydration state has inactive, disabled controls.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const h1 = document.querySelector("main h1");
        const hydrated = !!h1 && Object.keys(h1).some((k) => k.startsWith("__reactFiber"));
        return hydrated && !document.querySelector('form[aria-busy="true"]');
      }),
    )
    .toBe(true);
}

/**
 * Records, from before any script runs, whether React ever threw the server's markup away and
 * rendered its own (a hydration mismatch); `rootReplaced` reads the record.
 */
export async function watchRootReplaced(page: Page) {
  await page.addInitScript(() => {
    const flags = window as unknown as { rootReplaced: boolean };
    flags.rootReplaced = false;
    new MutationObserver((records) => {
      for (const r of records) {
        if ((r.target as Element).id === "root" && r.removedNodes.length) flags.rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

export const rootReplaced = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced);
