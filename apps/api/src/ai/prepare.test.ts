import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { englishWords } from "./front-desk/english-words";
import { nearEnglish } from "./front-desk/spelling";
import { prepareFrontDesk } from "./prepare";
import { factIndexFor } from "./responder";

/** Wall time of one call, in ms. */
const timed = (f: () => unknown) => {
  const started = performance.now();
  f();
  return performance.now() - started;
};

// Building the dictionary's words alone takes a few hundred ms; a built one is only returned.
const BUILT_MS = 20;

describe("prepareFrontDesk", () => {
  it("leaves nothing of the word lists, speller and fact index to build on the first answer", () => {
    // This file runs in a module context of its own: nothing was built before this call.
    prepareFrontDesk(defaultBrand);
    expect(timed(englishWords)).toBeLessThan(BUILT_MS);
    expect(timed(() => nearEnglish("adress"))).toBeLessThan(BUILT_MS);
    expect(timed(() => factIndexFor(defaultBrand))).toBeLessThan(BUILT_MS);
  });

  it("builds each once per process: a second call reuses what the first built", () => {
    const words = englishWords();
    const index = factIndexFor(defaultBrand);
    expect(timed(() => prepareFrontDesk(defaultBrand))).toBeLessThan(BUILT_MS);
    expect(englishWords()).toBe(words);
    expect(factIndexFor(defaultBrand)).toBe(index);
  });
});
