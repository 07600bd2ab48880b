/**
 * What a question is about: its words after shorthand, idioms and stop words. One answer reads
 * the same question several times (its search, its kind, whether it leans on an earlier one,
 * whether an FAQ answers it), and each fact's title many times: both are read once.
 */
import { RecentCache } from "../../lib/recent-cache";
import type { Fact } from "./facts";
import { NOT_ASCII } from "./letter-words";
import { type CuedPattern, cued } from "./message-cues";
import { PHRASES } from "./phrases";
import { RangeMap } from "./range-map";
import { SHORTHAND } from "./vocabulary";
import { stemOf } from "./word-forms";

/** Words that carry no subject (searched nowhere). */
export const STOP = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being am do does
  did doing have has had having i me my mine we us our ours you your yours it its they them their
  this that these those there here what which who whom whose when where why how can could would
  should will shall may might must just also too very really so than then please tell me know
  about any some much many more most get got go going want wanted need like would i'm im it's
  what's whats let's lets there's isn't aren't don't doesn't didn't won't wouldn't can't couldn't
  right correct yes no not ok okay hi hello hey thanks thank exactly anything something things
  thing one ones way ways if will'll i'd i've you're we're they're heard say said sure does
  kind sort lot lots well now today currently still yet again you'd we'd they'd i'll you'll we'll
  they'll done goes gone ever even actually guys folks anyone everyone somebody someone stuff
  usually typically normally generally often always sometimes basically after before all
  none up out off into onto each every assume suppose guess think believe whatever whoever
  whichever however only`.split(/\s+/),
);

const WORD_BREAK = /[^\p{L}\p{N}$%/'’+.]+|(?<=\p{L})-(?=\p{L})/u;
const EDGE_MARKS = /^['’-]+|['’-]+$/g;
const POSSESSIVE = /(?<=\p{L}{2})['’]s$/u;
/** `'`, `’` or `-`, by its code (indexing a string for one character makes a string of it). */
const isMark = (code: number) => code === 39 || code === 0x2019 || code === 45;

/**
 * A word without its trailing dots, its quotes and dashes at either end, and a possessive "'s"
 * ("clients'" → "clients", "owner's" → "owner"). The patterns run only on a word that has
 * such a character, which few have.
 */
function cleanWord(word: string): string {
  let w = word.endsWith(".") ? word.replace(/\.+$/, "") : word;
  if (isMark(w.charCodeAt(0)) || isMark(w.charCodeAt(w.length - 1))) w = w.replace(EDGE_MARKS, "");
  return w.endsWith("s") && (w.endsWith("'s") || w.endsWith("’s")) ? w.replace(POSSESSIVE, "") : w;
}

/**
 * Whether any idiom from the k-th on occurs, in one pass over the text instead of one per idiom.
 * Every idiom starts at a word boundary (`\b`), so the pattern asks for one first: tried at each
 * letter of the text, it fails inside a word on that one test instead of on each of the idioms
 * (2–3× faster).
 */
const ANY_PHRASE_FROM = PHRASES.map(
  (_, k) =>
    new RegExp(
      `\\b(?:${PHRASES.slice(k)
        .map(([re]) => {
          if (!re.source.startsWith("\\b")) throw new Error(`idiom not at a word boundary: ${re}`);
          // Read together case-insensitively: an idiom may have no other flag that changes what
          // it matches (u, m, s, y), or a text could hold it where the whole pattern finds none.
          if (/[^gi]/.test(re.flags)) throw new Error(`idiom with another flag: ${re}`);
          return `(?:${re.source})`;
        })
        .join("|")})`,
      "i",
    ),
);
/** Whether any idiom occurs, run only on a text holding one of the idioms' cue words. */
const ANY_PHRASE = cued(ANY_PHRASE_FROM[0] as RegExp);
/** Each idiom on its own, for a test (the global flag would make `test` resume at lastIndex). */
const PHRASE = PHRASES.map(([re]) => new RegExp(re.source, re.flags.replace("g", "")));
/** Each idiom's cue words, for the first one a text may hold. */
const CUED_PHRASE = PHRASE.map(cued);

/**
 * Each idiom's plain word in pieces: its text, and the numbers of the groups it repeats ("$1 data
 * entry"). Only a "$" with one digit naming a group of the idiom is read: anything else ("$&",
 * "$10", "$$") `replace` would read by rules not written here.
 */
