/**
 * A map of at most `size` entries that forgets the least recently used one first: for work whose
 * result depends only on its key, done again and again on the hot path.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size: number) {}

  get count(): number {
    return this.entries.size;
  }

  /** The value for `key`, computed by `make` only when it is not kept. */
  get(key: string, make: () => V): V {
    let value = this.entries.get(key);
    if (value !== undefined || this.entries.has(key)) {
      this.entries.delete(key);
    } else {
      value = make();
      if (this.entries.size >= this.size) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    this.entries.set(key, value as V);
    return value as V;
  }
}
