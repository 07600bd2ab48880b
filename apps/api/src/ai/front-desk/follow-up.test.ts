import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { factIndexFor } from "../responder";
import { followUpReading, leansOnEarlier } from "./follow-up";

describe("follow-ups", () => {
  it("leans on the earlier question only with a pronoun for a subject or none at all", () => {
    for (const q of ["how long is it?", "and for how long?", "how long does that take?"])
      expect(leansOnEarlier(q), q).toBe(true);
    for (const q of [
      "where are you located?",
      "what are your hours?",
      "do you have anything that writes emails?",
      "how much does the Smart Lead Qualifier cost?",
      // A pronoun or a carrying-on opening, with a subject of its own.
      "can it send invoices and remind late customers?",
      "and what about the Smart Lead Qualifier?",
    ])
      expect(leansOnEarlier(q), q).toBe(false);
  });

  it("takes the subject from the earlier question's answering fact", () => {
    const index = factIndexFor(defaultBrand);
    const reading = followUpReading(index, "how long is it?", ["tell me about the discovery call"]);
    expect(reading).toMatch(/discovery call/);
    expect(followUpReading(index, "how long is it?", ["hi"])).toBeUndefined();
    expect(followUpReading(index, "how long is it?", [])).toBeUndefined();
  });

  it("reads a long run of subjectless follow-ups over a bounded chain, not every path through it", () => {
    const index = factIndexFor(defaultBrand);
    // Unbounded, each "and it?" stood for either of the two before it: ~1.6^200 readings.
    const earlier = ["tell me about the discovery call", ...Array(200).fill("and it?")];
    expect(followUpReading(index, "how long is it?", earlier)).toBeUndefined();
    expect(
      followUpReading(index, "how long is it?", ["tell me about the discovery call", "and it?"]),
    ).toMatch(/discovery call/);
  });
});
