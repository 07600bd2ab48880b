import { describe, expect, it } from "vitest";
import { LetterRangeCache } from "./letter-range-cache";

describe("letter range cache", () => {
  it("gives the verdict on the word at a place, in any case, made once while it is held", () => {
    const made: string[] = [];
    const make = (word: string) => {
      made.push(word);
      return word.startsWith("p");
    };
    const cache = new LetterRangeCache(8);
    const text = "Price PRICE price prize Pricing";
    const at = (from: number, to: number) => cache.get(text, from, to, make);
    expect([at(0, 5), at(6, 11), at(12, 17), at(18, 23), at(24, 31)]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(made).toEqual(["price", "prize", "pricing"]);
    expect(cache.get("a rice", 2, 6, make)).toBe(false);
    expect(cache.get("pric", 0, 4, make)).toBe(true);
    expect(made).toEqual(["price", "prize", "pricing", "rice", "pric"]);
  });

  it("gives the same verdicts once full and emptied as before", () => {
    const cache = new LetterRangeCache(16);
    const verdict = (word: string) => word.length % 3 === 0;
    const words = Array.from({ length: 200 }, (_, i) =>
      `w${"abcdefghij".slice(0, 1 + (i % 9))}x${String.fromCharCode(97 + (i % 26))}`.replace(
        /\d/g,
        "",
      ),
    );
    for (let round = 0; round < 3; round++)
      for (const word of words) {
        const text = ` ${word.toUpperCase()} `;
        expect(cache.get(text, 1, word.length + 1, verdict), word).toBe(verdict(word));
      }
  });
});
