/**
 * Reading a visitor's message: its language, what kind of question it is, whether it asks for
 * something (a person, a call, a recommendation, what we remember) or is small talk, an attack
 * or off topic, and the parts of a question asked in several parts.
 */
import { wordCount } from "./blanks";
import { isEnglish, isEnglishAt } from "./english";
import { letterRuns, letterWords, NOT_ASCII } from "./letter-words";
import { cued } from "./message-cues";
import { answerKindOf } from "./question-kind";
import { nearEnglish } from "./spelling";

export type Language = "en" | "es" | "other";

const OTHER_LANGUAGE = cued(
  /\b(combien|coute|coûte|bonjour|merci|pourquoi|wie viel|kostet|guten tag|danke|quanto|custa|obrigado|obrigada|prezzo|grazie|sur mesure|vous|nous)\b/i,
);

/**
 * A Spanish word or mark. Accented words are spelt out both ways ("donde|dónde"), not with a
 * class ("d[oó]nde"): a class leaves the word only the cues "a word starting with d" and "an
 * o somewhere", which three English messages in four hold, and the pattern then ran over them.
 */
const SPANISH = cued(
  /[¿¡ñ]|\b(hola|cuanto|cuánto|cuesta|precios?|llamada|reservar|donde|dónde|como|cómo|servicios|ofrecen|gracias|quiero|ustedes|tiempo|responden|correo|estan|están|ubicados|contactarlos|que|qué|necesito|empresa|negocio)\b/i,
);
const SAYS_ENGLISH = cued(/\b(the|you|your|what|how)\b/i);

export function languageOf(text: string): Language {
  // One Spanish word is enough: the first found, not every one listed.
  if (SPANISH.test(text) && !SAYS_ENGLISH.test(text)) return "es";
  if (OTHER_LANGUAGE.test(text) || mostlyForeign(text)) return "other";
  return "en";
}

/**
 * Three or more words, most of them not English ("Wie kann ich Sie erreichen?"): another
 * language. A typo or a brand name among English words does not make it one.
 */
function mostlyForeign(text: string): boolean {
  // Plain ASCII, most messages: the words are looked up by their place in the text; one more
  // than half of them English settles it without cutting any out.
  if (!NOT_ASCII.test(text)) {
    const runs = letterRuns(text);
    const count = runs.length / 2;
    if (count < 3) return false;
    let english = 0;
    for (let k = 0; k < runs.length; k += 2)
      if (isEnglishAt(text, runs[k] as number, runs[k + 1] as number) && ++english * 2 > count)
        return false;
  }
  const words = letterWords(text);
  if (words.length < 3) return false;
  const share = (list: string[]) => list.length / words.length;
  // Most messages are English: once more than half the words are, the rest need no look-up.
  let english = 0;
  for (const w of words) if (isEnglish(w) && ++english * 2 > words.length) return false;
  const unknown = words.filter((w) => !isEnglish(w));
  // Only when it looks foreign are the unknown words checked for typos (the costlier test).
  if (share(unknown) < 0.5) return false;
  const foreign = unknown.filter((w) => !nearEnglish(w));
  return foreign.length >= 3 && share(foreign) >= 0.5;
}

export type Intent =
  | "refuse"
  | "greeting"
  | "thanks"
  | "small-talk"
  | "recall"
  | "recommend"
  | "booking"
  | "person"
  | "promise"
  | "off-topic"
  | "about"
  | "question";

