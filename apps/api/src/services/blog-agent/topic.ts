import { AUDIENCE_NOUNS } from "./audiences";

/**
 * The topic of a brief as a phrase a title can carry: request phrasing, format words, the
 * audience and instructions to the agent cut away ("I'd like a step-by-step guide for law
 * firms on automating client intake with AI" → "automating client intake with AI").
 */

const AUD = AUDIENCE_NOUNS.source;

const FORMAT =
  /^(?:an?\s+|some\s+|(\d+|three|five|seven|ten)\s+)?(?:quick\s+|practical\s+|simple\s+)?(?:tips?|ways|ideas|step[- ]by[- ]step(?:\s+guide)?|how[- ]to(?:\s+guide)?|guide|tutorial|case[- ]study(?:\s+idea)?|success[- ]story(?:\s+format)?|in[- ]depth\s+explainer|explainer|deep[- ]dive|market[- ]watch|market\s+trends?|round-?up|overview|checklist)\b\s*(?:on|about|of)?\s*/i;

const REQUEST =
  /^(?:(?:hi|hello|hey)\b[,!.\s]*)?(?:(?:i'?d|i would|we'?d) like(?: you)?(?: to)?|i want(?: you)?(?: to)?|we need|i need|can you|could you|please|let'?s)?\s*(?:write|create|make|draft|do|put together|give me|prepare|explain(?:\s+in\s+depth)?)?\s*(?:me\s+)?(?:something|a\s+(?:new\s+)?(?:blog\s+)?(?:post|article|piece|blog)|an\s+article|some\s+content)?\s*(?:about|on|regarding|covering)?\s*/i;

/** A label before a colon that only says what kind of text follows. */
const LABEL =
  /^(?:blog\s+)?(?:idea|topic|title|subject|post|case study(?: idea)?|success story(?: format)?|quick tips|step[- ]by[- ]step|market watch|market trends|explainer|in[- ]depth explainer|how[- ]to)\s*:\s*/i;

/** Clauses that only instruct the agent ("please research it", "tone: practical"). */
const INSTRUCTION =
  /^(?:please|pls|proceed|go ahead|research|keep it|make it|tone|length|keywords?|note|notes|for you|don'?t|do not|avoid|skip|mention|include|around|about \d|~?\d+\s*words|audience|format|thanks|thank you|ok|okay|sure|yes|friendly|warm|neutral|formal|casual|short|long)\b/i;

const VERBS = new Set(
  `automate reduce recover save cut use answer handle set write get win grow boost improve capture turn build
  choose start stop avoid keep make follow predict respond create send track manage book fill find speed
  streamline personalise personalize qualify convert scale train run plan prepare schedule collect reply
  increase lower prevent protect attract retain bring take hire launch test measure pick connect replace
  digitize digitise forecast market sell price support serve welcome engage reach`.split(/\s+/),
);
/** Words that carry no topic: greetings, requests, "a new post". */
const FILLER = new Set(
  `blog post posts article articles piece content it this that something anything thing stuff idea ideas
  topic help me my our us we you your i can could would should do does what how there here hi hello hey
  thanks thank please new some any maybe today now want need like write writing create make draft let lets
  start get go ok okay yes sure`.split(/\s+/),
);
const DOUBLE = new Set("cut set get stop plan run win put shop swap chat drop scan".split(" "));
const MINOR = new Set(
  "a an the and or but nor of to in on at by for with from as vs via into per".split(" "),
);

export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (DOUBLE.has(v)) return `${v}${v.at(-1)}ing`;
  if (/[^e]e$/.test(v) && !/(ee|ye|oe)$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

/** Names and acronyms with their own capitals, however the owner typed them. */
const PROPER: ReadonlyMap<string, string> = new Map(
  `ChatGPT OpenAI Google Gmail Instagram Facebook TikTok LinkedIn YouTube WhatsApp Shopify
  QuickBooks Yelp Outlook Excel Zoom Slack HubSpot Salesforce Calendly Squarespace WordPress
  Etsy Amazon iPhone SEO CRM POS SMS FAQ FAQs ROI API APIs HVAC GDPR HIPAA PDF PDFs`
    .split(/\s+/)
    .map((w) => [w.toLowerCase(), w]),
);

/** "reducing no-shows with ai reminders" → "Reducing No-Shows with AI Reminders". */
export function titleCase(text: string): string {
  let start = true;
  return text.replace(/[\p{L}\p{N}][\p{L}\p{N}'’]*(?:-[\p{L}\p{N}'’]+)*|[:—–]/gu, (word) => {
    if (/^[:—–]$/.test(word)) {
      start = true;
      return word;
    }
    const out = word
      .split("-")
      .map((part, i) => {
        if (/^ai$/i.test(part)) return "AI";
        const proper = PROPER.get(part.toLowerCase());
        if (proper) return proper;
        if (/[A-Z]/.test(part.slice(1))) return part; // HVAC, SEO, iPhone
        if (!start && (i > 0 || MINOR.has(part.toLowerCase())) && MINOR.has(part.toLowerCase()))
          return part.toLowerCase();
        return part.charAt(0).toUpperCase() + part.slice(1);
      })
      .join("-");
    start = false;
    return out;
  });
}

/** The brief cut into clauses at sentence ends, dashes, semicolons and commas. */
export function clauses(text: string): string[] {
  return text
    .replace(/\s+[-—–]+\s+/g, "\n")
    .split(/(?<=[.!?])\s+|[;\n]+/)
    .flatMap((c) => (/^[\w\s]{1,20}:/.test(c) ? [c] : c.split(/,\s+/)))
    .map((c) => c.replace(/[.!?]+$/, "").trim())
    .filter(Boolean);
}

export const isInstruction = (clause: string) =>
  INSTRUCTION.test(clause.replace(LABEL, "").trim()) || /^\w+\s*:/.test(clause.replace(LABEL, ""));

const DETERMINERS = "(?:(?:a|an|the|small|local|our|independent|busy|owners of)\\s+)*";
const TAIL = `(?:\\s+(?:and|&|or)\\s+[\\w'-]+)*(?:\\s+(?:${AUD}|companies|businesses|owners|offices|firms|teams|founders|agents|managers)){0,2}`;
const AUDIENCE_PHRASE = new RegExp(
  // Not "for restaurant phone orders": a reader noun followed by more of the topic is an adjective.
  `\\s*\\b(?:for|among|at)\\s+${DETERMINERS}(?:[\\w'-]+\\s+){0,3}?(?:${AUD})${TAIL}\\b(?=\\s*$|\\s*[,.;:!?)]|\\s+(?:on|about|to|who|that|with|and|in|during|this|next|so)\\b)`,
  "gi",
);
/** "for law firms on …", "small businesses can …": the readers before the topic. */
const LEADING_AUDIENCE = new RegExp(
  `^(?:for\\s+${DETERMINERS}(?:[\\w'-]+\\s+){0,2}?(?:${AUD})${TAIL}\\s*(?:on|about|to|who|can|could|should)?|${DETERMINERS}(?:${AUD})${TAIL}\\s+(?:can|could|should|need to|must))\\s+`,
  "i",
);

/**
 * "for hair salons about …", "for gym owners on …": readers the site has no profile for, named
 * before the topic (a plural noun phrase of at most four words).
 */
const LEADING_READERS =
  /^for\s+(?:(?:a|an|the|small|local|independent|busy)\s+)?((?:[a-z][\w'-]*\s+){0,3}?[a-z][\w'-]*s)\s+(?:about|on|regarding|covering)\s+/i;

export interface TopicReading {
  topic: string;
  /** "5 quick tips": how many tips the owner asked for. */
  count: number | null;
  /** An audience the reader did not know, taken from "for bakeries". */
  otherReaders: string | null;
}

/** The topic in one clause of a brief, or null when the clause carries none. */
export function readTopic(clause: string): TopicReading | null {
  if (isInstruction(clause)) return null;
  let t = clause.replace(/^["'“]|["'”]$/g, "").trim();
  let count: number | null = null;
  let otherReaders: string | null = null;
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t.replace(LABEL, "").replace(REQUEST, "");
    const f = FORMAT.exec(t);
    if (f?.[0]) {
      count = count ?? numberWord(f[1]);
      t = t.slice(f[0].length);
    }
    t = t.replace(LEADING_AUDIENCE, "");
    const readers = LEADING_READERS.exec(t);
    if (readers?.[1]) {
      otherReaders = otherReaders ?? readers[1].toLowerCase();
      t = t.slice(readers[0].length);
    }
    t = t.replace(/^(?:about|on|regarding|covering)\s+/i, "");
    if (t === before) break;
  }
  t = t
    .replace(
      /^how\s+(?:an?\s+|the\s+)?(?:[\w'-]+\s+){0,3}?(?:can|could|should|might)\s+use\s+/i,
      "using ",
    )
    .replace(/^(?:what)\s+(.+?)\s+(?:is|are|means)(?:\s+and\s+.*)?$/i, "$1")
    .replace(/\s+and\s+why\s+.*$/i, "");
  t = t.replace(AUDIENCE_PHRASE, "");
  const trailing = /\s+for\s+(?:a\s+|an\s+|the\s+)?([a-z][\w-]*(?:ies|s))$/i.exec(t);
  if (trailing?.[1] && t.slice(0, trailing.index).trim().split(/\s+/).length >= 1) {
    otherReaders = otherReaders ?? trailing[1].toLowerCase();
    t = t.slice(0, trailing.index);
  }
  t = t
    .replace(/\b(their|its)\b/gi, "your")
    .replace(/\s{2,}/g, " ")
    .replace(/^[\s,:-]+|[\s,:;-]+$/g, "");
  const first = t.split(/\s+/)[0]?.toLowerCase() ?? "";
  if (VERBS.has(first)) t = `${gerund(first)}${t.slice(first.length)}`;
  const meaningful = (t.match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !MINOR.has(w.toLowerCase()) && !FILLER.has(w.toLowerCase()),
  );
  return meaningful.length ? { topic: t, count, otherReaders } : null;
}

function numberWord(word: string | undefined): number | null {
  if (!word) return null;
  const n = Number(word);
  if (Number.isInteger(n) && n >= 3 && n <= 10) return n;
  return { three: 3, five: 5, seven: 7, ten: 10 }[word.toLowerCase()] ?? null;
}

const BOUNDARY =
  /^(to|for|with|by|and|in|on|that|who|so|after|within|through|without|while|during|before|at|from|until|when|over|across|into|of)$/i;

/**
 * At most `max` words of the topic, cut at a natural boundary: for excerpts and keywords. A cut
 * never ends on a preposition or article ("answering phone orders during").
 */
export function shortTopic(topic: string, max = 5): string {
  const words = topic.split(",")[0]?.trim().split(/\s+/) ?? [];
  if (/^(the|a|an)$/i.test(words[0] ?? "") && words.length > 3) words.shift();
  if (words.length <= max) return words.join(" ");
  let end = max;
  for (let i = Math.min(words.length, max + 1) - 1; i >= 2; i--) {
    if (BOUNDARY.test(words[i] ?? "")) {
      end = i;
      break;
    }
  }
  // Not inside a noun phrase ("setting up an AI" of "an AI receptionist"): a cut after an
  // article runs on to the phrase's end when that is at most three words further.
  const next = words[end] ?? "";
  if (next && !BOUNDARY.test(next) && !MINOR.has(next.toLowerCase())) {
    const article = words.slice(1, end).findIndex((w) => /^(a|an|the)$/i.test(w));
    let phraseEnd = end;
    while (
      phraseEnd < words.length &&
      !BOUNDARY.test(words[phraseEnd] ?? "") &&
      !MINOR.has((words[phraseEnd] ?? "").toLowerCase())
    )
      phraseEnd++;
    if (article >= 0 && phraseEnd - end <= 3) end = phraseEnd;
  }
  const cut = words.slice(0, end);
  while (cut.length > 2 && (BOUNDARY.test(cut.at(-1) ?? "") || MINOR.has(cut.at(-1) ?? "")))
    cut.pop();
  return cut.join(" ");
}

const TIME =
  /^(next|months?|years?|weeks?|days?|minutes?|hours?|today|faster|quickly|\d+|five|ten)$/;
const NOT_KEY =
  /ing$|^(how|what|what's|where|why|who|your|can|could|is|are|it|its|real|this|that|these|those|works?|stopped|automated|fixes|helps|does|makes|saves|cuts|changes)$/;

/** The topic's search phrase ("AI website concierge"), at most four words; null when too thin. */
export function keyPhrase(topic: string): string | null {
  const t = (topic.split(/,?\s+and\s+(?:how|why|what)\b|,\s+/i)[0] ?? topic)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, " ")
    .replace(/\b(this year|in the next \d+ months|within \w+ minutes)\b/g, " ")
    .replace(/^\s*(using ai (to|for)|how ai can|using)\s+/, "")
    .replace(/^\s*(the|a|an)\s+/, "")
    .trim();
  const words = t.split(/\s+/).filter(Boolean);
  // A short topic is its own key phrase, unless it opens with a verb ("fill last-minute
  // cancellations"): readers search for the thing, "last-minute cancellations".
  const opening = words[0] ?? "";
  if (words.length <= 4 && words.length > 1 && !NOT_KEY.test(opening) && !VERBS.has(opening))
    return words.join(" ");
  let best: string[] = [];
  let run: string[] = [];
  for (const w of [...words, "."]) {
    if (
      MINOR.has(w) ||
      BOUNDARY.test(w) ||
      NOT_KEY.test(w) ||
      VERBS.has(w) ||
      TIME.test(w) ||
      w === "."
    ) {
      if (run.length > best.length) best = run;
      run = [];
    } else run.push(w);
  }
  return best.length >= 2 ? best.slice(0, 4).join(" ") : null;
}
