/**
 * Whether a word is ordinary English, from the Hunspell en_US dictionary (dictionary-en): its
 * entries with every prefix and suffix their flags allow ("mind/ADRSZG" gives "remind",
 * "minding", "minded"…). A word in it is what the visitor meant ("flour", "line"): it is not
 * corrected into a word the facts use ("four", "link"). A word not in it ("procces", "dentel")
 * is a typo, corrected more boldly.
 */
import dictionary from "dictionary-en";
import { normalise } from "./word-forms";
import { WordStore } from "./word-store";

interface Affix {
  strip: string;
  add: string;
  /** Where the rule applies: the word's start (prefix) or end (suffix) must match. */
  condition: RegExp;
}

/** The prefix and suffix rules of the .aff file, by flag. */
function affixRules(aff: string) {
  const prefixes = new Map<string, Affix[]>();
  const suffixes = new Map<string, Affix[]>();
  for (const line of aff.split("\n")) {
    const [type, flag, strip, add, condition] = line.trim().split(/\s+/);
    if ((type !== "PFX" && type !== "SFX") || !flag || add === undefined || !condition) continue;
    const prefix = type === "PFX";
    const cond = condition === "." ? "" : condition;
    const rules = (prefix ? prefixes : suffixes).get(flag) ?? [];
    rules.push({
      strip: strip === "0" ? "" : (strip ?? ""),
      add: add === "0" ? "" : (add.split("/")[0] ?? ""),
      condition: new RegExp(prefix ? `^${cond}` : `${cond}$`),
    });
    (prefix ? prefixes : suffixes).set(flag, rules);
  }
  return { prefixes, suffixes };
}

/** Every word the dictionary knows, lower case: the entries and their affixed forms. */
function buildWords(): WordStore {
  const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
  const { prefixes, suffixes } = affixRules(decode(dictionary.aff));
  // Each word once, in the order first met (the speller's ties go to the earlier word).
  const seen = new Set<string>();
  const words: string[] = [];
  const add = (word: string) => {
    if (!word || seen.has(word)) return;
    seen.add(word);
    words.push(word);
  };
  for (const line of decode(dictionary.dic).split("\n").slice(1)) {
    const [entry = "", flags = ""] = line.trim().split("/");
    const base = entry.toLowerCase();
    if (!base) continue;
    const forms = [base];
    for (const flag of flags) {
      for (const r of suffixes.get(flag) ?? []) {
        if (r.condition.test(base) && base.endsWith(r.strip))
          forms.push(base.slice(0, base.length - r.strip.length) + r.add);
      }
    }
    for (const form of forms) add(form);
    for (const flag of flags) {
      for (const r of prefixes.get(flag) ?? []) {
        for (const form of forms)
          if (r.condition.test(form)) add(r.add + form.slice(r.strip.length));
      }
    }
  }
  return new WordStore(words);
}

/** Built on first use (a few tenths of a second), not when the server merely starts. */
let words: WordStore | undefined;

/** The dictionary's words (for a speller that corrects towards any English word). */
export const englishWords = (): WordStore => {
  words ??= buildWords();
  return words;
};

/** Whether the words are built (for tests: a server builds them before it takes requests). */
export const englishWordsBuilt = (): boolean => words !== undefined;

/** True when the word (or its plain form: "offices", "Café") is English. */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  const all = englishWords();
  return all.has(w) || all.has(normalise(w));
}