const PLAIN = PHRASES.map(([re, plain]) => {
  const groups = (new RegExp(`${re.source}|`).exec("") as RegExpExecArray).length - 1;
  const pieces: (string | number)[] = [];
  let from = 0;
  for (let at = plain.indexOf("$"); at >= 0; at = plain.indexOf("$", from)) {
    const group = plain.charCodeAt(at + 1) - 48;
    if (!(group >= 1 && group <= groups) || /\d/.test(plain.charAt(at + 2)))
      throw new Error(`a plain word with a "$" this rewriting does not read: ${plain}`);
    if (at > from) pieces.push(plain.slice(from, at));
    pieces.push(group);
    from = at + 2;
  }
  if (from < plain.length) pieces.push(plain.slice(from));
  return pieces;
});

/**
 * The text with the k-th idiom rewritten to its plain word, from its `first` match on: what
 * `text.replace(re, plain)` does (every match, or the first when the idiom is not global), match
 * by match. (`replace` itself made the optimised idiom reading fall back to slower code on every
 * rewrite, never learning; the pattern's own `Symbol.replace` costs four times as much as this.)
 */
function rewritten(text: string, k: number, first: RegExpExecArray): string {
  const re = (PHRASES[k] as [RegExp, string])[0];
  const pieces = PLAIN[k] as (string | number)[];
  let out = "";
  let copied = 0;
  for (let m: RegExpExecArray | null = first; m !== null; m = re.global ? re.exec(text) : null) {
    out += text.slice(copied, m.index);
    for (const piece of pieces) out += typeof piece === "number" ? (m[piece] ?? "") : piece;
    copied = m.index + m[0].length;
    // The next match is looked for after this one (after an empty one, a character further).
    if (re.global) re.lastIndex = m[0].length === 0 ? copied + 1 : copied;
  }
  return out + text.slice(copied);
}

/**
 * The text with its idioms rewritten to the plain word, one after the other as listed (a
 * rewritten idiom can make a later one). An idiom that does not occur would leave the text as
 * it found it, so only those that occur are rewritten: most texts have none, and one that has
 * is searched for the next idiom that occurs rather than rewritten by each of them. The first
 * is looked for only among the idioms whose cue words the text holds; once it is rewritten,
 * the text has other words, and the rest are looked for in it.
 */
export function withPlainWords(text: string, cuesOf: string = text): string {
  // (`cuesOf`: a text with the same words, in another case, whose cues were read already.)
  if (!ANY_PHRASE.mayMatch(cuesOf)) return text;
  const n = PHRASES.length;
  let k = 0;
  let found: RegExpExecArray | null = null;
  for (; k < n; k++) {
    if (!(CUED_PHRASE[k] as CuedPattern).mayMatch(cuesOf)) continue;
    found = (PHRASE[k] as RegExp).exec(text);
    if (found !== null) break;
  }
  if (found === null) return text;
  let out = rewritten(text, k, found);
  for (k++; k < n && (ANY_PHRASE_FROM[k] as RegExp).test(out); k++) {
    // One of the k-th idiom and those after it occurs: the first of them that does, and where.
    found = (PHRASE[k] as RegExp).exec(out);
    while (found === null && ++k < n) found = (PHRASE[k] as RegExp).exec(out);
    if (found === null) break;
    out = rewritten(out, k, found);
  }
  return out;
}

/**
 * What each word reads as, when not as itself: a shorthand's words ("wats" → "what is": none
 * kept, "biz" → "business"), a stop word's none. One look-up per word instead of two.
 */
const READ_AS = new Map<string, readonly string[]>();
for (const w of STOP) READ_AS.set(w, []);
for (const [short, plain] of SHORTHAND)
  READ_AS.set(
    short,
    plain.split(" ").filter((w) => w.length > 1 && !STOP.has(w)),
  );

/** A character `WORD_BREAK` keeps in a word of plain ASCII: a letter, a digit or `$%/'+.`. */
const inAsciiWord = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  (c >= 65 && c <= 90) ||
  c === 36 ||
  c === 37 ||
  c === 39 ||
  c === 43 ||
  c === 46 ||
  c === 47;

/**
 * The text's pieces between word breaks (`text.split(WORD_BREAK)` without its empty pieces).
 * Most texts are plain ASCII, whose breaks are read by character code instead of the Unicode
 * pattern.
 */
