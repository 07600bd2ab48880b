import { describe, expect, it } from "vitest";
import { maskOf, termBits } from "./search-words";

describe("a search's terms as bits", () => {
  it("gives each distinct term its own bit, in the order first met", () => {
    const bits = termBits([["chatbot"], ["chat", "bot"], ["chatbot"], ["cost"]]);
    expect(bits && [...bits]).toEqual([
      ["chatbot", 1],
      ["chat", 2],
      ["bot", 4],
      ["cost", 8],
    ]);
    if (!bits) return;
    expect(maskOf(["cost", "chatbot", "price"], bits)).toBe(9);
    expect(maskOf(["price"], bits)).toBe(0);
  });

  it("gives up beyond 31 distinct terms (the search then compares the words themselves)", () => {
    const parts = Array.from({ length: 32 }, (_, i) => [`term${i}`]);
    expect(termBits(parts.slice(0, 31))?.size).toBe(31);
    expect(termBits(parts)).toBeUndefined();
  });
});
