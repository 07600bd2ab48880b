import { describe, expect, it } from "vitest";
import { seeded } from "../../../test/support/seeded";
import { isBlank, wordCount } from "./blanks";

describe("counting words between blanks", () => {
  it("reads as blank exactly what \\s matches", () => {
    for (let code = 0; code <= 0xffff; code++)
      expect(isBlank(code), code.toString(16)).toBe(/\s/.test(String.fromCharCode(code)));
  });

  it("counts as trim and split do", () => {
    const pieces = ["a", "word", " ", "\t", "\n", "\u00a0", "\u2003", "\ufeff", "é", "?", ""];
    const next = seeded(11);
    for (let n = 0; n < 5000; n++) {
      let text = "";
      for (let k = 0; k < n % 12; k++) {
        text += pieces[next() % pieces.length];
      }
      expect(wordCount(text), JSON.stringify(text)).toBe(text.trim().split(/\s+/).length);
    }
  });
});
