/**
 * A map of at most `size` entries that keeps what was used recently: for work whose result
 * depends only on its key, done again and again on the hot path.
 *
 * Two generations of half the size each: new entries go into the young one; when it is full it
 * becomes the old one and the old one is forgotten. An entry found in the old generation is
 * put into the young one again, so whatever was used since the last turnover survives it. A hit
 * in the young generation is one `Map.get` and nothing else: keeping an exact order of use
 * (relinking a chained entry on every hit) cost about as much again per look-up, and the
 * answering path looks words up hundreds of times a second per visitor.
 */
interface Kept<V> {
  value: V;
}

const NOTHING_OLD = new Map<string, never>();

export class RecentCache<V> {
  private young = new Map<string, Kept<V>>();
  private old: Map<string, Kept<V>> = NOTHING_OLD;
  /** Entries a generation holds: together never more than `size`. */
  private readonly half: number;

  constructor(private readonly size: number) {
    this.half = Math.max(1, Math.floor(size / 2));
  }

  /** Entries held (an entry used again after a turnover is held by both generations). */
  get count(): number {
    return this.young.size + this.old.size;
  }

  /**
   * The value for `key`, computed by `make(key)` only when it is not kept. `make` is handed the
   * key so that a caller can pass one function made once rather than a new closure per look-up
   * (the answering path looks up words hundreds of times an answer, and each closure is garbage).
   */
  get(key: string, make: (key: string) => V): V {
    const young = this.young.get(key);
    if (young) return young.value;
    const kept = this.old.get(key) ?? { value: make(key) };
    if (this.young.size >= this.half) {
      // A cache of one entry keeps no old generation (it would hold two).
      this.old = this.size >= 2 ? this.young : NOTHING_OLD;
      this.young = new Map();
    }
    this.young.set(key, kept);
    return kept.value;
  }
}
