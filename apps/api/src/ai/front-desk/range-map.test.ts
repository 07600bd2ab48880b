import { describe, expect, it } from "vitest";
import { RangeMap } from "./range-map";

describe("range map", () => {
  const words = ["a", "an", "the", "what", "wats", "whatever", ""];
  const map = new RangeMap(new Map(words.map((w, i) => [w, i])));

  it("finds a key by where it lies in a text, and nothing that only starts or contains one", () => {
    const text = "so whatever, what wats an thee";
    const at = (word: string, from = 0) => {
      const start = text.indexOf(word, from);
      return map.get(text, start, start + word.length);
    };
    expect(at("whatever")).toBe(5);
    expect(at("what", 12)).toBe(3);
    expect(at("wats")).toBe(4);
    expect(at("an", 20)).toBe(1);
    expect(at("a", 22)).toBe(0);
    expect(at("thee")).toBeUndefined();
    expect(at("wha")).toBeUndefined();
    expect(at("so")).toBeUndefined();
    expect(map.get(text, 3, 3)).toBe(6);
  });

  it("finds every key of a large map (its slots collide)", () => {
    const many = new Map(Array.from({ length: 3000 }, (_, i) => [`w${i * 7919}`, i]));
    const large = new RangeMap(many);
    for (const [key, value] of many) expect(large.get(` ${key} `, 1, key.length + 1)).toBe(value);
    expect(large.get("w1", 0, 2)).toBeUndefined();
  });
});
