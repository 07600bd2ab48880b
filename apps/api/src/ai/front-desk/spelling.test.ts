import { describe, expect, it } from "vitest";
import { isEnglish, isEnglishAt } from "./english";
import { isEnglishWord } from "./english-words";
import { createSpeller, editDistance, withTyposCorrected } from "./spelling";

describe("spelling", () => {
  it("counts a swap of neighbouring letters as one edit", () => {
    expect(editDistance("emial", "email", 2)).toBe(1);
    expect(editDistance("procces", "process", 2)).toBe(2);
    expect(editDistance("flour", "four", 0)).toBe(1);
  });

  it("tells English words, inflected or prefixed, from typos", () => {
    for (const w of [
      "flour",
      "line",
      "offices",
      "working",
      "charging",
      "bakery",
      "remind",
      "unhappy",
    ])
      expect(isEnglishWord(w)).toBe(true);
    for (const w of ["procces", "dentel", "emial", "montly", "kepe"])
      expect(isEnglishWord(w)).toBe(false);
  });

  it("tells a message's words by their place as it tells them as words, in any case", () => {
    const text = "Flour LINE offices procces Dentel emial working MONTLY unhappy";
    for (const m of text.matchAll(/[A-Za-z]+/g)) {
      const word = m[0].toLowerCase();
      expect(isEnglishAt(text, m.index, m.index + m[0].length), word).toBe(isEnglish(word));
    }
  });

  it("corrects a typo to the closest known word, and leaves English words alone", () => {
    const speller = createSpeller(["process", "prices", "contact", "content", "dental", "four"]);
    expect(speller.correct("procces")).toBe("process");
    expect(speller.correct("contcat")).toBe("contact");
    expect(speller.correct("dentel")).toBe("dental");
    expect(speller.correct("flour")).toBeUndefined();
    expect(speller.correct("zzzzzz")).toBeUndefined();
  });

  it("reads a misspelt message as meant, leaving names and the site's own words alone", () => {
    const site = createSpeller(["chatbot", "nlweb", "recommend"]);
    const fix = (text: string) =>
      withTyposCorrected(text, (w) => (site.knows(w) ? w : site.correct(w)));
    expect(fix("wat do u recomend for my shop")).toBe("wat do u recommend for my shop");
    expect(fix("can i get a refnd")).toBe("can i get a refund");
    expect(fix("does the chatbot use nlweb? I'm Dana from Orem")).toBe(
      "does the chatbot use nlweb? I'm Dana from Orem",
    );
    expect(fix("mail hello@wasatch-ai.com")).toBe("mail hello@wasatch-ai.com");
  });
});
