import { describe, expect, it } from "vitest";
import { cases } from "../../../eval/cases";
import { everyday } from "../../../eval/everyday";
import { heldOut } from "../../../eval/held-out";
import { nearMisses } from "../../../eval/near-misses";
import { unseen } from "../../../eval/unseen";
import { walkIn } from "../../../eval/walk-in";
import { seeded } from "../../../test/support/seeded";
import "../responder";
import { cueWords } from "./cue-words";
import { cued, cuedPatterns, setCueReadingsMade } from "./message-cues";
import { type Node, parse } from "./pattern-nodes";

/** The pattern as a fresh non-global copy: `test` from the start, with no `lastIndex` carried. */
const plain = (re: RegExp) => new RegExp(re.source, re.flags.replace(/[gy]/g, ""));

const questions = [...cases, ...heldOut, ...unseen, ...everyday, ...nearMisses, ...walkIn].flatMap(
  (c) => [...(c.earlierSession ?? []), ...(c.before ?? []), c.ask],
);

/**
 * Texts made of the patterns' own words and the evaluation's, joined by blanks, marks, digits,
 * accents and other cases, so that most patterns match many of them and many nearly match.
 */
function generated(count: number): string[] {
  const next = seeded(18);
  const words = [
    ...new Set(
      [...cuedPatterns().map((p) => p.pattern.source), ...questions]
        .join(" ")
        .split(/[^A-Za-z']+/)
        .filter(Boolean),
    ),
  ];
  const joins = [
    " ",
    " ",
    " ",
    "  ",
    "-",
    "'",
    "’",
    "?",
    "? ",
    "!",
    ", ",
    ".",
    "$",
    "5 ",
    "%",
    "é",
    "\t",
    "\n",
    "/",
    "_",
    "ſ",
    "K",
  ];
  const cased = (w: string) => {
    const r = next() % 10;
    return r === 0 ? w.toUpperCase() : r === 1 ? w[0]?.toUpperCase() + w.slice(1) : w;
  };
  // A text each pattern's own structure makes (a branch of each group, each character from its
  // set in either case, optional parts left out or not), in a question or alone.
  const sample = (branches: Node[][]): string => {
    let out = "";
    for (const node of branches[next() % branches.length] as Node[]) {
      if (node.type === "assert" || node.type === "look") continue;
      const times =
        node.min === 0 ? next() % 2 : node.type === "char" && !node.once ? 1 + (next() % 2) : 1;
      for (let t = 0; t < times; t++) {
        if (node.type === "group") out += sample(node.branches);
        else {
          const codes = [...node.set.codes];
          if (node.set.nonAscii && (next() % 12 === 0 || !codes.length)) out += "éñ¿’"[next() % 4];
          else out += cased(String.fromCharCode(codes[next() % codes.length] as number));
        }
      }
    }
    return out;
  };
  const patterns = cuedPatterns().map((p) => parse(p.pattern.source, false));
  const phrased = () => {
    const phrase = sample(patterns[next() % patterns.length] as Node[][]);
    const question = questions[next() % questions.length] as string;
    const r = next() % 4;
    return r === 0
      ? phrase
      : r === 1
        ? `${phrase}${joins[next() % joins.length]}`
        : r === 2
          ? `${question} ${phrase}`
          : `${phrase} ${question}`;
  };
  return Array.from({ length: count }, (_, i) => {
    if (i % 2) return phrased();
    let text = next() % 4 === 0 ? " " : "";
    const n = 1 + (next() % 9);
    for (let i = 0; i < n; i++) {
      text += cased(words[next() % words.length] as string);
      if (i < n - 1 || next() % 3 === 0) text += joins[next() % joins.length];
    }
    return text;
  });
}

describe("message cues", () => {
  it("gives every pattern the assistant reads a message with cue words (none always runs)", () => {
    const unread = cuedPatterns().filter((p) => cueWords(p.pattern) === undefined);
    expect(unread.map((p) => p.pattern.source)).toEqual([]);
    expect(cuedPatterns().length).toBeGreaterThan(50);
  });

  it("never rules out a pattern that matches: evaluation questions and 30,000 generated texts", () => {
    const texts = [...questions, ...generated(30_000)];
    const matched = new Map<string, number>();
    for (const text of texts)
      for (const p of cuedPatterns()) {
        if (!plain(p.pattern).test(text)) continue;
        matched.set(p.pattern.source, (matched.get(p.pattern.source) ?? 0) + 1);
        if (!p.mayMatch(text)) expect.fail(`${p.pattern} matches ${JSON.stringify(text)}`);
      }
    // Each pattern was put to the test: it matched some of the texts.
    const seldom = cuedPatterns().filter((p) => (matched.get(p.pattern.source) ?? 0) < 10);
    expect(seldom.map((p) => [p.pattern.source, matched.get(p.pattern.source)])).toEqual([]);
  });

  it("rules out most patterns for a plain question", () => {
    const text = "How much does a custom chatbot cost?";
    const may = cuedPatterns().filter((p) => p.mayMatch(text)).length;
    expect(may).toBeLessThan(cuedPatterns().length / 3);
  });

  it("answers as the pattern does whether the text was read for cues or not", () => {
    const texts = [...questions.slice(0, 300), ...generated(3_000)];
    for (const text of texts)
      for (const p of cuedPatterns()) {
        const expected = plain(p.pattern).test(text);
        if (p.pattern.global || p.pattern.sticky) continue;
        expect(p.testIfRead(text), text).toBe(expected);
        expect(p.test(text), text).toBe(expected);
        expect(p.testIfRead(text), text).toBe(expected);
      }
  });

  it("answers as the pattern does, for texts read one after another and again", () => {
    const re = cued(/\b(pric\w*|how much|\$\d)\b/i);
    for (const [text, matches] of [
      ["What are your prices?", true],
      ["How MUCH is it", true],
      ["is it US$5 a month", true],
      ["is it $5 a month", false],
      ["the apricot price", true],
      ["apricots", false],
      ["how muchness", false],
      ["What are your prices?", true],
    ] as const) {
      expect(re.test(text)).toBe(matches);
      expect(re.test(text)).toBe(re.pattern.test(text));
    }
  });

  it("tests a global pattern over the whole text every time, as a plain copy of it does", () => {
    const re = cued(/\bquote\b/gi);
    for (const text of ["a quote please", "a quote please", "no", "Quote?"])
      expect(re.test(text), text).toBe(/\bquote\b/i.test(text));
  });

  it("answers as the pattern does for a text read before the count of readings starts again", () => {
    const re = cued(/\bhow much\b/i);
    const texts = ["How much is it?", "something else", "How much is it?", "how much, then"];
    setCueReadingsMade(2 ** 30 - 1);
    for (const text of texts) expect(re.test(text), text).toBe(re.pattern.test(text));
    setCueReadingsMade(2 ** 30 - 2);
    for (const text of texts) expect(re.testIfRead(text), text).toBe(re.pattern.test(text));
  });
});

describe("cue words", () => {
  const words = (re: RegExp) =>
    cueWords(re)?.map((clause) =>
      clause
        .map((c) => (c.kind === "char" ? `char:${c.codes.join(",")}` : `${c.kind}:${c.word}`))
        .join("+"),
    );

  it("reads a word as whole where the pattern bounds it, as its start where it does not", () => {
    expect(words(/\b(fees?|pric\w*|how much)\b/i)).toEqual([
      "prefix:fee",
      "prefix:pric",
      "exact:much+exact:how",
    ]);
    expect(words(/^\s*(hi|hello)[\s!]*$/)).toEqual(["exact:hi", "exact:hello"]);
    expect(words(/\b(i|we)\s+(\w+\s+){0,2}(pay|bill)\b/i)).toEqual([
      "exact:pay+exact:i",
      "exact:pay+exact:we",
      "exact:bill+exact:i",
      "exact:bill+exact:we",
    ]);
    expect(words(/\b(y'?all)\b/i)).toEqual(["prefix:y"]);
    expect(words(/\bwhat'?s\b/i)).toEqual(["prefix:what"]);
  });

  it("needs every word of one way of matching, the rarest three at most", () => {
    expect(words(/^\s*(how are you|what'?s up)\s*$/i)).toEqual([
      "exact:how+exact:are+exact:you",
      "prefix:what+exact:up",
    ]);
    expect(words(/\bhow (long|soon)\b|\bkeep an eye on it\b/i)).toEqual([
      "exact:long+exact:how",
      "exact:soon+exact:how",
      "exact:keep+exact:eye+exact:an",
    ]);
    const re = cued(/\bhow are you\b/i);
    expect(re.mayMatch("how are things?")).toBe(false);
    expect(re.mayMatch("are you ok? how")).toBe(true);
    expect(re.test("are you ok? how")).toBe(false);
    expect(re.test("Hi, how are you?")).toBe(true);
  });

  it("takes no word a pattern reads repeated, unbounded or inside a word", () => {
    expect(words(/\bco{2}l\b/)).toEqual(["char:111+prefix:c"]);
    expect(words(/commerce/)).toBeUndefined();
    expect(words(/[^a-z]price\b/)).toBeUndefined();
    expect(words(/\b(a|b)?\d/)).toEqual(["char:48,49,50,51,52,53,54,55,56,57"]);
  });

  it("gives no cues to a pattern it cannot read or one that may match anything", () => {
    expect(cueWords(/\p{L}{3,}/u)).toBeUndefined();
    expect(cueWords(/(?<word>\w+) \k<word>/)).toBeUndefined();
    expect(cueWords(/(\w+) \1/)).toBeUndefined();
    expect(cueWords(/\b(it|this)?\s*$/)).toBeUndefined();
    expect(cueWords(/.+/)).toBeUndefined();
  });

  it("reads a text with the letters a case-insensitive Unicode pattern folds to ASCII", () => {
    const re = cued(/\bstop\b/iu);
    expect(re.pattern.test("ſtop")).toBe(true);
    expect(re.test("ſtop")).toBe(true);
    expect(cued(/\bkeep\b/iu).test("\u212Aeep")).toBe(true);
  });
});
