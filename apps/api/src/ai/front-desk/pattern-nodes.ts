/**
 * A regular expression's source read as nodes: its alternatives, each a sequence of characters
 * (with the set each may be), groups, assertions and looks, with how often each is read. Only
 * the syntax the assistant's patterns use; anything else is `Unreadable`.
 */

/** One character a pattern reads: which ASCII codes (lower-cased) and whether any other one. */
export interface CharSet {
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
export const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
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

export class Unreadable extends Error {}

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
