/** The shape of an assistant evaluation case: what a visitor says and what the answer must (not) say. */

/** A phrase the answer must contain: a string (case-insensitive), any one of several, or a pattern. */
export type Expect = string | readonly string[] | RegExp;

export type Category =
  | "facts"
  | "legal"
  | "capability"
  | "memory"
  | "typos"
  | "false-premise"
  | "unknown"
  | "off-topic"
  | "injection"
  | "spanish"
  | "small-talk"
  | "booking";

export interface EvalCase {
  category: Category;
  /** What the visitor asks; the answer to this message is checked. */
  ask: string;
  /** Earlier messages of the same conversation, sent first (their answers are not checked). */
  before?: readonly string[];
  /** Messages of an earlier session with the same visitor id (a returning visitor). */
  earlierSession?: readonly string[];
  must?: readonly Expect[];
  mustNot?: readonly Expect[];
}

/** Ways a person says "I don't know that" (any one will do). */
export const DONT_KNOW = [
  "don't know",
  "do not know",
  "not sure",
  "don't have",
  "can't say",
  "no information",
  "isn't something i can",
] as const;

/** Ways of saying a request is outside what the assistant does. */
export const OUT_OF_SCOPE = [
  "outside",
  "can't help",
  "cannot help",
  "can only",
  "not something i can",
  "i can't",
  "i cannot",
] as const;

/** A reply that opens by agreeing. */
export const AGREES = /^\W*(yes|yep|yeah|correct|that's right|right|exactly|absolutely|sure)\b/i;

/** Claims the site never makes, checked on every answer. */
export const NEVER: readonly Expect[] = [
  /guarantee(d|s)? (results|roi|return|savings|revenue|success)/i,
  /money[- ]back/i,
  /\bundefined\b|\bNaN\b|\[object /,
  "You are the front-desk assistant",
  /\(Dr\.\s*$/m,
];
