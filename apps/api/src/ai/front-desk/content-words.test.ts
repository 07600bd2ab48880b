import { describe, expect, it } from "vitest";
import { contentWords, titleWords } from "./content-words";
import type { Fact } from "./facts";

describe("content words", () => {
  it.each([
    ["How much does a custom chatbot cost?", ["custom", "chatbot", "cost"]],
    // Possessives, quotes and dashes at a word's ends, trailing dots, shorthand, idioms.
    ["What's your clients' owner's e-mail...", ["clients", "owner", "mail"]],
    ["'quoted' -dashed- words.", ["quoted", "dashed", "words"]],
    ["u do IT for biz?", ["technical", "business"]],
    ["how do we get up and running", ["live"]],
    ["24/7 support, $500+ and 15% off", ["24/7", "support", "$500+", "15%"]],
  ])("%s", (question, words) => {
    expect(contentWords(question)).toEqual(words);
  });

  it("hands each caller its own list, however often the text is read", () => {
    const first = contentWords("pricing for a chatbot");
    first.push("changed");
    expect(contentWords("pricing for a chatbot")).toEqual(["pricing", "chatbot"]);
  });

  it("reads a fact's title once: its word count and stems", () => {
    const fact = { title: "How fast we respond" } as Fact;
    const words = titleWords(fact);
    expect(words.count).toBe(2);
    expect([...words.stems]).toEqual(["fast", "respond"]);
    expect(titleWords(fact)).toBe(words);
  });
});
