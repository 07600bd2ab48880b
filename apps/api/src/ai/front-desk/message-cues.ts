/**
 * One reading of a message's words for every pattern that reads it. The assistant asks some
 * fifty patterns of each message (its topics, what it wants, its language, the kind of answer,
 * money, premises…), and each pattern, run over the whole text, cost about as much as the fact
 * search's scoring; most match nothing. Each pattern's cues (`cue-words.ts`) go into one table
 * (`cue-table.ts`); a message is read once, word by word, against it, and a pattern runs only
 * when the message holds every cue of one of its clauses. Its answer is then the pattern's own:
 * nothing is decided here that the pattern would decide otherwise, only which cannot match.
 */
import { type CueTable, cueTable, type Lists, slotOf, WIDTH } from "./cue-table";
import { type Clause, cueWords } from "./cue-words";

const cuesByPattern: (Clause[] | undefined)[] = [];
let table: CueTable | undefined;
/** Per atom, the reading that last met it; the clauses triggered in this reading. */
let atomRound = new Int32Array(0);
let pending = new Int32Array(0);

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
/** Readings are numbered in an Int32Array: the count starts again before it would overflow. */
const ROUNDS_WRAP_AT = 2 ** 30;

/** For tests: how many texts were read so far (the count starts again at ROUNDS_WRAP_AT). */
export const cueReadingsMade = (): number => rounds;

/** For tests: the count of readings as if this many were made (its wrap is tested). */
export function setCueReadingsMade(n: number): void {
  rounds = Math.min(n, ROUNDS_WRAP_AT);
}

/** "ſ" and the Kelvin sign read as "s" and "k" in a case-insensitive Unicode pattern. */
const FOLDS_TO_ASCII = (c: number) => c === 0x17f || c === 0x212a;

/** The atoms of list `k` met: the first time in this reading, each triggers its clauses. */
function meet(t: CueTable, lists: Lists, k: number, round: number, count: number): number {
  const { at, ids } = lists;
  const end = at[k + 1] as number;
  let n = count;
  for (let i = at[k] as number; i < end; i++) {
    const atom = ids[i] as number;
    if (atomRound[atom] === round) continue;
    atomRound[atom] = round;
    const from = t.triggers.at[atom] as number;
    const to = t.triggers.at[atom + 1] as number;
    for (let j = from; j < to; j++) pending[n++] = t.triggers.ids[j] as number;
  }
  return n;
}

/** The reading asked for last: most patterns are asked of the same text one after another. */
let last = readings[0] as Reading;

/**
 * Whether pattern `id` may match `text`. Kept this small on purpose: every pattern's test runs
 * it, so the optimising compiler copies it into each caller; a text not read last (a new
 * message, or another of its texts) is found or read out of line.
 */
function marked(id: number, text: string): boolean {
  const r = last.text === text ? last : readingOf(text);
  return r.marks[id] === r.round;
}

/** The text's reading, if it was read lately. */
function readAlready(text: string): Reading | undefined {
  if (last.text === text) return last;
  for (let k = 0; k < readings.length; k++) {
    const r = readings[k] as Reading;
    if (r.text === text) {
      last = r;
      return r;
    }
  }
  return undefined;
}

/**
 * The text's reading, read now unless it was lately. Reading a text is done here and not in a
 * function of its own: the whole is too large for the optimising compiler to copy into every
 * pattern's test (see `marked`), which it did with a look-up of a few lines, in each of them.
 *
 * A text is read once: each word along the tree as far as it goes (the node it reached meets
 * the word starts on its way, the node it ended at the whole words), and each cued character;
 * then each triggered clause whose every atom was met marks its pattern.
 */
