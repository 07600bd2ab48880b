/** Deterministic pseudo-random numbers in [0, 1), so every bench run seeds the same data. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
