import { describe, expect, it } from "vitest";
import { seeded } from "../../../test/support/seeded";
import {
  contentWords,
  keptContentWords,
  piecesOf,
  titleWords,
  withPlainWords,
} from "./content-words";
import type { Fact } from "./facts";
import { PHRASES } from "./phrases";

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
    expect(keptContentWords(question)).toEqual(words);
  });

  it("reads a plain-ASCII text's words as it reads any other text's", () => {
    // " é": a word of one letter, never kept, that sends the text the way of non-ASCII texts.
    const pieces = [
      "What's",
      "owner's",
      "x's",
      "it's.",
      "clients'",
      "'quoted'",
      "''",
      "end...",
      "a.b.",
      "'s",
      "u",
      "biz",
      "wats",
      "IT",
      "it",
      "the",
      "24/7",
      "$500+",
      "15%",
      "e-mail",
      "get started",
      "up and running",
      "price",
      "CHATBOT",
      "ab",
      "a",
      "?",
      ",",
      " ",
    ];
    const next = seeded(7);
    for (let n = 0; n < 5000; n++) {
      let text = "";
      for (let k = 0; k < n % 9; k++)
        text += `${pieces[next() % pieces.length]}${next() % 3 ? " " : ""}`;
      expect(contentWords(text), JSON.stringify(text)).toEqual(contentWords(`${text} é`));
    }
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

  it("splits a text where the Unicode word breaks do, ASCII or not", () => {
    const WORD_BREAK = /[^\p{L}\p{N}$%/'’+.]+|(?<=\p{L})-(?=\p{L})/u;
    const chars = [
      "a",
      "Z",
      "7",
      " ",
      "-",
      "'",
      "’",
      "$",
      "%",
      "/",
      "+",
      ".",
      ",",
      "?",
      "!",
      "\t",
      "é",
      "_",
      "@",
      "&",
      "\u00a0",
      "~",
      "ß",
    ];
    const next = seeded(5);
    for (let n = 0; n < 20000; n++) {
      let text = "";
      for (let k = 0; k < n % 15; k++) {
        // Mostly ASCII, as most messages are.
        text += chars[next() % (n % 4 === 0 ? chars.length : chars.length - 6)];
      }
      expect(piecesOf(text), JSON.stringify(text)).toEqual(
        text.split(WORD_BREAK).filter((p) => p.length > 0),
      );
    }
  });

  it("rewrites idioms as rewriting by each idiom in turn does, idioms made by others too", () => {
    const inTurn = (text: string) =>
      PHRASES.reduce((out, [re, plain]) => out.replace(re, plain), text);
    const pieces = [
      "get started",
      "how do we start",
      "up and running",
      "after hours",
      "web design",
      "business hours",
      "be 18",
      "coming back",
      "stop coming back",
      "train my team",
      "if something goes wrong",
      "the most you'd",
      "typing numbers into excel",
      "the shop across the street",
      "run out of",
      "one-off",
      "what's the catch",
      "keep an eye on",
      "sign up",
      "pick up",
      "for my bakery business",
      "the office",
      "our offices",
      "a tech person",
      "price",
      "and",
      "?",
    ];
    const next = seeded(3);
    for (let n = 0; n < 4000; n++) {
      const words: string[] = [];
      for (let k = 0; k < 1 + (n % 6); k++) {
        words.push(pieces[next() % pieces.length] as string);
      }
      const text = words.join(" ");
      expect(withPlainWords(text), text).toBe(inTurn(text));
    }
  });
});
