import { describe, expect, it } from "vitest";
import { seeded } from "../../test/support/seeded";
import { RecentCache } from "./recent-cache";

describe("RecentCache", () => {
  it("computes a key once while it is kept", () => {
    const cache = new RecentCache<number>(2);
    let made = 0;
    const make = () => ++made;
    expect(cache.get("a", make)).toBe(1);
    expect(cache.get("a", make)).toBe(1);
    expect(made).toBe(1);
  });

  it("keeps at most its size, forgetting what was not used since the last turnover", () => {
    const cache = new RecentCache<string>(4);
    const seen: string[] = [];
    const make = (k: string) => {
      seen.push(k);
      return k.toUpperCase();
    };
    cache.get("a", make);
    cache.get("b", make); // the young generation (2 of 4) is full
    cache.get("c", make); // a and b are old now
    cache.get("a", make); // used again: young again
    cache.get("d", make); // c and a are old; b is forgotten
    expect(cache.count).toBe(3);
    expect(cache.get("a", make)).toBe("A");
    expect(cache.get("c", make)).toBe("C");
    expect(cache.get("b", make)).toBe("B");
    expect(seen).toEqual(["a", "b", "c", "d", "b"]);
  });

  it("never holds more than its size, whatever the keys", () => {
    for (const size of [1, 2, 3, 7, 16]) {
      const cache = new RecentCache<number>(size);
      const next = seeded(size);
      for (let i = 0; i < 3000; i++) {
        const key = `k${next() % (3 * size)}`;
        expect(cache.get(key, () => key.length)).toBe(key.length);
        expect(cache.count).toBeLessThanOrEqual(size);
      }
      for (let i = 0; i < 100; i++) cache.get(`new${i}`, () => i);
      expect(cache.count).toBeGreaterThanOrEqual(Math.min(size, 2) - 1);
      expect(cache.count).toBeLessThanOrEqual(size);
    }
  });

  it("keeps a working set of half its size without making anything again", () => {
    const cache = new RecentCache<string>(16);
    let made = 0;
    const make = (k: string) => {
      made++;
      return k;
    };
    const keys = Array.from({ length: 8 }, (_, i) => `w${i}`);
    for (let pass = 0; pass < 50; pass++) {
      for (const k of keys) cache.get(k, make);
      // A word of passing use now and then turns the generations over.
      cache.get(`once${pass}`, make);
    }
    // Each working key is made once, then carried over every turnover; only the passing words again.
    expect(made).toBe(8 + 50);
  });

  it("hands the key to make, so one function serves every look-up", () => {
    const cache = new RecentCache<string>(3);
    const asked: string[] = [];
    const upper = (key: string) => {
      asked.push(key);
      return key.toUpperCase();
    };
    expect(cache.get("a", upper)).toBe("A");
    expect(cache.get("b", upper)).toBe("B");
    expect(cache.get("a", upper)).toBe("A");
    expect(asked).toEqual(["a", "b"]);
  });

  it("keeps an undefined result as a result", () => {
    const cache = new RecentCache<undefined>(1);
    let made = 0;
    cache.get("x", () => void made++);
    cache.get("x", () => void made++);
    expect(made).toBe(1);
  });
});
