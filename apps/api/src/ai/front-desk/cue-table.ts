/**
 * The table a message is read against: every distinct cue of every pattern (an "atom": a whole
 * word, a word's start, a character), found by walking a message's words along a letter tree,
 * and each pattern's clauses (the cues one way of matching needs together). A clause is looked
 * at only when its rarest cue is met (its trigger): the common words most clauses also need
 * ("how", "you") are only noted as met, not followed to every clause that names them.
 */
import type { Clause, Cue } from "./cue-words";

/** The letters, digits and `_` a message's words are read in: 37 per node of the tree. */
export const WIDTH = 37;
export const slotOf = (c: number): number =>
  c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? c - 22 : c === 95 ? 36 : -1;

/** Lists of ids, flat: list `k` is `ids[at[k]]` up to `ids[at[k + 1]]`. */
export interface Lists {
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

export interface CueTable {
  /** Child node of each node by letter (-1: none); node 0 is the start of a word. */
  next: Int32Array;
  /**
   * Atoms met by a word reaching a node (the word starts of the node and of every node before
   * it on the way), and by a word ending at it (whole words).
   */
  reached: Lists;
  ended: Lists;
  /** Atoms met by an ASCII character anywhere (0–127), by any character beyond (128). */
  chars: Lists;
  atoms: number;
  /** The clauses each atom triggers (it is their rarest cue). */
  triggers: Lists;
  /** Each clause's atoms, and its pattern. */
  clauseAtoms: Lists;
  patternOf: Int32Array;
  /** Patterns with no cues: they always run. */
  always: Int32Array;
}

/** The table of the patterns' clauses (undefined: a pattern with no cues, always run). */
export function cueTable(byPattern: readonly (readonly Clause[] | undefined)[]): CueTable {
  let next = new Int32Array(WIDTH * 64).fill(-1);
  const starts: number[][] = [[]];
  const wholes: number[][] = [[]];
  const parent: number[] = [-1];
  const nodeOf = (word: string): number => {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const slot = slotOf(word.charCodeAt(i));
      if (slot < 0) throw new Error(`cue word with a character no word has: ${word}`);
      let child = next[node * WIDTH + slot] as number;
      if (child < 0) {
        child = starts.length;
        if ((child + 1) * WIDTH > next.length) {
          const grown = new Int32Array(next.length * 2).fill(-1);
          grown.set(next);
          next = grown;
        }
        next[node * WIDTH + slot] = child;
        starts.push([]);
        wholes.push([]);
        parent.push(node);
      }
      node = child;
    }
    return node;
  };
  const chars: number[][] = Array.from({ length: 129 }, () => []);
  const atomIds = new Map<string, number>();
  const atomOf = (cue: Cue): number => {
    const key =
      cue.kind === "char"
        ? `char:${cue.codes.join(",")}:${cue.nonAscii}`
        : `${cue.kind}:${cue.word}`;
    let atom = atomIds.get(key);
    if (atom === undefined) {
      atom = atomIds.size;
      atomIds.set(key, atom);
      if (cue.kind === "char") {
        for (const c of cue.codes) chars[c]?.push(atom);
        if (cue.nonAscii) chars[128]?.push(atom);
      } else (cue.kind === "prefix" ? starts : wholes)[nodeOf(cue.word)]?.push(atom);
    }
    return atom;
  };
  const triggers: number[][] = [];
  const clauseAtoms: number[][] = [];
  const patternOf: number[] = [];
  const always: number[] = [];
  byPattern.forEach((clauses, id) => {
    if (!clauses) {
      always.push(id);
      return;
    }
    for (const clause of clauses) {
      const atoms = clause.map(atomOf);
      const [first] = atoms;
      if (first === undefined) throw new Error("a clause with no cue");
      while (triggers.length < atomIds.size) triggers.push([]);
      triggers[first]?.push(clauseAtoms.length);
      clauseAtoms.push(atoms);
      patternOf.push(id);
    }
  });
  while (triggers.length < atomIds.size) triggers.push([]);
  // A node reached has passed every node before it (a child is numbered after its parent).
  const reached = starts.map((own) => [...own]);
  for (let n = 1; n < reached.length; n++) {
    const before = reached[parent[n] as number] as number[];
    reached[n] = [...new Set([...before, ...(reached[n] as number[])])];
  }
  return {
    next,
    reached: flat(reached),
    ended: flat(wholes),
    chars: flat(chars),
    atoms: atomIds.size,
    triggers: flat(triggers),
    clauseAtoms: flat(clauseAtoms),
    patternOf: Int32Array.from(patternOf),
    always: Int32Array.from(always),
  };
}
