import { describe, expect, it } from "vitest";
import { seeded } from "../../test/support/seeded";
import { displayByPatterns, displayQuestion } from "./question-display";

describe("question display", () => {
  it("shows a tidy question as its patterns do, in any spacing, punctuation and case", () => {
    const pieces = [
      "Hi",
      "hello",
      "HEY",
      "please",
      "PLEASE",
      "Please",
      "what",
      "SEO",
      "ÉTÉ",
      "é",
      "a",
      " ",
      "  ",
      "\t",
      "\n",
      "\r",
      ",",
      "?",
      "!",
      ".",
      "??",
      "?!.",
      "'",
      "$5",
    ];
    const texts = [
      "",
      " ",
      "please",
      ", please",
      "x please?",
      "hi, please",
      "Hi!",
      "A".repeat(400),
    ];
    const next = seeded(11);
    for (let i = 0; i < 8000; i++) {
      let t = "";
      for (let n = next() % 10; n > 0; n--) t += pieces[next() % pieces.length];
      texts.push(t);
    }
    for (const text of texts)
      expect(displayQuestion(text), JSON.stringify(text)).toBe(displayByPatterns(text));
  });
});
