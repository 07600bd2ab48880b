import { describe, expect, it } from "vitest";
import { answerKindOf, isInterrogativeWord, states } from "./question-kind";
import { sameMeaning } from "./thesaurus";
import { stemOf, termForms } from "./word-forms";

describe("word forms", () => {
  it("relates a word's inflections through its stem", () => {
    expect(stemOf("charging")).toBe(stemOf("charge"));
    expect(stemOf("records")).toBe(stemOf("record"));
    expect(termForms("Inventories")).toContain("inventory");
  });

  it("relates irregular verbs and time adjectives to their root", () => {
    expect(stemOf("sent")).toBe(stemOf("send"));
    expect(stemOf("kept")).toBe(stemOf("keeping"));
    expect(stemOf("weekly")).toBe(stemOf("week"));
    expect(stemOf("payment")).toBe(stemOf("paid"));
  });

  it("finds the doer by the deed, and never merges customer with custom", () => {
    expect(termForms("predictor")).toContain(stemOf("predict"));
    expect(termForms("competitor")).toContain(stemOf("competition"));
    expect(termForms("customer")).not.toContain(stemOf("custom"));
  });

  it("knows words of the same meaning, and not unrelated ones", () => {
    expect(sameMeaning(stemOf("erase"))).toContain(stemOf("delete"));
    expect(sameMeaning(stemOf("hold"))).toContain(stemOf("retain"));
    expect(sameMeaning(stemOf("liable"))).toContain(stemOf("liability"));
    expect(sameMeaning(stemOf("custom"))).toEqual([]);
  });
});

describe("question kind", () => {
  it("reads the kind of answer from the interrogative", () => {
    expect(answerKindOf("Within how many hours is a breach reported?")).toBe("duration");
    expect(answerKindOf("how soon can it be live")).toBe("duration");
    expect(answerKindOf("Your calls last 2 hours, right?")).toBe("duration");
    expect(answerKindOf("How old must I be?")).toBe("age");
    expect(answerKindOf("where are you based")).toBe("place");
    expect(answerKindOf("Where do I start?")).toBeUndefined();
    expect(answerKindOf("Do you build chatbots?")).toBeUndefined();
  });

  it("asks for a person only when the question is about someone at the company", () => {
    expect(answerKindOf("Who is the founder?")).toBe("person");
    expect(answerKindOf("who started the company")).toBe("person");
    expect(answerKindOf("who would I be working with day to day")).toBe("person");
    expect(answerKindOf("Who do you usually work with?")).toBe("clients");
    expect(answerKindOf("If you build it, who owns the code?")).toBeUndefined();
    expect(states("person", "Wasatch AI was founded in 2023.")).toBe(false);
    expect(states("person", "priority support from a dedicated consultant")).toBe(true);
  });

  it("tells whether a text states that kind of thing", () => {
    expect(states("duration", "answered within 5 business days")).toBe(true);
    expect(states("duration", "We are based in Utah")).toBe(false);
    expect(states("age", "at least 18 years old")).toBe(true);
  });

  it("counts 'how long' words as the kind, not the subject", () => {
    expect(isInterrogativeWord("duration", "long")).toBe(true);
    expect(isInterrogativeWord("duration", "breach")).toBe(false);
    expect(isInterrogativeWord(undefined, "long")).toBe(false);
  });
});
