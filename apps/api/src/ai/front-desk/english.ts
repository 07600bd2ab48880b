/**
 * Whether a word is English, kept per word: one answer asks it of the same words up to four
 * times (the message's language, its typos, the speller, the typo-tolerant search), and each
 * look-up in the dictionary of some 150,000 words misses the processor's caches.
 */
import { RecentCache } from "../../lib/recent-cache";
import { isEnglishWord } from "./english-words";
import { LetterRangeCache } from "./letter-range-cache";

const recent = new RecentCache<boolean>(5000);

/**
 * True when the word (or its plain form: "offices", "Café") is English. (Compared with `true`:
 * the shared cache's look-up returns any type, and callers branching on it as a boolean kept
 * falling out of their optimised code.)
 */
export const isEnglish = (word: string): boolean => recent.get(word, isEnglishWord) === true;

const byPlace = new LetterRangeCache(5000);

/**
 * `isEnglish` of a message's word of ASCII letters, given by its place in the text (any case):
 * the language and typo checks ask it of every word of every message, and a word known already
 * is then not cut out of the message (a new string, hashed again) only to be looked up.
 */
export const isEnglishAt = (text: string, from: number, to: number): boolean =>
  byPlace.get(text, from, to, isEnglish);
