/**
 * A map of at most `size` entries that forgets the least recently used one first: for work whose
 * result depends only on its key, done again and again on the hot path.
 *
 * The entries are chained from the most to the least recently used, so a hit only relinks its
 * entry: taking it out of the Map and putting it back (the simpler way to keep a Map in use
 * order) cost ~0.3 µs per hit, and the answering path looks up words hundreds of times an answer.
 */
interface Entry<V> {
  key: string;
  value: V;
  /** The next more recently used entry. */
  newer: Entry<V> | undefined;
  /** The next less recently used entry. */
  older: Entry<V> | undefined;
}

export class RecentCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private newest: Entry<V> | undefined;
  private oldest: Entry<V> | undefined;

  constructor(private readonly size: number) {}

  get count(): number {
    return this.entries.size;
  }

  /**
   * The value for `key`, computed by `make(key)` only when it is not kept. `make` is handed the
   * key so that a caller can pass one function made once rather than a new closure per look-up
   * (the answering path looks up words hundreds of times an answer, and each closure is garbage).
   */
  get(key: string, make: (key: string) => V): V {
    const kept = this.entries.get(key);
    if (kept) {
      if (kept !== this.newest) {
        this.unlink(kept);
        this.pushNewest(kept);
      }
      return kept.value;
    }
    const entry: Entry<V> = { key, value: make(key), newer: undefined, older: undefined };
    if (this.entries.size >= this.size && this.oldest) {
      this.entries.delete(this.oldest.key);
      this.unlink(this.oldest);
    }
    this.entries.set(key, entry);
    this.pushNewest(entry);
    return entry.value;
  }

  private unlink(entry: Entry<V>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else this.newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else this.oldest = entry.newer;
    entry.newer = undefined;
    entry.older = undefined;
  }

  private pushNewest(entry: Entry<V>): void {
    entry.older = this.newest;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }
}
