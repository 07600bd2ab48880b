import { defaultBrand, toPassages } from "@repo/site-content";
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { describe, expect, it } from "vitest";
import { type TermHit, termSearch } from "./term-results";

type Doc = { id: string; title: string; text: string };
const docs: Doc[] = toPassages(defaultBrand).map(({ id, title, text }) => ({ id, title, text }));
const options: Options<Doc> = { fields: ["title", "text"], storeFields: ["id"] };
const prefix = (t: string) => t.length >= 5;
const fuzzy = (t: string) => (t.length >= 6 ? 0.2 : t.length === 4 ? 1 : false);
const searchOptions: SearchOptions = { boost: { title: 2 }, prefix, fuzzy, combineWith: "OR" };
const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];
const processTerm = MiniSearch.getDefault("processTerm") as (t: string) => string | null;
const terms = (text: string) => tokenize(text).flatMap((t) => processTerm(t) ?? []);

const mini = new MiniSearch<Doc>(options);
mini.addAll(docs);
const plain = (query: Parameters<typeof mini.search>[0], extra: SearchOptions = {}) =>
  mini
    .search(query, { ...searchOptions, ...extra })
    .map(({ id, score, queryTerms }) => ({ id, score, queryTerms }));

/** A hit as MiniSearch reports it (without the document's number and term bits). */
const asMiniSearch = (hits: TermHit[]) =>
  hits.map(({ id, score, queryTerms }) => ({ id, score, queryTerms }));

const QUERIES = [
  "how much does a custom chatbot cost",
  "chatbot pricing chatbot",
  "procces steps and timeline",
  "is my data safe and encrypted",
  "data retention privacy policy",
  "24/7 website assistant after-hours e-mail",
  "",
  "zzzz qqqq",
];

describe("searching with each term's scores kept", () => {
  // A small cache, so terms are also forgotten and scored again on the way.
  const search = termSearch(mini, 4);
  const spec = (t: string) => ({ prefix: prefix(t), fuzzy: fuzzy(t) });

  it("finds what MiniSearch finds for a text: the same documents, scores, terms and order", () => {
    for (const pass of [1, 2])
      for (const q of QUERIES)
        expect(
          asMiniSearch(search.search([terms(q)], spec, searchOptions)),
          `${pass}: ${q}`,
        ).toEqual(plain(q));
  });

  it("finds what MiniSearch finds for an OR of queries, each tokenised on its own", () => {
    for (const pass of [1, 2])
      for (const q of QUERIES) {
        const queries = [...q.split(" "), "24/7", "after-hours"];
        expect(
          asMiniSearch(search.search(queries.map(terms), spec, searchOptions)),
          `${pass}: ${q}`,
        ).toEqual(plain({ combineWith: "OR", queries }));
      }
  });

  it("keeps a term's scores apart for each context the caller names", () => {
    const held = { boostDocument: (id: string) => (/privacy/.test(id) ? 0.01 : 1) };
    const q = "privacy data";
    const normal = asMiniSearch(search.search([terms(q)], spec, searchOptions));
    const legal = asMiniSearch(
      search.search([terms(q)], (t) => ({ ...spec(t), context: "held" }), {
        ...searchOptions,
        ...held,
      }),
    );
    expect(normal).toEqual(plain(q));
    expect(legal).toEqual(plain(q, held));
    expect(legal).not.toEqual(normal);
    expect(asMiniSearch(search.search([terms(q)], spec, searchOptions))).toEqual(normal);
  });

  it("ranks the first documents of that order alone, of those a caller accepts", () => {
    const accept = (id: string) => id.length % 2 === 0;
    for (const q of QUERIES) {
      const all = plain(q);
      for (const limit of [0, 1, 3, 12, 33, 500, Number.POSITIVE_INFINITY]) {
        const parts = [terms(q)];
        expect(
          asMiniSearch(search.search(parts, spec, searchOptions, { limit })),
          `${q} ${limit}`,
        ).toEqual(all.slice(0, limit));
        expect(
          asMiniSearch(search.search(parts, spec, searchOptions, { limit, accept })),
          `${q} ${limit} accepted`,
        ).toEqual(all.filter((h) => accept(h.id)).slice(0, limit));
      }
    }
  });

  it("keeps documents of equal scores in the order they first matched", () => {
    // Two documents with the same text score the same: MiniSearch's stable sort keeps their order.
    const twins = new MiniSearch<Doc>(options);
    twins.addAll([
      { id: "a", title: "chatbot", text: "pricing" },
      { id: "b", title: "other", text: "pricing" },
      { id: "c", title: "chatbot", text: "pricing" },
      { id: "d", title: "other", text: "pricing" },
    ]);
    const q = "chatbot pricing";
    const expected = twins
      .search(q, searchOptions)
      .map(({ id, score, queryTerms }) => ({ id, score, queryTerms }));
    expect(expected.map((h) => h.id)).toEqual(["a", "c", "b", "d"]);
    const twinSearch = termSearch(twins, 10);
    for (const limit of [1, 2, 3, 4])
      expect(asMiniSearch(twinSearch.search([terms(q)], spec, searchOptions, { limit }))).toEqual(
        expected.slice(0, limit),
      );
  });

  it("gives each hit its document's number and the bits of the terms it matched", () => {
    for (const q of QUERIES) {
      // One part of several terms, then each word a part of its own (with "24/7" a part of two).
      for (const parts of [[terms(q)], [...q.split(" "), "24/7"].map(terms)]) {
        const bits = new Map([...new Set(parts.flat())].map((t, i) => [t, 1 << i]));
        const hits = search.search(parts, spec, searchOptions, { bits });
        const unmarked = search.search(parts, spec, searchOptions);
        expect(asMiniSearch(hits), q).toEqual(asMiniSearch(unmarked));
        for (const hit of hits) {
          expect(search.ids.get(hit.doc), q).toBe(hit.id);
          const matched = hit.queryTerms.reduce((mask, t) => mask | (bits.get(t) ?? 0), 0);
          expect(hit.mask, `${q}: ${hit.id}`).toBe(matched);
        }
        for (const hit of unmarked) expect(hit.mask).toBe(0);
      }
    }
  });
});
