/**
 * What kind of answer a question asks for, read from its interrogative ("how long", "within how
 * many hours", "how old", "where"), and whether a fact's text states that kind of thing. The
 * interrogative's own words say what is wanted, not what the question is about.
 */
import { RecentCache } from "../../lib/recent-cache";
import { type CuedPattern, cued } from "./message-cues";

export type AnswerKind = "founded" | "duration" | "age" | "place" | "person" | "hours" | "clients";

const UNIT = "(minutes?|hours?|business hours|days?|business days|weeks?|months?|years?)";

/** Us, as a visitor names us: "you", "your company", "the firm". */
const US = "(?:you|u|y'?all|(?:your|the) (?:company|business|firm|team|agency|consultancy))";

const ASKS: [AnswerKind, RegExp][] = [
  // How long we have existed ("how old is your company?", "how long have you been around?"):
  // the year we started, not a duration of something we do or a person's age.
  [
    "founded",
    new RegExp(
      String.raw`\bhow old (?:is|are) ${US}\b|\bhow long (?:have|has) ${US}(?: \w+)? been (?:around|in business|operating|going|running|open|doing this|at it)\b|\bhow many years (?:have|has) ${US}\b|\bwhen (?:were|was|did) ${US}(?: \w+)? (?:founded|established|start|started|begin|open|opened)\b|\bsince when\b`,
      "i",
    ),
  ],
  [
    "duration",
    new RegExp(
      `\\bhow (long|soon|quickly|fast|promptly)\\b|\\bhow many ${UNIT}\\b|\\bwithin (how|what)\\b|\\bhow much time\\b|\\b(turnaround|time ?frame|timeline|notice period)\\b|\\bin how many\\b|\\b(lasts?|takes?) (about |around |only )?(\\d+|an?|one|two|three) ${UNIT}\\b`,
      "i",
    ),
  ],
  // When someone is there: "what hours…", "on Saturday", "open on weekends".
  [
    "hours",
    /\bwhat hours\b|\b(work|open|available|around)\w* (on )?(the )?(weekends?|saturdays?|sundays?|evenings?|nights?)\b|\b(on|at|over) (the )?(weekends?|(mon|tues|wednes|thurs|fri|satur|sun)days?)\b|\bopen (on|at|until|late)\b|\bwhat time (do|does|are|is) (you|someone|anyone|your)\b/i,
  ],
  // Whom we work for: "who do you normally work with?", "which businesses do you help?", "what
  // sort of companies are you a good match for?". Not "who would I work with" (a person).
  [
    "clients",
    /\bwho (?:(?:do|does|did|can|will|would) )?(?:you|u|y'?all|your (?:company|team|firm))(?: \w+)? (?:work|help|serve|partner|deal)\w*\b|\b(?:do|does|did|can|will|would) (?:you|u|y'?all|your (?:company|team|firm))(?: \w+)? (?:work|serve|partner)\w* (?:with|for)\b|\bwho are your (?:usual |typical |ideal )?(?:clients|customers)\b|\b(?:what|which) (?:(?:sort|kind|type)s? of )?(?:businesses|companies|clients|customers|industries|firms|organi[sz]ations)\b(?=.{0,40}\b(?:you|your|u)\b)/i,
  ],
  ["age", /\bhow old\b|\bwhat age\b|\b(minimum|legal) age\b|\bage (limit|requirement)\b/i],
  ["place", /\bwhere\b(?!\s+(to|do (i|we)|should (i|we))\s+(start|begin))/i],
  // Someone at the company: "who founded…", "who is your CEO", "who would I deal with". Not
  // "who do you work with" (the kinds of clients) or "who owns the code" (the terms).
  [
    "person",
    /\bwho(?:'s|se)?\b(?:\s+(?:is|are|was|were|'s))?\s+(?:(?:the|your)\s+)?(?:founders?|owners?|ceo|boss|founded|started|runs?|leads?|manages?|staff|employees|people)\b(?!\s+(?:the|my|our)\s+(?:code|ip|solution|software|data|rights))|\bwho (?:would|will|do|does|should) (?:i|we) (?:be )?(?:deal|dealing|work|working|talk|talking|speak|speaking) with\b|\bwhich of your (?:staff|people|team|employees)\b|\bwho (?:will|would|is going to) (?:be )?(?:on|in|at|join|run|lead) the (?:call|meeting|project)\b/i,
  ],
];

