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

/** A word the text must hold whole (`exact`) or begin with (`prefix`), or a character it holds. */
export type Cue =
  | { kind: "exact" | "prefix"; word: string }
  | { kind: "char"; codes: number[]; nonAscii: boolean };

/** One character a pattern reads: which ASCII codes (lower-cased) and whether any other one. */
interface CharSet {
  codes: Set<number>;
  nonAscii: boolean;
}

/** `once`: read exactly once (no quantifier); `min`: 1 when it is read at least once, else 0. */
export type Node =
  | { type: "char"; set: CharSet; min: number; once: boolean }
  | { type: "group"; branches: Node[][]; min: number }
  | { type: "assert"; what: "b" | "B" | "^" | "$" }
  | { type: "look"; behind: boolean; positive: boolean; branches: Node[][] };

const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);
const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const WORD = [...range(97, 122), ...range(65, 90), ...range(48, 57), 95];
const DIGITS = range(48, 57);
const BLANKS = [9, 10, 11, 12, 13, 32];
const ALL = range(0, 127);

/** A set of characters as the parser reads them: raw codes (not lower-cased yet). */
interface Raw {
  codes: number[];
  nonAscii: boolean;
}
const raw = (codes: number[], nonAscii = false): Raw => ({ codes, nonAscii });
const not = (r: Raw): Raw => {
  const out = new Set(ALL);
  for (const c of r.codes) out.delete(c);
  return { codes: [...out], nonAscii: true };
};
/** Lower-cased: a text's character, lower-cased, is in it whenever the pattern may read it. */
const folded = (r: Raw): CharSet => ({ codes: new Set(r.codes.map(lower)), nonAscii: r.nonAscii });

class Unreadable extends Error {}

/**
 * Reads a pattern's source into nodes (the subset of the syntax the assistant's patterns use):
 * its alternatives, each a sequence. Throws `Unreadable` on anything else.
 */
