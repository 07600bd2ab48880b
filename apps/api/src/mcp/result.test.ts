import { describe, expect, it } from "vitest";
import { ok, okResultJson, toolError } from "./result";

describe("tool results' JSON", () => {
  const data = [
    {
      answer: 'He said "hi"\n\tand left \\ 💬 \u2028 é',
      sources: [{ title: "A", url: "/a", score: 0.5 }],
    },
    { answer: "", sources: [], skipped: undefined, when: new Date(0), n: -0, big: 1e21 },
    { nested: { deep: [1, "two", null, { three: true }] } },
  ];

  it("is what JSON.stringify writes for a result ok() made, with or without text", () => {
    for (const d of data)
      for (const text of [undefined, "", "The answer:", 'with "quotes"'])
        expect(okResultJson(ok(d, text))).toBe(JSON.stringify(ok(d, text)));
  });

  it("is left to JSON.stringify for any other result, or one changed since", () => {
    expect(okResultJson(toolError("no"))).toBeUndefined();
    expect(okResultJson({ content: [], structuredContent: {} })).toBeUndefined();
    expect(okResultJson(undefined)).toBeUndefined();
    const replaced = ok({ a: 1 });
    replaced.structuredContent = { a: 2 };
    expect(okResultJson(replaced)).toBeUndefined();
    const added = ok({ a: 1 });
    added.isError = false;
    expect(okResultJson(added)).toBeUndefined();
  });
});
