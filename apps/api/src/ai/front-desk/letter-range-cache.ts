/**
 * Verdicts on recently seen words of ASCII letters, looked up by where a word lies in a text
 * (case-insensitively) rather than by the word as a string: a word cut out of a message only to
 * be looked up is a new string, hashed for that look-up alone, for every word of every message.
 * Looked up by place, a word known already is never cut out.
 */

/** FNV-1a over the lower-cased ASCII letters of `text` from `from` to `to` (excluded). */
function hashOf(text: string, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (text.charCodeAt(i) | 32), 0x01000193);
  return h;
}

export class LetterRangeCache {
  /** The words held, lower case, and their verdicts. */
  private keys: string[] = [];
  private verdicts: boolean[] = [];
  /** Open addressing: a word's index plus one, 0 for an empty slot. */
  private readonly table: Int32Array;
  private readonly mask: number;

  /** Holds up to `size` words; when full, it is emptied and fills again with the words in use. */
  constructor(private readonly size: number) {
    let slots = 1;
    while (slots < size * 2) slots *= 2;
    this.table = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /**
   * The verdict on the word `text.slice(from, to).toLowerCase()` (ASCII letters only), made by
   * `make(word)` when the word is not held.
   */
  get(text: string, from: number, to: number, make: (word: string) => boolean): boolean {
    const length = to - from;
    const hash = hashOf(text, from, to);
    let slot = hash & this.mask;
    for (let at = this.table[slot] as number; at !== 0; at = this.table[slot] as number) {
      const key = this.keys[at - 1] as string;
      if (key.length === length && sameLetters(key, text, from))
        return this.verdicts[at - 1] as boolean;
      slot = (slot + 1) & this.mask;
    }
    const word = text.slice(from, to).toLowerCase();
    const verdict = make(word);
    if (this.keys.length >= this.size) {
      this.table.fill(0);
      this.keys = [];
      this.verdicts = [];
      slot = hash & this.mask;
    }
    this.keys.push(word);
    this.verdicts.push(verdict);
    this.table[slot] = this.keys.length;
    return verdict;
  }
}

/** Whether `key` (lower case) is the letters of `text` from `from` on, in any case. */
function sameLetters(key: string, text: string, from: number): boolean {
  for (let i = 0; i < key.length; i++)
    if ((text.charCodeAt(from + i) | 32) !== key.charCodeAt(i)) return false;
  return true;
}
