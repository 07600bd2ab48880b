/**
 * Deterministic pseudo-random integers in [0, 2^31) (a linear congruential generator), so a
 * test's generated cases are the same every run: `const next = seeded(5); pieces[next() % n]`.
 */
export function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s;
  };
}
