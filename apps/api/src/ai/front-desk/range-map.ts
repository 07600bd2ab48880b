/**
 * A fixed map from words to values, looked up by where a word lies in a text rather than by the
 * word as a string. Most of a question's words are stop words, read only to be dropped: cutting
 * each out of the text first made a new string for it (its hash then computed for the look-up)
 * for nothing. Looked up by range, only the words kept are ever cut out.
 */

/** FNV-1a over the UTF-16 code units of `text` from `from` to `to` (excluded). */
function hashOf(text: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export class RangeMap<V> {
  private readonly keys: string[] = [];
  private readonly values: V[] = [];
  /** Open addressing: a key's index plus one, 0 for an empty slot. */
  private readonly table: Int32Array;
  private readonly mask: number;

  constructor(entries: ReadonlyMap<string, V>) {
    let slots = 1;
    while (slots < entries.size * 2) slots *= 2;
    this.table = new Int32Array(slots);
    this.mask = slots - 1;
    for (const [key, value] of entries) {
      this.keys.push(key);
      this.values.push(value);
      let slot = hashOf(key, 0, key.length) & this.mask;
      while (this.table[slot] !== 0) slot = (slot + 1) & this.mask;
      this.table[slot] = this.keys.length;
    }
  }

  /** The value of `text.slice(from, to)`, if that is a key. */
  get(text: string, from: number, to: number): V | undefined {
    const length = to - from;
    for (let slot = hashOf(text, from, to) & this.mask; ; slot = (slot + 1) & this.mask) {
      const at = this.table[slot] as number;
      if (at === 0) return undefined;
      const key = this.keys[at - 1] as string;
      if (key.length === length && text.startsWith(key, from)) return this.values[at - 1];
    }
  }
}
