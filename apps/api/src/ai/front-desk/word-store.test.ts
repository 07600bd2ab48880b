import { describe, expect, it } from "vitest";
import { englishWords } from "./english-words";
import { createSpeller } from "./spelling";
import { WordStore } from "./word-store";

describe("word store", () => {
  const store = new WordStore(["process", "prices", "pro", "contact", "cat", "a", "car", "price"]);

  it("finds its words and nothing else: no part, extension or pair of them", () => {
    for (const w of ["process", "prices", "pro", "contact", "cat", "a", "car", "price"])
      expect(store.has(w)).toBe(true);
    for (const w of ["", "proc", "processes", "pric", "ca", "cats", "b", "pro\nprocess", "price\n"])
      expect(store.has(w)).toBe(false);
    expect(store.size).toBe(8);
  });

  it("groups words by first letter and length, keeping their order within a group", () => {
    const group = store.group("c", 3);
    expect(Array.from({ length: group.count }, (_, i) => group.word(i))).toEqual(["cat", "car"]);
    expect(store.group("p", 6).count).toBe(1);
    expect(store.group("z", 3).count).toBe(0);
    const all = [...store];
    expect(all).toHaveLength(8);
    expect(all.slice(group.index, group.index + group.count)).toEqual(["cat", "car"]);
  });

  it("holds the whole English dictionary, with the same words as the speller's own list", () => {
    const english = englishWords();
    expect(english.size).toBeGreaterThan(100_000);
    for (const w of ["flour", "offices", "remind", "unhappy"]) expect(english.has(w)).toBe(true);
    expect(english.has("procces")).toBe(false);
    // The speller over the store answers as one over a copy of its words.
    const fromStore = createSpeller(english);
    const fromList = createSpeller([...english]);
    for (const w of ["adress", "montly", "recomend", "garantee", "refnd", "zzzzqq", "emial"]) {
      expect(fromStore.correct(w)).toBe(fromList.correct(w));
      expect(fromStore.knows(w)).toBe(fromList.knows(w));
    }
    expect(fromStore.correct("adress")).toBe("address");
  });
});
