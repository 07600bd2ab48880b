/**
 * Deterministic pseudo-random integers in [0, 2^31) (mulberry32), so a test's generated cases
 * are the same every run: `const next = seeded(5); pieces[next() % n]`. Every bit is mixed:
 * the linear congruential generator used before gave low bits of short periods (and lost them
 * to a float product), so `next() % 8` came out the same nearly every time.
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 1;
  };
}
