import { describe, expect, it } from "vitest";
import { seeded } from "../../../test/support/seeded";
import {
  LETTER_WORDS,
  LOWER_WORDS,
  letterRuns,
  letterWords,
  NOT_ASCII,
  replaceLowerWords,
} from "./letter-words";

/** Texts of letters in both cases, digits, marks and blanks, ASCII and a few beyond. */
function texts(count: number): string[] {
  const next = seeded(11);
  const pieces = [
    "price",
    "procces",
    "Hello",
    "McKinsey",
    "e-mail",
    "it's",
    "o'clock",
    "a@b.com",
    "site.com",
    "end.",
    "x.y",
    "ab",
    "abc",
    "abcd",
    "ABCD",
    "wat",
    "recomend",
    "5abcd",
    "abcd5",
    "_abcd",
    "abcd_",
    "-word",
    "word-",
    "'word",
    "word'",
    ".word",
    "word.",
    "word.5",
    "word. next",
    "@word",
    "word@",
    "café",
    "naïve",
    "’word",
    "word’",
    "?",
    "!",
    ",",
    " ",
    " ",
    "  ",
    "\t",
    "\n",
    "$49",
  ];
  return Array.from({ length: count }, () => {
    let text = "";
    const n = next() % 8;
    for (let i = 0; i < n; i++) text += pieces[next() % pieces.length];
    return text;
  });
}

describe("letter words", () => {
  const all = [...texts(20_000), "", "How much does a custom chatbot cost?", "wat is ur procces"];

  it("reads the words of three letters or more as the Unicode pattern does", () => {
    for (const text of all)
      expect(letterWords(text), text).toEqual(text.toLowerCase().match(LETTER_WORDS) ?? []);
  });

  it("rewrites the lower-case words the typo check may correct as the Unicode pattern does", () => {
    const seen: string[] = [];
    const fix = (word: string) => {
      seen.push(word);
      return word.includes("e") ? word.toUpperCase() : word;
    };
    for (const text of all) {
      seen.length = 0;
      const expected = text.replace(LOWER_WORDS, fix);
      const asked = [...seen];
      seen.length = 0;
      expect(replaceLowerWords(text, fix), text).toBe(expected);
      // The same words asked in the same order.
      expect(seen, text).toEqual(asked);
    }
  });

  it("finds a plain-ASCII text's words where letterWords reads them", () => {
    for (const text of all.filter((t) => !NOT_ASCII.test(t))) {
      const runs = letterRuns(text);
      const words: string[] = [];
      for (let k = 0; k < runs.length; k += 2)
        words.push(text.slice(runs[k], runs[k + 1]).toLowerCase());
      expect(words, text).toEqual(letterWords(text));
    }
  });

  it("leaves the words it is told are kept, unread, and rewrites the rest the same", () => {
    const fix = (word: string) => (word.includes("e") ? word.toUpperCase() : word);
    const handed: string[] = [];
    const kept = (text: string, from: number, to: number) => !text.slice(from, to).includes("e");
    for (const text of all) {
      handed.length = 0;
      const rewritten = replaceLowerWords(
        text,
        (word) => {
          handed.push(word);
          return fix(word);
        },
        kept,
      );
      expect(rewritten, text).toBe(text.replace(LOWER_WORDS, fix));
      if (!NOT_ASCII.test(text))
        expect(
          handed.every((w) => w.includes("e")),
          text,
        ).toBe(true);
    }
  });
});
