/**
 * Ordinary English words that mean the same thing when a visitor asks a business about itself.
 * Each group is a class: a question using any word of it finds facts using any other. Groups
 * are general language (keep = store = hold = retain), not the wording of particular questions;
 * words are stemmed before lookup, so one form of each word is enough.
 */
import { stemOf } from "./word-forms";

const GROUPS: readonly string[] = [
  // time and speed
  "quick fast soon prompt promptly rapid speed swift",
  "keep kept store hold retain retention save preserve archive",
  "delete deletion erase remove wipe destroy purge",
  "record file",
  "answer respond response reply",
  "notify notification inform tell report alert disclose",
  "breach leak hack incident",
  "authority regulator government",
  "live running operational launched",
  // people and age
  "age old young minor underage adult",
  "staff team employee worker crew personnel",
  "customer client patient guest shopper",
  "competitor competition rival",
  "lead prospect",
  // law and contracts
  "liable liability responsible responsibility compensation damages",
  "dispute disagreement conflict lawsuit sue court arbitration settle",
  "law jurisdiction govern governed governing",
  "cancel cancellation terminate termination quit",
  "contract agreement commitment",
  "own owner ownership belong property",
  "sell sold trade",
  "register registered incorporated headquartered",
  // money
  "price cost fee charge rate pricing",
  "cash money finance financial",
  "invoice bill billing",
  "due payable owe",
  // work
  "improve improvement optimize optimise refine enhance",
  "train training teach",
  "tech technical technology techie",
  "safe secure security protect protection",
  "inventory stock supplies restock reorder",
  "appointment reservation",
  "night evening overnight",
  "website site web",
  "advertising ad ads",
  "send feed forward transfer transmit",
  "country nation",
];

/** Stemmed word → the stems of every word in its group(s). */
const CLASSES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of GROUPS) {
    const stems = group.split(" ").map(stemOf);
    for (const s of stems) {
      const set = map.get(s) ?? new Set<string>();
      for (const other of stems) set.add(other);
      map.set(s, set);
    }
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]));
})();

/** The stems meaning the same as a stemmed word (itself included), or none. */
export const sameMeaning = (stem: string): readonly string[] => CLASSES.get(stem) ?? [];