const INJECTION = cued(
  /\b(ignore (all |any |the |your )?(previous|prior|above|earlier) (instructions|prompts?|rules)|system prompt|your (instructions|prompt|rules|guidelines)|initial prompt|developer mode|jailbreak|you are now|dan mode|pretend (you are|to be)|act as (an? )?(unrestricted|evil|different|admin)|reveal (your|the)|repeat (the|your) (text|words|instructions)|text above|print your|(admin|your|the) password|api key|other (visitors|users|customers)|last (person|visitor|user)|(?<!\bmy )(conversation|chat) history|list (all )?(the )?leads|their emails|^system:)/i,
);
const HOSTILE = cued(
  /\b(fuck\w*|shit\w*|bitch\w*|asshole|bastard|idiot|stupid bot|dumb bot|you suck|moron|kill (you|yourself)|hate you)\b/i,
);
const GREETING = cued(
  /^\s*(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening|day)|greetings|yo)\b[\s!.,?]*(there)?[\s!.,?]*$/i,
);
const THANKS = cued(
  /^\s*(thanks|thank you|thx|ty|cheers|great|awesome|perfect|ok(ay)?|cool|got it|nice|sounds good|alright)\b[\s\w!.,']{0,24}$/i,
);
const SMALL_TALK = cued(
  /^\s*(how are you( doing)?( today)?|how's it going|what'?s up|are you (a |an )?(bot|robot|human|real|ai|person|chatbot|chatgpt|gpt|claude|gemini|real person)|who am i talking to|who are you\??)\s*[?!.]*\s*$/i,
);
const RECALL = cued(
  /\b(my name|who am i|what do i (do|run|own|sell)|what('s| is| was) (my|our) (business|company|email|phone|number|town|city|location|team size|industry)|what (email|phone|number|town|city|business|company) did i|remember (me|my|what|where|who)|where is my business|where (am i|are we) (based|from|located)|what did i (say|tell)|(did|have) i (say|tell|mention)|i (told|said|mentioned to) you|do i run|what business do i)\b/i,
);
const RECOMMEND = cued(
  /\b(recommend|suggest|start with|first project|would (help|you start|you recommend)|help us most|(best|good|right|great) (fit|match)|best for (me|us|my)|fits? (me|us|my \w+) best|which (solution|one|service)s? (should|would|fits?|is (best|right))|right (one|fit|solution) for (me|us)|for my (business|company|shop|store|practice|firm)|for our (business|company)|how (can|could) (ai|you) help (me|us|my))\b/i,
);
const BOOKING = cued(
  /\b(book|schedule|set up|arrange|reserve)\b.{0,30}\b(call|meeting|consultation|appointment|time|slot|chat)\b|\b(free (times?|slots?)|availability|available (times?|slots?)|when are you (free|available)|(can|could|shall) we (talk|meet|chat|speak)|let'?s (talk|meet)|book (a|me|the)|reservar|agendar)\b|\b(have|do|hop on|jump on|get on|grab) an? (quick |short |free )?(call|meeting|video call|zoom)\b/i,
);
const PERSON = cued(
  /\b(real person|a (human|person)|someone|somebody|(talk|speak|chat) (to|with) (a |an |the |your )?(human|person|someone|somebody|real|live|team|you|sales|owner|manager|agent|rep|representative|consultant|staff)|representative|sales ?person|call me( back)?|get in touch|reach (you|out))\b/i,
);
const ABOUT = cued(
  /^\W*(so,? )?(what (exactly |actually |really )?(do|does) (you|your company|you guys|you all|y'?all)( (exactly|actually|really|guys))? (do|offer)( (exactly|all day|here|for people|for businesses))?|what is (this|this company|your company)|who are you( guys)?|what are you about|how (can|could|do) (you|u) help|what can (you|u) do( for (small |local )?(businesses|companies|people))?|(can|could) (you|u) help)\W*$/i,
);
/** A question about when: hours, days of the week, weekends. */
const ASKS_WHEN = cued(
  /\b(when|what (hours|times?|days?)|which days|hours|open|(mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|holidays?)\b/i,
);
const PROMISE = cued(
  /\b(guarantee\w*|refunds?|money back|promise\w*|roi)\b|\b(don'?t|do not|doesn'?t|not) (like|love|want) (the (result|results|outcome|work|solution)\b|it\W*$)|\b(unhappy|dissatisfied|not (happy|satisfied)) with (the (result|results|outcome|work|solution)\b|it\W*$)/i,
);
const OFF_TOPIC = cued(
  /\b(weather|super bowl|world cup|sports?|football|soccer|basketball|baseball|recipe|dough|poem|poetry|song|lyrics|jokes?|horoscope|movies?|netflix|celebrity|politic\w*|election|president|stock (market|tips?|picks?)|stocks? should i|which stocks?|crypto\w*|lottery|homework|essay|capital of|translate|dating|solve|equation|\d+\s*[x*+/=-]\s*\d+)\b/i,
);

const ASKS_SOMETHING = cued(
  /\?|\b(what|how|which|why|when|where|who|can|could|would|recommend|suggest|tell me)\b/i,
);
const NAMES_AN_AGENT = cued(/\b(my|an?) (ai )?(assistant|agent)s?\b/i);
const LOCAL_SEARCH = cued(/\b(near me|nearby|around here|in my area)\b/i);
const NAMES_US = cued(/\b(you|your)\b/i);

/** What the visitor wants from this message; `question` means: look it up in the facts. */
export function intentOf(text: string): Intent {
  const t = text.trim().slice(0, 2000);
  if (INJECTION.test(t) || HOSTILE.test(t)) return "refuse";
  if (GREETING.test(t)) return "greeting";
  if (SMALL_TALK.test(t)) return "small-talk";
  // "ok what do you recommend" opens like thanks but asks something.
  if (THANKS.test(t) && !ASKS_SOMETHING.test(t)) return "thanks";
  if (RECALL.test(t)) return "recall";
  if (ABOUT.test(t)) return "about";
  // An AI agent booking for someone is a question about the agent endpoint, not a booking here.
  if (BOOKING.test(t) && !NAMES_AN_AGENT.test(t)) return "booking";
  // "A good pizza place near me" is a local search, not a question for this business.
  if (LOCAL_SEARCH.test(t) && !NAMES_US.test(t)) return "off-topic";
  // "What sort of companies are you a good match for?" asks who our clients are.
  if (RECOMMEND.test(t) && answerKindOf(t) !== "clients") return "recommend";
  if (PROMISE.test(t)) return "promise";
  // "How long until someone answers?", "can I reach a person on Saturday?" ask when, not for
  // a person now.
  if (PERSON.test(t) && !answerKindOf(t) && !ASKS_WHEN.test(t)) return "person";
  if (OFF_TOPIC.test(t)) return "off-topic";
  return "question";
}

export const isHostile = (text: string) => HOSTILE.testIfRead(text);
export const wantsBooking = (text: string) => BOOKING.testIfRead(text);
export const wantsPerson = (text: string) => PERSON.testIfRead(text) || BOOKING.testIfRead(text);

/**
 * A question that states something and asks for agreement ("..., right?", "I heard ...",
 * "So your plan is ..."): the answer must correct it from the facts, never just agree.
 */
export const isPremise = (text: string): boolean => PREMISE.test(text);
const PREMISE = cued(
  /\b(right|correct|isn't it|aren't you|don't you|do you not|true|is that so)\s*\??\s*$|^\s*(so|since|i heard|i read|i was told|i assume|i suppose|i guess|i think|i believe|i understand|apparently|someone (said|told me)|my \w+ (said|told me))\b|\b(costs?|is|are|starts? at)\s+\$?\d/i,
);

/** Figures stated in a text (money, percentages, counts with units), normalised for comparison. */
export function figuresIn(text: string): string[] {
  const found =
    text.match(
      /\$\s?\d[\d,.]*\s?[km]?|\d[\d,.]*\s?(%|percent|minutes?|hours?|days?|months?|years?|weeks?|million|k\b)/gi,
    ) ?? [];
  return found.map((f) => f.toLowerCase().replace(/\s+/g, "").replace(/,/g, ""));
}

/**
 * "I'm worried…", "we're struggling…": a worry or a doubt, which wants an answer, not thanks
 * for telling us. ("I'm interested in…" or "I'm Sam" still introduce the visitor.)
 */
const WORRIES =
  /\b(i'm|i am|im|we're|we are)\s+((so|really|very|quite|a bit|a little|kind of|kinda|just|still|also|getting)\s+)*(not sure|worried|concerned|afraid|scared|nervous|anxious|unsure|skeptical|sceptical|confused|frustrated|overwhelmed|stressed|doubtful|hesitant|struggling)\b/gi;

/** A message with nothing to look up: only a self-introduction (name, business, town). */
export function isIntroduction(text: string): boolean {
  return (
    !/\?/.test(text) &&
    /\b(i'm|i am|im|my name is|this is|we're|we are|i run|i own|we run|we own|i have|my business is|my company is)\b/i.test(
      text.replace(WORRIES, " "),
    ) &&
    text.split(/\s+/).length <= 25
  );
}

/**
 * What a break between two questions needs: a question mark before a blank, or "and" / "also"
 * between blanks. Most messages have neither, and are one part without being split.
 */
const MAY_BREAK = cued(/\?\s|\s(?:and|also,?)\s/i);

/** The separate questions in one message ("How much is it? And how long does it take?"). */
export function questionParts(text: string): string[] {
  if (!MAY_BREAK.test(text)) return [text];
  const parts = text
    .split(
      /(?<=\?)\s+|\s+(?:and also|also,?|and)\s+(?=(?:how|what|where|when|who|which|do|does|can|is|are)\b)/i,
    )
    .map((p) => p.trim())
    .filter((p) => wordCount(p) >= 2);
  return parts.length > 1 ? parts.slice(0, 3) : [text];
}
