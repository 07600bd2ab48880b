import { describe, expect, it } from "vitest";
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

  it("keeps at most its size, forgetting the least recently used", () => {
    const cache = new RecentCache<string>(2);
    const seen: string[] = [];
    const make = (k: string) => () => {
      seen.push(k);
      return k.toUpperCase();
    };
    cache.get("a", make("a"));
    cache.get("b", make("b"));
    cache.get("a", make("a")); // a is now the most recent
    cache.get("c", make("c")); // b goes
    expect(cache.count).toBe(2);
    cache.get("a", make("a"));
    cache.get("b", make("b"));
    expect(seen).toEqual(["a", "b", "c", "b"]);
    for (let i = 0; i < 100; i++) cache.get(`k${i}`, make(`k${i}`));
    expect(cache.count).toBe(2);
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

  it("forgets in the order of last use over a long mixed run, as a reordered Map would", () => {
    const cache = new RecentCache<string>(7);
    // The reference: a Map kept in order of use by taking a key out and putting it back.
    const model = new Map<string, string>();
    const made: string[] = [];
    const expected: string[] = [];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const key = `k${seed % 13}`;
      if (model.has(key)) model.delete(key);
      else {
        expected.push(key);
        if (model.size >= 7) model.delete(model.keys().next().value as string);
      }
      model.set(key, key);
      const make = () => {
        made.push(key);
        return key;
      };
      expect(cache.get(key, make)).toBe(key);
      expect(cache.count).toBe(model.size);
    }
    expect(made).toEqual(expected);
  });
});
