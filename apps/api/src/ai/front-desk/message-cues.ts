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

interface Table {
  /** Child node of each node by letter (-1: none); node 0 is the start of a word. */
  next: Int32Array;
  /** Patterns cued by a word reaching a node (prefix) or ending at it (exact). */
  prefix: number[][];
  exact: number[][];
  /** Patterns cued by an ASCII character anywhere, and by any character beyond ASCII. */
  chars: number[][];
  nonAscii: number[];
  /** Patterns with no cues: they always run. */
  always: number[];
}

const cuesByPattern: (Cue[] | undefined)[] = [];
let table: Table | undefined;

function build(): Table {
  let next = new Int32Array(WIDTH * 64).fill(-1);
  let nodes = 1;
  const t: Table = { next, prefix: [[]], exact: [[]], chars: [], nonAscii: [], always: [] };
  for (let c = 0; c < 128; c++) t.chars.push([]);
  const nodeOf = (word: string): number => {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const slot = slotOf(word.charCodeAt(i));
      if (slot < 0) throw new Error(`cue word with a character no word has: ${word}`);
      let child = next[node * WIDTH + slot] as number;
      if (child < 0) {
        child = nodes++;
        if (nodes * WIDTH > next.length) {
          const grown = new Int32Array(next.length * 2).fill(-1);
          grown.set(next);
          next = grown;
          t.next = next;
        }
        next[node * WIDTH + slot] = child;
        t.prefix.push([]);
        t.exact.push([]);
      }
      node = child;
    }
    return node;
  };
  cuesByPattern.forEach((cues, id) => {
    if (!cues) {
      t.always.push(id);
      return;
    }
    for (const cue of cues) {
      if (cue.kind === "char") {
        for (const c of cue.codes) t.chars[c]?.push(id);
        if (cue.nonAscii) t.nonAscii.push(id);
      } else (t[cue.kind][nodeOf(cue.word)] as number[]).push(id);
    }
  });
  return t;
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

function read(text: string, t: Table, into: Reading): void {
  if (rounds === 2 ** 30) {
    for (const r of readings) r.marks.fill(0);
    rounds = 0;
  }
  const round = ++rounds;
  if (into.marks.length < cuesByPattern.length) into.marks = new Int32Array(cuesByPattern.length);
  const { marks } = into;
  const mark = (ids: readonly number[]) => {
    for (let k = 0; k < ids.length; k++) marks[ids[k] as number] = round;
  };
  mark(t.always);
  let node = -1;
  let inWord = false;
  let beyondAscii = false;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const c = code >= 65 && code <= 90 ? code + 32 : code;
    const slot = c < 128 ? slotOf(c) : -1;
    if (slot >= 0) {
      node = inWord
        ? node < 0
          ? -1
          : (t.next[node * WIDTH + slot] as number)
        : (t.next[slot] as number);
      inWord = true;
      if (node >= 0) mark(t.prefix[node] as number[]);
    } else {
      if (inWord && node >= 0) mark(t.exact[node] as number[]);
      inWord = false;
      if (c >= 128) {
        beyondAscii = true;
        if (FOLDS_TO_ASCII(c)) marks.fill(round);
      }
    }
    if (c < 128 && i < text.length) mark(t.chars[c] as number[]);
  }
  if (beyondAscii) mark(t.nonAscii);
  into.round = round;
  into.text = text;
}

function readingOf(text: string): Reading {
  table ??= build();
  for (const r of readings) if (r.text === text) return r;
  const r = readings[nextSlot] as Reading;
  nextSlot = (nextSlot + 1) % readings.length;
  read(text, table, r);
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
