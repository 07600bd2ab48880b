import { defaultBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { createFactIndex, type FactHit } from "./fact-index";
import { buildFacts } from "./facts";

const index = createFactIndex(buildFacts(defaultBrand));

/** Questions as visitors ask them: several facts match each, some equally well. */
const QUESTIONS = [
  "How much does a custom chatbot cost?",
  "Do you have a privacy policy?",
  "Will you share my information with third parties?",
  "We keep getting bad reviews on Google, can you help with that?",
  "I run a bakery and we throw away too much bread at the end of the day",
  "What results have your clients seen?",
  "What happens after the discovery call?",
  "Do you offer ongoing support after launch?",
];

/** Best first: more of the question covered, then more words as written, then the score. */
const inOrder = (a: FactHit, b: FactHit) =>
  a.coverage > b.coverage ||
  (a.coverage === b.coverage &&
    (a.direct > b.direct || (a.direct === b.direct && a.score >= b.score)));

describe("the fact search's ranking", () => {
  it("puts the facts covering most of the question first, then direct words, then the score", () => {
    for (const q of QUESTIONS) {
      const hits = index.search(q, 12);
      expect(hits.length, q).toBeGreaterThan(1);
      for (let i = 1; i < hits.length; i++)
        expect(inOrder(hits[i - 1] as FactHit, hits[i] as FactHit), `${q} #${i}`).toBe(true);
    }
  });

  it("returns at most `limit` hits, the first of the full ranking", () => {
    for (const q of QUESTIONS) {
      const all = index.search(q, 12).map((h) => h.fact.id);
      for (const limit of [0, 1, 3, 6])
        expect(
          index.search(q, limit).map((h) => h.fact.id),
          `${q} ${limit}`,
        ).toEqual(all.slice(0, limit));
    }
  });
});

describe("a long message's fact search", () => {
  it("ranks the facts it matches as a short one does, with more terms than a mask holds", () => {
    const long =
      "We run a restaurant and need a chatbot that answers reviews, books tables, tracks inventory, sends invoices, runs payroll, writes marketing emails and social media posts, qualifies leads, answers support tickets, schedules staff, builds analytics dashboards, forecasts sales, reorders stock and does data entry";
    const hits = index.search(long, 12);
    expect(hits.length).toBeGreaterThan(1);
    for (const h of hits) expect(h.coverage).toBeGreaterThan(0);
    for (let i = 1; i < hits.length; i++)
      expect(inOrder(hits[i - 1] as FactHit, hits[i] as FactHit), `#${i}`).toBe(true);
  });
});
