/**
 * One reading of a message's words for every pattern that reads it. The assistant asks some
 * fifty patterns of each message (its topics, what it wants, its language, the kind of answer,
 * money, premises…), and each pattern, run over the whole text, cost about as much as the fact
 * search's scoring; most match nothing. Each pattern's cue words (`cue-words.ts`) go into one
 * table; a message is read once, word by word, against it, and a pattern runs only when one of
 * its cues is in the message. Its answer is then the pattern's own: nothing is decided here
 * that the pattern would decide otherwise, only which patterns cannot match.
 */
import { type Cue, cueWords } from "./cue-words";

/** The letters, digits and `_` a message's words are read in: 37 per node of the table. */
const WIDTH = 37;
const slotOf = (c: number): number =>
  c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : c === 95 ? 36 : -1;

/** Lists of pattern ids, flat: the ids of list `k` are `ids[at[k]]` up to `ids[at[k + 1]]`. */
interface Lists {
  at: Int32Array;
  ids: Int32Array;
}

const flat = (lists: readonly (readonly number[])[]): Lists => {
  const at = new Int32Array(lists.length + 1);
  lists.forEach((list, k) => {
    at[k + 1] = (at[k] as number) + list.length;
  });
  return { at, ids: Int32Array.from(lists.flat()) };
};

interface Table {
  /** Child node of each node by letter (-1: none); node 0 is the start of a word. */
  next: Int32Array;
  /**
   * Patterns cued by a word reaching a node (a prefix cue of the node or of any node before it
   * on the way), and by a word ending at it (an exact cue).
   */
  reached: Lists;
  ended: Lists;
  /** Patterns cued by an ASCII character anywhere (0–127), by any character beyond (128). */
  chars: Lists;
  /** Patterns with no cues: they always run. */
  always: Int32Array;
}

const cuesByPattern: (Cue[] | undefined)[] = [];
let table: Table | undefined;

function build(): Table {
  let next = new Int32Array(WIDTH * 64).fill(-1);
  const prefix: number[][] = [[]];
  const exact: number[][] = [[]];
  const parent: number[] = [-1];
  const nodeOf = (word: string): number => {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const slot = slotOf(word.charCodeAt(i));
      if (slot < 0) throw new Error(`cue word with a character no word has: ${word}`);
      let child = next[node * WIDTH + slot] as number;
      if (child < 0) {
        child = prefix.length;
        if ((child + 1) * WIDTH > next.length) {
          const grown = new Int32Array(next.length * 2).fill(-1);
          grown.set(next);
          next = grown;
        }
        next[node * WIDTH + slot] = child;
        prefix.push([]);
        exact.push([]);
        parent.push(node);
      }
      node = child;
    }
    return node;
  };
  const chars: number[][] = Array.from({ length: 129 }, () => []);
  const always: number[] = [];
  cuesByPattern.forEach((cues, id) => {
    if (!cues) {
      always.push(id);
      return;
    }
    for (const cue of cues) {
      if (cue.kind === "char") {
        for (const c of cue.codes) chars[c]?.push(id);
        if (cue.nonAscii) chars[128]?.push(id);
      } else (cue.kind === "prefix" ? prefix : exact)[nodeOf(cue.word)]?.push(id);
    }
  });
  // A node reached has passed every node before it (a child is numbered after its parent).
  const reached = prefix.map((own) => [...own]);
  for (let n = 1; n < reached.length; n++) {
    const before = reached[parent[n] as number] as number[];
    reached[n] = [...new Set([...before, ...(reached[n] as number[])])];
  }
  return {
    next,
    reached: flat(reached),
    ended: flat(exact),
    chars: flat(chars),
    always: Int32Array.from(always),
  };
}

/** Which patterns one text may match (`marks[id] === round`), read once for the text. */
interface Reading {
  text: string | undefined;
  round: number;
  marks: Int32Array;
}