export function parse(source: string, dotAll: boolean): Node[][] {
  let at = 0;
  const peek = () => source[at];
  const escaped = (inClass: boolean): Raw => {
    const c = source[at++];
    if (c === undefined) throw new Unreadable();
    if (c === "d") return raw(DIGITS);
    if (c === "D") return not(raw(DIGITS));
    // (With the u and i flags \w also reads "ſ" and the Kelvin sign: see `nonAscii`.)
    if (c === "w") return raw(WORD, true);
    if (c === "W") return not(raw(WORD));
    if (c === "s") return raw(BLANKS, true);
    if (c === "S") return not(raw(BLANKS));
    if (c === "t") return raw([9]);
    if (c === "n") return raw([10]);
    if (c === "r") return raw([13]);
    if (c === "b" && inClass) return raw([8]);
    // A character by its code ("\u00e9", as a pattern's `source` writes one beyond ASCII).
    const hex =
      c === "u"
        ? /^[0-9a-fA-F]{4}/.exec(source.slice(at))
        : c === "x"
          ? /^[0-9a-fA-F]{2}/.exec(source.slice(at))
          : null;
    if (hex) {
      at += hex[0].length;
      const code = Number.parseInt(hex[0], 16);
      return code < 128 ? raw([code]) : raw([], true);
    }
    // Any other letter or digit escapes something not read here (\p{L}, \u{1F600}, \1, \k<n>…).
    if (/[a-zA-Z0-9]/.test(c)) throw new Unreadable();
    return raw([c.charCodeAt(0)]);
  };
  const literal = (c: string): Raw =>
    c.charCodeAt(0) < 128 ? raw([c.charCodeAt(0)]) : raw([], true);
  const one = (): Raw => {
    const c = source[at++];
    if (c === undefined) throw new Unreadable();
    return c === "\\" ? escaped(true) : literal(c);
  };
  const charClass = (): Raw => {
    const negated = peek() === "^";
    if (negated) at++;
    const codes: number[] = [];
    let nonAscii = false;
    while (peek() !== "]") {
      const from = one();
      if (peek() === "-" && source[at + 1] !== "]") {
        at++;
        const to = one();
        const [a] = from.codes;
        const [b] = to.codes;
        if (from.codes.length !== 1 || to.codes.length !== 1 || a === undefined || b === undefined)
          throw new Unreadable();
        codes.push(...range(a, Math.min(b, 127)));
        nonAscii ||= b > 127 || to.nonAscii;
        continue;
      }
      codes.push(...from.codes);
      nonAscii ||= from.nonAscii;
    }
    at++;
    return negated ? not(raw(codes, nonAscii)) : raw(codes, nonAscii);
  };
  const quantifier = (): { min: number; once: boolean } => {
    const c = peek();
    let min = 1;
    if (c === "?" || c === "*") min = 0;
    else if (c === "{") {
      const m = /^\{(\d+)(,\d*)?\}/.exec(source.slice(at));
      if (!m) throw new Unreadable();
      at += m[0].length - 1;
      min = Math.min(1, Number(m[1]));
    } else if (c !== "+") return { min: 1, once: true };
    at++;
    if (peek() === "?") at++;
    return { min, once: false };
  };
  const noQuantifier = () => {
    if ("?*+{".includes(peek() ?? "x")) throw new Unreadable();
  };
  const alternatives = (): Node[][] => {
    const branches: Node[][] = [[]];
    for (;;) {
      const c = peek();
      if (c === undefined || c === ")") return branches;
      at++;
      const branch = branches[branches.length - 1] as Node[];
      if (c === "|") branches.push([]);
      else if (c === "^" || c === "$") {
        branch.push({ type: "assert", what: c });
        noQuantifier();
      } else if (c === "(") {
        const head = /^\?(<?[=!]|:)?/.exec(source.slice(at))?.[0] ?? "";
        if (head === "?") throw new Unreadable();
        at += head.length;
        const inner = alternatives();
        if (source[at++] !== ")") throw new Unreadable();
        if (head.endsWith("=") || head.endsWith("!")) {
          branch.push({
            type: "look",
            behind: head.includes("<"),
            positive: head.endsWith("="),
            branches: inner,
          });
          noQuantifier();
        } else branch.push({ type: "group", branches: inner, min: quantifier().min });
      } else if (c === "\\" && (peek() === "b" || peek() === "B")) {
        branch.push({ type: "assert", what: source[at++] as "b" | "B" });
        noQuantifier();
      } else {
        if (c === ")" || c === "*" || c === "+" || c === "?" || c === "{") throw new Unreadable();
        const chars =
          c === "\\"
            ? escaped(false)
            : c === "["
              ? charClass()
              : c === "."
                ? dotAll
                  ? raw(ALL, true)
                  : not(raw([10, 13]))
                : literal(c);
        branch.push({ type: "char", set: folded(chars), ...quantifier() });
      }
    }
  };
  const top = alternatives();
  if (at !== source.length) throw new Unreadable();
  return top;
}

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
const total = (cues: Cue[]) => cues.reduce((n, c) => n + cost(c), 0);

/** The cheapest cues one of which every match of the branches needs (undefined: none known). */
function cuesOf(branches: Node[][], left: boolean, right: boolean): Cue[] | undefined {
  const all: Cue[] = [];
  for (const seq of branches) {
    let best: Cue[] | undefined;
    const offer = (cues: Cue[] | undefined) => {
      if (cues && (!best || total(cues) < total(best))) best = cues;
    };
    for (let i = 0; i < seq.length; i++) {
      const node = seq[i] as Node;
      if (wordChar(node) !== undefined) {
        let j = i;
        let word = "";
        for (; wordChar(seq[j]) !== undefined; j++)
          word += String.fromCharCode(wordChar(seq[j]) ?? 0);
        if (boundedAt(seq, i, -1, left))
          offer([{ kind: boundedAt(seq, j - 1, 1, right) ? "exact" : "prefix", word }]);
        i = j - 1;
      } else if (node.type === "char" && node.min === 1)
        offer([{ kind: "char", codes: [...node.set.codes], nonAscii: node.set.nonAscii }]);
      else if (node.type === "group" && node.min === 1)
        offer(cuesOf(node.branches, boundedAt(seq, i, -1, left), boundedAt(seq, i, 1, right)));
    }
    if (!best) return undefined;
    all.push(...best);
  }
  return all;
}

/**
 * The cues of a pattern: a text that matches it holds at least one of them. Undefined when the
 * pattern is not read (it then always runs).
 */
export function cueWords(pattern: RegExp): Cue[] | undefined {
  if (pattern.flags.includes("v")) return undefined;
  try {
    const cues = cuesOf(parse(pattern.source, pattern.flags.includes("s")), false, false);
    return cues?.every((c) => cost(c) < BROAD) ? cues : undefined;
  } catch (error) {
    if (error instanceof Unreadable) return undefined;
    throw error;
  }
}