export function piecesOf(text: string): string[] {
  if (NOT_ASCII.test(text)) return text.split(WORD_BREAK).filter((p) => p.length > 0);
  const pieces: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (inAsciiWord(text.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      pieces.push(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) pieces.push(text.slice(start));
  return pieces;
}

/** "IT" (in capitals) is the technical department, not the pronoun. */
const IT_WORD = /\bIT\b/g;
const IT = cued(IT_WORD);

function readWords(question: string): string[] {
  const asked = IT.mayMatch(question) ? question.replace(IT_WORD, "technical") : question;
  const lowered = asked.toLowerCase();
  // Lower-cased, a plain-ASCII question with nothing replaced holds the same words and marks,
  // so its own cues (read once for every pattern) say whether an idiom may occur in it.
  const same = asked === question && !NOT_ASCII.test(question);
  // (Both arguments always passed: a call missing one made the optimised code fall back.)
  const text = withPlainWords(lowered, same ? question : lowered);
  if (!NOT_ASCII.test(text)) return asciiWords(text);
  const words = new Set<string>();
  for (const piece of piecesOf(text)) {
    const w = cleanWord(piece);
    // A piece has no space; only shorthand spelt out ("wats" → "what is") is read as words.
    const readAs = READ_AS.get(w);
    if (readAs === undefined) {
      if (w.length > 1) words.add(w);
    } else for (const kept of readAs) words.add(kept);
  }
  return [...words];
}

/** READ_AS, looked up by where a word lies in the text (see range-map.ts). */
const READ_AS_BY_RANGE = new RangeMap(READ_AS);

const DOT = 46;
const QUOTE = 39;
const S = 115;
const isAsciiLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/**
 * readWords' words of a plain-ASCII text: its pieces (piecesOf), each cleaned as cleanWord does
 * and looked up in READ_AS by its place in the text, by character code. Only a word kept is cut
 * out of the text; stop words, most of a question, never are. (In plain ASCII a piece holds no
 * "-" and no "’": "'" is its only mark.)
 */
function asciiWords(text: string): string[] {
  // A Set, not an array searched per word: a long message of distinct words would cost the
  // square of their number.
  const words = new Set<string>();
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!inAsciiWord(text.charCodeAt(i))) {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && inAsciiWord(text.charCodeAt(end))) end++;
    // cleanWord: the trailing dots, then the quotes at either end, then a possessive "'s".
    let from = i;
    let to = end;
    i = end;
    while (to > from && text.charCodeAt(to - 1) === DOT) to--;
    if (to > from && (text.charCodeAt(from) === QUOTE || text.charCodeAt(to - 1) === QUOTE)) {
      while (from < to && text.charCodeAt(from) === QUOTE) from++;
      while (to > from && text.charCodeAt(to - 1) === QUOTE) to--;
    }
    if (
      to - from >= 4 &&
      text.charCodeAt(to - 1) === S &&
      text.charCodeAt(to - 2) === QUOTE &&
      isAsciiLetter(text.charCodeAt(to - 3)) &&
      isAsciiLetter(text.charCodeAt(to - 4))
    )
      to -= 2;
    const readAs = READ_AS_BY_RANGE.get(text, from, to);
    if (readAs === undefined) {
      if (to - from > 1) words.add(text.slice(from, to));
    } else for (const kept of readAs) words.add(kept);
  }
  return [...words];
}

/** The texts read last: one answer reads its question (and its parts) several times. */
const recent = new RecentCache<readonly string[]>(16);

/** The words of a question after shorthand, idioms and stop words: what it is about. */
export function contentWords(question: string): string[] {
  // A copy: callers may change what they are handed.
  return [...recent.get(question, readWords)];
}

/** `contentWords`, as kept: for a caller that only reads the list (no copy made). */
export function keptContentWords(question: string): readonly string[] {
  return recent.get(question, readWords);
}

interface TitleWords {
  count: number;
  stems: ReadonlySet<string>;
}
const titles = new WeakMap<Fact, TitleWords>();

/** A fact's title as content words: how many, and their stems (read once per fact). */
export function titleWords(fact: Fact): TitleWords {
  let words = titles.get(fact);
  if (!words) {
    const list = readWords(fact.title);
    words = { count: list.length, stems: new Set(list.map(stemOf)) };
    titles.set(fact, words);
  }
  return words;
}
