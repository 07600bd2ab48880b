/**
 * A large, fixed list of words kept compactly: one string holding every word, each followed by a
 * newline, and a hash table of where each starts. The English dictionary's 121,000 words take
 * ~3 MB this way, where a Set of strings took ~10 MB of heap (plus their character buffers).
 * Words are grouped by first letter and length, in the order given within each group, so a
 * speller can walk the words it could mean in a stable order.
 */

const NEWLINE = 10;

/** FNV-1a over the UTF-16 code units of `word`. */
function hashOf(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const groupKey = (first: number, length: number) => first * 65_536 + length;

export class WordStore {
  /** Every word followed by "\n", grouped by first letter and length. */
  private readonly text: string;
  /** Open addressing: the text offset of a word plus one, 0 for an empty slot. */
  private readonly table: Int32Array;
  private readonly mask: number;
  /** Each group's first word: its index and text offset (words of a group share a length). */
  private readonly groups = new Map<number, { index: number; offset: number; count: number }>();
  readonly size: number;

  /** `words`: distinct, without newlines; their order is kept within each group. */
  constructor(words: readonly string[]) {
    const byGroup = new Map<number, string[]>();
    for (const word of words) {
      const key = groupKey(word.charCodeAt(0), word.length);
      const list = byGroup.get(key);
      if (list) list.push(word);
      else byGroup.set(key, [word]);
    }
    const sorted = [...byGroup.keys()]
      .sort((a, b) => a - b)
      .flatMap((key) => byGroup.get(key) ?? []);
    this.text = `${sorted.join("\n")}\n`;
    this.size = sorted.length;
    let slots = 1;
    while (slots < sorted.length * 2) slots *= 2;
    this.table = new Int32Array(slots);
    this.mask = slots - 1;
    let offset = 0;
    sorted.forEach((word, index) => {
      let slot = hashOf(word) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = offset + 1;
      const key = groupKey(word.charCodeAt(0), word.length);
      const group = this.groups.get(key);
      if (group) group.count++;
      else this.groups.set(key, { index, offset, count: 1 });
      offset += word.length + 1;
    });
  }

  has(word: string): boolean {
    if (word.length === 0 || word.includes("\n")) return false;
    let slot = hashOf(word) & this.mask;
    for (;;) {
      const at = this.table[slot] ?? 0;
      if (at === 0) return false;
      const offset = at - 1;
      if (
        this.text.charCodeAt(offset + word.length) === NEWLINE &&
        this.text.startsWith(word, offset)
      )
        return true;
      slot = (slot + 1) & this.mask;
    }
  }

  /** The words of `length` letters starting with `first`, in the order they were given. */
  group(first: string, length: number): WordGroup {
    const group = this.groups.get(groupKey(first.charCodeAt(0), length));
    if (!group) return EMPTY;
    const { text } = this;
    return {
      index: group.index,
      count: group.count,
      word: (i) => {
        const start = group.offset + i * (length + 1);
        return text.slice(start, start + length);
      },
    };
  }

  /** Every word, in the grouped order (the i-th is the word of index i). */
  *[Symbol.iterator](): IterableIterator<string> {
    for (let offset = 0; offset < this.text.length; ) {
      const end = this.text.indexOf("\n", offset);
      yield this.text.slice(offset, end);
      offset = end + 1;
    }
  }
}

/** Words sharing a first letter and a length: `count` of them, numbered from `index` on. */
export interface WordGroup {
  /** The first one's index in the store's order. */
  index: number;
  count: number;
  /** The i-th word of the group (0 ≤ i < count). */
  word(i: number): string;
}

const EMPTY: WordGroup = { index: 0, count: 0, word: () => "" };
