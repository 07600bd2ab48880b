import { defaultBrand, resolveBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { createKnowledgeIndex, TERM_RESULTS_KEPT } from "./knowledge";

const knowledge = createKnowledgeIndex(defaultBrand);

describe("knowledge search", () => {
  it.each([
    ["How much does it cost?", /^pricing/],
    ["Do you build chatbots?", /chatbot/],
    ["Where are you located?", /location|company/],
    ["How long does a project take?", /timeline/],
    ["Tell me about the smart inventory predictor", /inventory/],
    ["How long do you keep my data? retention", /retention/],
  ])("%s finds the right passage", (query, id) => {
    const hits = knowledge.search(query, 3);
    expect(hits.map((h) => h.id).some((h) => id.test(h))).toBe(true);
  });

  it("returns hits best first with the passage and its score", () => {
    const hits = knowledge.search("free discovery call", 4);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(4);
    for (const h of hits) {
      expect(h.passage.id).toBe(h.id);
      expect(h.passage.url).toMatch(/^https?:\/\//);
      expect(h.schemaType).toBeTruthy();
    }
    const scores = hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("returns nothing for an empty or unrelated query", () => {
    expect(knowledge.search("   ")).toEqual([]);
    expect(knowledge.search("zyxwv qqqq")).toEqual([]);
  });

  it("keeps legal passages out of ordinary questions", () => {
    const hits = knowledge.search("what do you do for my business", 3);
    expect(hits.every((h) => !/^(terms|privacy)-/.test(h.id))).toBe(true);
  });

  it("indexes the configured brand", () => {
    const index = createKnowledgeIndex(
      resolveBrand({ companyName: "Acme Bots", email: "hi@acme.test" }),
    );
    const [hit] = index.search("email address contact", 1);
    expect(index.passages.some((p) => p.text.includes("hi@acme.test"))).toBe(true);
    expect(hit).toBeDefined();
  });

  it("answers a repeated question as a fresh index does, also after its words were forgotten", () => {
    const index = createKnowledgeIndex(defaultBrand);
    const fresh = (q: string, n: number) =>
      createKnowledgeIndex(defaultBrand)
        .search(q, n)
        .map((h) => [h.id, h.score]);
    const asked = (q: string, n: number) => index.search(q, n).map((h) => [h.id, h.score]);
    const q = "how much does a chatbot cost?";
    const first = index.search(q, 5);
    // A caller's change to what it was handed stays with that caller.
    expect(first.length).toBeGreaterThan(1);
    for (const h of first) h.score = -1;
    first.pop();
    expect(asked(q, 5)).toEqual(fresh(q, 5));
    expect(asked(q, 2)).toEqual(fresh(q, 2));
    for (let i = 0; i <= TERM_RESULTS_KEPT; i++) index.search(`word${i}`);
    expect(asked(q, 5)).toEqual(fresh(q, 5));
  });
});
