/**
 * What a text must contain for a pattern to match it: its cue words, read from the pattern's own
 * source. Each way the pattern can match (each alternative) needs some literal word of it in the
 * text: "how much" needs the word "how" and the word "much", `pric\w*` a word starting with
 * "pric", `\$\d` a "$" or a digit. A text with none of a pattern's cues cannot match it, so the
 * pattern need not run: most of the patterns that read a message match none of its words.
 *
 * The reading is conservative: words are compared lower-cased (case-sensitive patterns included),
 * a word counts as whole only where the pattern itself bounds it (`\b`, a blank, a mark, the
 * start or end), and anything it does not understand (a back reference, a flag group) gives the
 * pattern no cues at all: it then always runs, as before.
 */

import { type CharSet, isWordCode, type Node, parse, Unreadable } from "./pattern-nodes";

/** A word the text must hold whole (`exact`) or begin with (`prefix`), or a character it holds. */
export type Cue =
  | { kind: "exact" | "prefix"; word: string }
  | { kind: "char"; codes: number[]; nonAscii: boolean };

/** The one word character a node always reads (lower-cased), if it is that. */
function wordChar(node: Node | undefined): number | undefined {
  if (node?.type !== "char" || !node.once || node.set.nonAscii || node.set.codes.size !== 1)
    return undefined;
  const [c] = node.set.codes;
  return c !== undefined && isWordCode(c) ? c : undefined;
}

const neverWord = (s: CharSet) => [...s.codes].every((c) => !isWordCode(c));

/**
 * Whether a node, read right after (`after`) or right before a word, ends it there: a `\b`, the
 * start or end, a character that is no word character, or a group whose every way does.
 */
function bounds(node: Node, after: boolean): boolean | "maybe" {
  const edge = (branch: Node[]) => {
    const n = after ? branch[0] : branch[branch.length - 1];
    return n !== undefined && n.type === "char" && n.min === 1 && neverWord(n.set);
  };
  // A look reads nothing of the match; one that must find a non-word character right beside
  // it (`(?<=\bis\s+)`, `(?=\s)`) bounds the word there, any other leaves it to what is beyond.
  if (node.type === "look")
    return node.positive && node.behind !== after && node.branches.every(edge) ? true : "maybe";
  if (node.type === "assert") return node.what === "b" || node.what === (after ? "$" : "^");
  if (node.type === "char") return neverWord(node.set) ? (node.min === 1 ? true : "maybe") : false;
  // A group read at least once ends the word; one that may be left out leaves it to what is beyond.
  if (!node.branches.every(edge)) return false;
  return node.min === 1 ? true : "maybe";
}

/** Whether the word before `i` (going `step` -1) or after it (+1) ends at the node's edge. */
function boundedAt(seq: Node[], i: number, step: 1 | -1, outside: boolean): boolean {
  for (let k = i + step; k >= 0 && k < seq.length; k += step) {
    // A zero-width look or an optional non-word character leaves it to what is beyond.
    const b = bounds(seq[k] as Node, step === 1);
    if (b !== "maybe") return b;
  }
  return outside;
}

/** Very common words: a cue on them rules little out, so another cue of the same way is chosen. */
const COMMON = new Set(
  "a an and are as at be can do does for how i in is it me my of on or our so that the this to us we what with you your".split(
    " ",
  ),
);
/** A cue this costly (a blank, a broad class of characters) rules out next to nothing. */
const BROAD = 100;

const cost = (cue: Cue) =>
  cue.kind === "char"
    ? cue.codes.includes(32) || cue.codes.length > 12
      ? BROAD
      : 4
    : cue.kind === "prefix" && cue.word.length < 3
      ? 8 - 2 * cue.word.length
      : COMMON.has(cue.word) || cue.word.length < 3
        ? 3
        : 1;

/** Cues all of which one way of matching needs (one word after another: "how", "are", "you"). */
export type Clause = Cue[];

/** The most cues a clause keeps (the rarest); leaving one out only rules out less. */
const MOST_IN_A_CLAUSE = 3;
/** Parts with up to this many ways (together) are combined with the words read beside them. */
const MOST_COMBINED = 24;

/** The clauses one of which every match of the branches needs (undefined: none known). */
function clausesOf(branches: Node[][], left: boolean, right: boolean): Clause[] | undefined {
  const all: Clause[] = [];
  for (const seq of branches) {
    const clauses = sequenceClauses(seq, left, right);
    if (!clauses) return undefined;
    all.push(...clauses);
  }
  return all;
}

/**
 * What one sequence needs: every part of it that is read at least once (a whole word, a
 * character, a group) needs its own cues. The parts with one way are needed together (an AND);
 * a part with a few ways (a group) is combined with them, one clause per way.
 */
function sequenceClauses(seq: Node[], left: boolean, right: boolean): Clause[] | undefined {
  const needs: Clause[][] = [];
  for (let i = 0; i < seq.length; i++) {
    const node = seq[i] as Node;
    if (wordChar(node) !== undefined) {
      let j = i;
      let word = "";
      for (; wordChar(seq[j]) !== undefined; j++)
        word += String.fromCharCode(wordChar(seq[j]) ?? 0);
      if (boundedAt(seq, i, -1, left))
        needs.push([[{ kind: boundedAt(seq, j - 1, 1, right) ? "exact" : "prefix", word }]]);
      i = j - 1;
    } else if (node.type === "char" && node.min === 1) {
      const cue: Cue = { kind: "char", codes: [...node.set.codes], nonAscii: node.set.nonAscii };
      if (cost(cue) < BROAD) needs.push([[cue]]);
    } else if (node.type === "group" && node.min === 1) {
      const ways = clausesOf(
        node.branches,
        boundedAt(seq, i, -1, left),
        boundedAt(seq, i, 1, right),
      );
      if (ways) needs.push(ways);
    }
  }
  const together = needs
    .filter((ways) => ways.length === 1)
    .flatMap((ways) => ways[0] as Clause)
    .sort((a, b) => cost(a) - cost(b));
  // A part with several ways is as selective as its commonest way (the OR of them all).
  const weakest = (ways: Clause[]) => Math.max(...ways.map((way) => Math.min(...way.map(cost))));
  const several = needs
    .filter((ways) => ways.length > 1)
    .sort((a, b) => weakest(a) - weakest(b) || a.length - b.length);
  const keep = (clause: Clause) =>
    clause.sort((a, b) => cost(a) - cost(b)).slice(0, MOST_IN_A_CLAUSE);
  // The two most selective parts of a few ways each, every way of one with every way of the
  // other, and with the parts of one way.
  const [first, second] = several.filter((ways) => ways.length <= MOST_COMBINED);
  if (first) {
    const pairs =
      second && first.length * second.length <= MOST_COMBINED
        ? first.flatMap((a) => second.map((b) => [...a, ...b]))
        : first;
    return pairs.map((way) => keep([...way, ...together]));
  }
  if (together.length) return [keep(together)];
  return several[0];
}

/**
 * The clauses of a pattern: a text that matches it holds every cue of at least one of them.
 * Undefined when the pattern is not read (it then always runs).
 */
export function cueWords(pattern: RegExp): Clause[] | undefined {
  if (pattern.flags.includes("v")) return undefined;
  try {
    return clausesOf(parse(pattern.source, pattern.flags.includes("s")), false, false);
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}
