import { defaultBrand, toPassages } from "@repo/site-content";
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { keepTermResults } from "./term-results";

type Doc = { id: string; title: string; text: string };
const docs: Doc[] = toPassages(defaultBrand).map(({ id, title, text }) => ({ id, title, text }));
const options: Options<Doc> = { fields: ["title", "text"], storeFields: ["id"] };
const searchOptions: SearchOptions = {
  boost: { title: 2 },
  prefix: (t) => t.length >= 5,
  fuzzy: (t) => (t.length >= 6 ? 0.2 : false),
  combineWith: "OR",
};

function index(keep: boolean) {
  const mini = new MiniSearch<Doc>(options);
  mini.addAll(docs);
  if (keep) expect(keepTermResults(mini, 8)).toBe(true);
  return mini;
}

const QUERIES = [
  "how much does a custom chatbot cost",
  "chatbot pricing",
  "procces steps and timeline",
  "is my data safe and encrypted",
  "chatbot",
  "data retention privacy policy",
  "how much does a custom chatbot cost",
  "24/7 website assistant after hours",
];

const seen = (mini: MiniSearch<Doc>, query: string | { combineWith: string; queries: string[] }) =>
  mini
    .search(query as string, searchOptions)
    .map((r) => ({ id: r.id, score: r.score, queryTerms: r.queryTerms, terms: r.terms }));

describe("keeping a MiniSearch index's results per term", () => {
  it("gives the very same results, scores and matched terms as the index without it", () => {
    const plain = index(false);
    const kept = index(true);
    // Twice over, so the second pass reads every term from what was kept, in a small cache that
    // also forgets terms on the way.
    for (const pass of [1, 2]) {
      for (const q of QUERIES) {
        expect(seen(kept, q), `${pass}: ${q}`).toEqual(seen(plain, q));
        const combined = { combineWith: "OR", queries: q.split(" ") };
        expect(seen(kept, combined), `${pass}: ${q} (terms)`).toEqual(seen(plain, combined));
      }
    }
  });

  it("keeps a term's scores apart for each context the caller names", () => {
    let legal = false;
    const mini = new MiniSearch<Doc>(options);
    mini.addAll(docs);
    keepTermResults(mini, 8, () => (legal ? "legal" : ""));
    const search = () =>
      mini.search("privacy data", {
        ...searchOptions,
        boostDocument: (id) => (legal && /privacy/.test(String(id)) ? 0.01 : 1),
      })[0]?.id;
    const normal = search();
    legal = true;
    expect(search()).not.toBe(normal);
    legal = false;
    expect(search()).toBe(normal);
  });
});
