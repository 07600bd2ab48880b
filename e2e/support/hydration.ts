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