const STATES: Record<AnswerKind, RegExp> = {
  founded: /\bfounded in \d{4}\b/i,
  duration: new RegExp(`\\b\\d+\\s*${UNIT}\\b|\\b(two|six) (to|-) \\w+ weeks\\b`, "i"),
  age: /\b\d+ years old\b/i,
  clients: /\brestaurants\b.*\blaw firms\b/i,
  hours: /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(am|pm)\b/i,
  place: /\b(based|located|utah|united states|email)\b|\/\w+/i,
  // A role or a name with its role: the facts name no founder, owner or staff member.
  person: /\b(founder|owner|ceo|consultant|engineer|specialist|manager)\b/i,
};

/** Words of a duration interrogative: they ask "how much time", they name no subject. */
const DURATION_WORDS = new Set([
  "long",
  "soon",
  "quick",
  "quickly",
  "fast",
  "promptly",
  "many",
  "time",
  "within",
  "until",
  "turnaround",
  "last",
  "minute",
  "minutes",
  "hour",
  "hours",
  "day",
  "days",
  "week",
  "weeks",
]);

/** Words of an opening-hours interrogative: they ask when, the rest says what for. */
const HOURS_WORDS = new Set(
  "hours hour open opening closed time times when weekend weekends monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);

/** Premises asked after ("any offices in other states?"): where we are, asked another way. */
export const ASKS_PREMISES = cued(
  /\b(offices?|locations?|branch(es)?|headquarters|hq)\b(?!\s+hours)/i,
);

/** The texts read last: one answer asks the kind of its question (and parts) up to ten times. */
const recent = new RecentCache<AnswerKind | undefined>(16);

/** The kind of answer a question asks for, if its interrogative says. */
export function answerKindOf(question: string): AnswerKind | undefined {
  return recent.get(question, kindOf);
}

/** Each kind's pattern, run only on a question holding one of its cue words. */
const CUED_ASKS: [AnswerKind, CuedPattern][] = ASKS.map(([kind, re]) => [kind, cued(re)]);

const kindOf = (question: string) => {
  for (const [kind, asks] of CUED_ASKS) if (asks.test(question)) return kind;
  return undefined;
};

/** Whether a fact's text states the kind of thing asked for (a duration, an age, a place). */
export const states = (kind: AnswerKind, text: string) => STATES[kind].test(text);

/** Whether a word only belongs to the question's interrogative (its kind), not its subject. */
/** Words of a question about our clients: who they are is what it asks. */
const CLIENT_WORDS = new Set(
  "work working help helping serve serving partner deal businesses business companies company clients client customers customer industries industry firms firm organisations organizations sort kind type match fit good right usually normally mostly typically generally typical ideal usual main regular out with".split(
    " ",
  ),
);

/** Words of a question about how long we have existed: they ask for the year we started. */
const FOUNDED_WORDS = new Set(
  "old long many years year around business operating going running open opened founded established start started begin company firm team agency consultancy".split(
    " ",
  ),
);

/** Words of a question about where we are: "where do you guys operate / work from?". */
const PLACE_WORDS = new Set(
  "operate operating work working serve serving based located location locations office offices branch branches headquarters hq situated live from business company firm team other another outside elsewhere else state states city cities town towns country countries".split(
    " ",
  ),
);

export const isInterrogativeWord = (kind: AnswerKind | undefined, word: string) =>
  (kind === "founded" && FOUNDED_WORDS.has(word)) ||
  (kind === "place" && PLACE_WORDS.has(word)) ||
  (kind === "clients" && CLIENT_WORDS.has(word)) ||
  (kind === "duration" && DURATION_WORDS.has(word)) ||
  (kind === "hours" && HOURS_WORDS.has(word));
