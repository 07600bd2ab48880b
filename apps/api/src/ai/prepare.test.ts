import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { englishWords, englishWordsBuilt } from "./front-desk/english-words";
import { cueTableBuilt } from "./front-desk/message-cues";
import { dictionarySpellerBuilt } from "./front-desk/spelling";
import { prepareFrontDesk } from "./prepare";
import { factIndexBuilt, factIndexFor } from "./responder";

/** What the front desk otherwise builds on the first message it reads. */
const built = () => ({
  words: englishWordsBuilt(),
  speller: dictionarySpellerBuilt(),
  cues: cueTableBuilt(),
  facts: factIndexBuilt(defaultBrand),
});

describe("prepareFrontDesk", () => {
  it("leaves nothing of the word lists, speller, cue table and fact index to build on the first answer", () => {
    // This file runs in a module context of its own: loading the modules builds none of them.
    expect(built()).toEqual({ words: false, speller: false, cues: false, facts: false });
    prepareFrontDesk(defaultBrand);
    expect(built()).toEqual({ words: true, speller: true, cues: true, facts: true });
  });

  it("builds each once per process: a second call reuses what the first built", () => {
    const words = englishWords();
    const index = factIndexFor(defaultBrand);
    prepareFrontDesk(defaultBrand);
    expect(englishWords()).toBe(words);
    expect(factIndexFor(defaultBrand)).toBe(index);
  });
});
