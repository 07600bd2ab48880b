/**
 * Whether a word is ordinary English, from the Hunspell en_US word list (dictionary-en). A word
 * in it is what the visitor meant ("flour", "line"): it is not corrected into a word the facts
 * use ("four", "link"). A word not in it ("procces", "dentel") is a typo, corrected more boldly.
 */
import dictionary from "dictionary-en";
import { stemmer } from "stemmer";
import { normalise } from "./word-forms";

/** Every entry of the dictionary, lower case, without its affix flags ("office/MS" → "office"). */
const ENTRIES: ReadonlySet<string> = new Set(
  new TextDecoder()
    .decode(dictionary.dic)
    .split("\n")
    .slice(1)
    .map((line) => line.split("/")[0]?.trim().toLowerCase() ?? "")
    .filter(Boolean),
);

/** The dictionary's entries (for a speller that corrects towards any English word). */
export const englishEntries = (): ReadonlySet<string> => ENTRIES;

/**
 * True when the word, or the word it is an inflection of, is in the dictionary. The dictionary
 * lists base forms: "offices" is found as "office", "working" as "work", "charging" as "charge".
 */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (ENTRIES.has(w)) return true;
  const known = checked.get(w);
  if (known !== undefined) return known;
  const english = inflectionOfEntry(w);
  if (checked.size >= 5000) checked.clear();
  checked.set(w, english);
  return english;
}

/** Words already checked (visitors' words repeat: each is stemmed once). */
const checked = new Map<string, boolean>();

function inflectionOfEntry(w: string): boolean {
  const folded = normalise(w);
  if (ENTRIES.has(folded)) return true;
  const stem = stemmer(folded);
  return (
    ENTRIES.has(stem) || ENTRIES.has(`${stem}e`) || ENTRIES.has(w.replace(/(ed|ing|er|s)$/, ""))
  );
}