function readingOf(text: string): Reading {
  if (last.text === text) return last;
  for (let k = 0; k < readings.length; k++) {
    const r = readings[k] as Reading;
    if (r.text === text) {
      last = r;
      return r;
    }
  }
  if (!table) {
    table = cueTable(cuesByPattern);
    atomRound = new Int32Array(table.atoms);
    pending = new Int32Array(table.patternOf.length);
  }
  const t = table;
  const into = readings[nextSlot] as Reading;
  nextSlot = (nextSlot + 1) % readings.length;
  if (rounds === ROUNDS_WRAP_AT) {
    // Every kept reading's marks are gone with its round: it must be read again.
    for (const r of readings) {
      r.marks.fill(0);
      r.text = undefined;
    }
    atomRound.fill(0);
    rounds = 0;
  }
  const round = ++rounds;
  if (into.marks.length < cuesByPattern.length) into.marks = new Int32Array(cuesByPattern.length);
  const { marks } = into;
  const { next, reached, ended, chars } = t;
  for (let k = 0; k < t.always.length; k++) marks[t.always[k] as number] = round;
  const charAt = chars.at;
  let count = 0;
  // Within a word: the node it reached (-1: none), and whether it is still on the tree.
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
        count = meet(t, reached, node, round, count);
        if (whole) count = meet(t, ended, node, round, count);
      }
      inWord = false;
      if (c >= 128) {
        beyondAscii = true;
        if (FOLDS_TO_ASCII(c)) marks.fill(round);
      }
    }
    if (c < 128 && i < n && charAt[c] !== charAt[c + 1]) count = meet(t, chars, c, round, count);
  }
  if (beyondAscii) count = meet(t, chars, 128, round, count);
  const { at, ids } = t.clauseAtoms;
  for (let k = 0; k < count; k++) {
    const clause = pending[k] as number;
    const end = at[clause + 1] as number;
    let all = true;
    for (let i = at[clause] as number; all && i < end; i++)
      all = atomRound[ids[i] as number] === round;
    if (all) marks[t.patternOf[clause] as number] = round;
  }
  into.round = round;
  into.text = text;
  last = into;
  return into;
}

/** A pattern read through the message's cues: the same answers as the pattern, run less often. */
export interface CuedPattern {
  readonly pattern: RegExp;
  /** Whether the pattern may match the text (false: it cannot). */
  mayMatch(text: string): boolean;
  /** `pattern.test(text)` over the whole text (a global pattern's, too, from its start). */
  test(text: string): boolean;
  /**
   * `pattern.test(text)`, through the cues only when the text was read already: for a check of
   * a pattern or two, which costs less than reading a text it may be the only one to ask about
   * (the chat asks some of a message before its answer, other messages' answers in between).
   */
  testIfRead(text: string): boolean;
}

/**
 * One class for every pattern, its methods shared: a caller testing many patterns calls the same
 * few small functions, not a closure of its own per pattern.
 */
class Cued implements CuedPattern {
  readonly pattern: RegExp;
  private readonly id: number;
  /** A global or sticky pattern's copy without those flags (see `cued`). */
  private readonly whole: RegExp;

  constructor(pattern: RegExp, id: number, whole: RegExp) {
    this.pattern = pattern;
    this.id = id;
    this.whole = whole;
  }

  mayMatch(text: string): boolean {
    return marked(this.id, text);
  }

  test(text: string): boolean {
    return marked(this.id, text) && this.whole.test(text);
  }

  testIfRead(text: string): boolean {
    const r = readAlready(text);
    return (!r || r.marks[this.id] === r.round) && this.whole.test(text);
  }
}

const all: CuedPattern[] = [];

/** Every pattern read through the cues (for tests). */
export const cuedPatterns = (): readonly CuedPattern[] => all;

/** Whether the table holds every pattern known so far (for tests). */
export const cueTableBuilt = (): boolean => table !== undefined;

/** `pattern` with its cues in the shared table. */
export function cued(pattern: RegExp): CuedPattern {
  const id = cuesByPattern.length;
  cuesByPattern.push(cueWords(pattern));
  // A table read before this pattern knew nothing of it: read again.
  table = undefined;
  for (const r of readings) r.text = undefined;
  // A global or sticky pattern's test starts where its last match ended: tested here, a copy
  // without those flags answers for the whole text every time.
  const whole =
    pattern.global || pattern.sticky
      ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""))
      : pattern;
  const read = new Cued(pattern, id, whole);
  all.push(read);
  return read;
}