/** The texts read last: one answer asks its patterns of a few texts (trimmed, corrected, parts). */
const readings: Reading[] = Array.from({ length: 4 }, () => ({
  text: undefined,
  round: 0,
  marks: new Int32Array(0),
}));
let nextSlot = 0;
let rounds = 0;

/** "ſ" and the Kelvin sign read as "s" and "k" in a case-insensitive Unicode pattern. */
const FOLDS_TO_ASCII = (c: number) => c === 0x17f || c === 0x212a;

function mark(marks: Int32Array, lists: Lists, k: number, round: number): void {
  const { at, ids } = lists;
  const end = at[k + 1] as number;
  for (let i = at[k] as number; i < end; i++) marks[ids[i] as number] = round;
}

/**
 * Reads a text once: each word along the table as far as it goes (the node it reached marks the
 * prefix cues on its way, the node it ended at the exact ones), and each cued character.
 */
function read(text: string, t: Table, into: Reading): void {
  if (rounds === 2 ** 30) {
    for (const r of readings) r.marks.fill(0);
    rounds = 0;
  }
  const round = ++rounds;
  if (into.marks.length < cuesByPattern.length) into.marks = new Int32Array(cuesByPattern.length);
  const { marks } = into;
  const { next, reached, ended, chars } = t;
  for (let k = 0; k < t.always.length; k++) marks[t.always[k] as number] = round;
  const charAt = chars.at;
  // Within a word: the node it reached (-1: none), and whether it is still on the table.
  let inWord = false;
  let node = -1;
  let whole = false;
  let beyondAscii = false;
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : 32;
    const c = code >= 65 && code <= 90 ? code + 32 : code;
    const slot = c < 128 ? slotOf(c) : -1;
    if (slot >= 0) {
      if (!inWord) {
        inWord = true;
        node = next[slot] as number;
        whole = node >= 0;
      } else if (whole) {
        const child = next[node * WIDTH + slot] as number;
        if (child >= 0) node = child;
        else whole = false;
      }
    } else {
      if (inWord && node >= 0) {
        mark(marks, reached, node, round);
        if (whole) mark(marks, ended, node, round);
      }
      inWord = false;
      if (c >= 128) {
        beyondAscii = true;
        if (FOLDS_TO_ASCII(c)) marks.fill(round);
      }
    }
    if (c < 128 && i < n && charAt[c] !== charAt[c + 1]) mark(marks, chars, c, round);
  }
  if (beyondAscii) mark(marks, chars, 128, round);
  into.round = round;
  into.text = text;
}

/** The reading asked for last: most patterns are asked of the same text one after another. */
let last = readings[0] as Reading;

function readingOf(text: string): Reading {
  if (last.text === text) return last;
  table ??= build();
  for (const r of readings)
    if (r.text === text) {
      last = r;
      return r;
    }
  const r = readings[nextSlot] as Reading;
  nextSlot = (nextSlot + 1) % readings.length;
  read(text, table, r);
  last = r;
  return r;
}

/** A pattern read through the message's cues: the same answers as the pattern, run less often. */
export interface CuedPattern {
  readonly pattern: RegExp;
  /** Whether the pattern may match the text (false: it cannot). */
  mayMatch(text: string): boolean;
  /** `pattern.test(text)`. */
  test(text: string): boolean;
}

const all: CuedPattern[] = [];

/** Every pattern read through the cues (for tests). */
export const cuedPatterns = (): readonly CuedPattern[] => all;

/** `pattern` with its cues in the shared table. */
export function cued(pattern: RegExp): CuedPattern {
  const id = cuesByPattern.length;
  cuesByPattern.push(cueWords(pattern));
  // A table read before this pattern knew nothing of it: read again.
  table = undefined;
  for (const r of readings) r.text = undefined;
  const mayMatch = (text: string) => {
    const r = readingOf(text);
    return r.marks[id] === r.round;
  };
  const read: CuedPattern = {
    pattern,
    mayMatch,
    test: (text) => mayMatch(text) && pattern.test(text),
  };
  all.push(read);
  return read;
}
