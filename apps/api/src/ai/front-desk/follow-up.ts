/**
 * A follow-up that names nothing of its own ("how long is it?", "and for how long?", "can I
 * cancel it?") asks about the earlier question's subject. Read alone, its interrogative finds
 * whatever answers "how long" in general (the project timeline); read with the words of the
 * earlier question that its answering fact matched, it finds that fact.
 */
import { answeringFacts } from "./best-fact";
import { contentWords, keptContentWords } from "./content-words";
import type { FactIndex } from "./fact-index";
import { cued } from "./message-cues";
import { answerKindOf, isInterrogativeWord } from "./question-kind";

/**
 * A pronoun standing for a thing named before: "it", "them", or "that" / "this" as what a
 * verb is asked about ("how long does that take?"), not as a relative ("something that writes").
 */
const PRONOUN = cued(
  /\b(it|its|they|them)\b|(?<=\b(?:is|are|was|does|do|did|will|would|can|could|about)\s+)(that|this|those|these)\b/i,
);

/** An opening that carries the earlier question on ("and for how long?", "what about…"). */
const CONTINUES = cued(/^\W*(and|also|so|but|plus|for|what about|how about)\b/i);

/** Words asking what something costs or how long it lasts: they name no subject of their own. */
const ASKING = new Set(
  "cost costs price pricing priced fee fees charge charged long take takes last lasts".split(" "),
);

/** The words of a question that name what it is about, beyond what it asks of it. */
function ownWords(question: string): string[] {
  const kind = answerKindOf(question);
  return keptContentWords(question).filter((w) => !isInterrogativeWord(kind, w) && !ASKING.has(w));
}

/**
 * Whether a question leans on an earlier one for its subject. Its own words are read only for
 * a question with a pronoun or a carrying-on opening: most have neither, and the chat asks this
 * of every message before answering it (whose answer may read another text: typos corrected).
 */
export function leansOnEarlier(question: string): boolean {
  const pronoun = PRONOUN.testIfRead(question);
  if (!pronoun && !CONTINUES.testIfRead(question)) return false;
  const own = ownWords(question).length;
  return pronoun ? own <= 2 : own === 0;
}

/** How many earlier questions a follow-up may reach back over ("thanks", then "how long is it?"). */
const REACH = 2;

/**
 * How many earlier questions a chain of follow-ups is read over in all. Each may stand for the
 * one it continued, so without a bound a long run of subjectless follow-ups (an NLWeb `prev`
 * of "it,it,it,…") would be read over exponentially many paths.
 */
const CHAIN = 2 * REACH;

/**
 * The question as it stands with its subject filled in from the earlier questions (oldest
 * first), or undefined when it has a subject of its own or none of them found a fact.
 */
export function followUpReading(
  index: FactIndex,
  question: string,
  earlier: readonly string[],
): string | undefined {
  if (!earlier.length || !leansOnEarlier(question)) return undefined;
  return filledIn(index, question, earlier);
}

/**
 * A follow-up's reading with an earlier question's subject (see followUpReading). Its own
 * function: most messages lean on nothing, and the optimising compiler then compiles the check
 * small, and this only once follow-ups are frequent.
 */
function filledIn(
  index: FactIndex,
  question: string,
  earlier: readonly string[],
): string | undefined {
  const recent = earlier.slice(-CHAIN);
  for (let back = 1; back <= Math.min(REACH, recent.length); back++) {
    const before = recent.slice(0, -back);
    const last = recent.at(-back) ?? "";
    // An earlier follow-up stands for the question it continued.
    const asked = followUpReading(index, last, before) ?? last;
    const hit = answeringFacts(index, asked)[0]?.hit;
    if (!hit) continue;
    const subject = (hit.directWords.length ? hit.directWords : contentWords(hit.fact.title)).join(
      " ",
    );
    const reading = PRONOUN.test(question)
      ? question.replace(PRONOUN.pattern, subject)
      : `${question.replace(/[?.!\s]+$/, "")} ${subject}?`;
    // A follow-up naming more ("how long does it take to set up?") reads so only when one fact
    // covers all of it: the earlier subject's card alone does not answer the rest.
    if (!ownWords(question).length) return reading;
    return answeringFacts(index, reading)[0]?.hit.coverage === 1 ? reading : undefined;
  }
  return undefined;
}
