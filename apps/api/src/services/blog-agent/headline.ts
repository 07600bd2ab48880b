import { slugify } from "@repo/content";
import { type BlogContentType, blogContentTypes } from "@repo/schemas";
import type { Audience } from "./audiences";
import { gerund, keyPhrase, shortTopic, titleCase } from "./topic";

/** What the draft is settled on: the brief with defaults filled in. */
export interface Settled {
  topic: string;
  /** Tips in a Quick Tips post. */
  count: number;
  audience: Audience;
  contentType: BlogContentType;
  keywords: string[];
  tone: string | null;
  length: number | null;
  avoid: string[];
  noPitch: boolean;
  instructions: string[];
  originalPrompt: string;
}

export interface Headline {
  title: string;
  slug: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  primaryKeyword: string;
  /** What the post is about in a few words, for sentences: "AI reminders", "following up on quotes". */
  subject: string;
  /** The primary keyword as a sentence writes it: the owner's names keep their capitals. */
  keywordInText: string;
}

const NUMBER_WORDS = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
];
export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "ai" as "AI" wherever it stands alone. */
export const fixAi = (text: string) => text.replace(/(?<![\w/.-])[Aa]i(?![\w/.-])/g, "AI");

/** "a" or "an" before a word. */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

const BOUNDARY =
  /^(to|by|with|in|within|after|for|through|while|without|during|when|before|across)$/i;

/** The topic shortened at a natural boundary to fit `max` characters; null when it cannot. */
function cut(title: string, max: number): string | null {
  // "How AI Can Help … During Tax Season, Explained": the part before a comma or colon first.
  const clause = /^(.{20,}?)[,:]\s/.exec(title)?.[1];
  if (clause && clause.length <= max) return clause;
  const words = title.split(" ");
  for (let i = words.length - 1; i >= 2; i--) {
    if (!BOUNDARY.test(words[i] ?? "")) continue;
    const head = words.slice(0, i).join(" ").replace(/[,:]$/, "");
    if (head.length <= max) return head;
  }
  return null;
}

function titleFor(s: Settled): string {
  const T = titleCase(s.topic);
  const A = s.audience.label;
  const named = new RegExp(`\\b${s.audience.sector.split(" ")[0]}|\\b${A.split(" ")[0]}`, "i").test(
    T,
  );
  const forA = named ? [] : [A];
  const short = cut(T, 52);
  const byType: Record<BlogContentType, string[]> = {
    "Quick Tips": [
      ...forA.map((a) => `${T} for ${a}: ${s.count} Quick Tips`),
      `${T}: ${s.count} Quick Tips`,
      T,
      `${short}: ${s.count} Quick Tips`,
    ],
    "Step-by-Step Guide": [
      ...forA.map((a) => `${T} for ${a}: A Step-by-Step Guide`),
      `${T}: A Step-by-Step Guide`,
      T,
      `${short}: A Step-by-Step Guide`,
    ],
    "Case Study": [
      ...forA.map((a) => `${T} for ${a}: A Case Study`),
      `${T}: A Case Study`,
      T,
      `${short}: A Case Study`,
    ],
    "In-Depth Explainer": [
      ...forA.map((a) => `${T}: A Guide for ${a}`),
      `${T}, Explained`,
      T,
      `${short}, Explained`,
    ],
    "Market Watch": [
      ...(named ? [] : [`${s.audience.sector} Market Watch: ${T}`]),
      `${T}: Trends to Watch`,
      T,
      `${short}: Trends to Watch`,
    ],
  };
  const fits = byType[s.contentType].find((t) => !t.startsWith("null") && t.length <= 70);
  return fits ?? short ?? T.slice(0, 70).replace(/\s+\S*$/, "");
}

/** "a pizza place that used AI to answer phone orders": what was done is what the post is about. */
const DONE_WITH_AI = /\b(?:that|who)\s+(?:used|uses|use)\s+ai\s+(?:to|for)\s+(\S+)(.*)$/i;

/** A noun phrase for sentences: the key phrase, a verb phrase as a gerund, or the short topic. */
function subjectOf(s: Settled): string {
  if (s.keywords[0]) return fixAi(s.keywords[0]);
  const t = s.topic.toLowerCase();
  const done = DONE_WITH_AI.exec(t);
  if (done?.[1]) return fixAi(shortTopic(`${gerund(done[1])}${done[2] ?? ""}`, 4));
  // "using AI for your loyalty program" names a thing, not a verb to turn into "-ing".
  const forWhat = /^using ai for (.+)$/.exec(t);
  if (forWhat?.[1]) return fixAi(`AI for ${shortTopic(forWhat[1], 4)}`);
  const purpose = /^using ai to (\S+)(.*)$/.exec(t);
  if (purpose?.[1]) return fixAi(shortTopic(`${gerund(purpose[1])}${purpose[2] ?? ""}`, 4));
  if (/^using\s/.test(t)) return fixAi(shortTopic(t.slice(6), 4));
  if (/^\S+ing\b/.test(t)) return fixAi(shortTopic(t, 4));
  const key = keyPhrase(s.topic);
  if (key) return fixAi(key);
  return /\bai\b/.test(t) ? "AI" : fixAi(shortTopic(t));
}

/**
 * The names the owner capitalised inside sentences ("Google Business Profile", "Clio"): runs
 * of capitalised words after a sentence's first word, format names aside; none when the brief
 * is written in title case (then capitals say nothing).
 */
export function ownersNames(brief: string): string[] {
  const sentences = brief
    .split(/(?<=[.!?:;])\s+/)
    .map((sentence) => sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.slice(1) ?? []);
  const all = sentences.flat();
  const capital = (w: string) => /^\p{Lu}/u.test(w) && w !== "AI";
  if (all.filter(capital).length * 2 >= all.length) return [];
  const runs = sentences.flatMap((words) =>
    words
      .map((w) => (capital(w) ? w : "\n"))
      .join(" ")
      .split(/\s*\n\s*/)
      .filter(Boolean),
  );
  const formats = blogContentTypes.join(" ").toLowerCase();
  return runs.filter((run) => !formats.includes(run.toLowerCase()));
}

/** `text` with the owner's names in the owner's capitals. */
function withOwnersNames(text: string, brief: string): string {
  let out = text;
  for (const name of ownersNames(brief)) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "giu"), name);
  }
  return out;
}

function excerptFor(s: Settled, subject: string): string {
  const { readers, customers } = s.audience;
  const n = numberWord(s.count);
  const options: Record<BlogContentType, string[]> = {
    "Quick Tips": [
      `${n} practical tips on ${subject} for ${readers}, to save staff time and keep ${customers} coming back.`,
      `${n} practical tips on ${subject} for ${readers}.`,
    ],
    "Step-by-Step Guide": [
      `A clear, step-by-step plan for ${readers} on ${subject}, from the first small pilot to results you can measure.`,
      `A step-by-step plan for ${readers} on ${subject}.`,
    ],
    "Case Study": [
      `A worked example of ${subject} for ${readers}: the situation, the approach and the results worth measuring.`,
      `A worked example of ${subject}: the situation, the approach and the results.`,
    ],
    "In-Depth Explainer": [
      `A plain-English guide to ${subject} for ${readers}: what it is, where it helps and how to start small.`,
      `A plain-English guide to ${subject}: what it is, where it helps and how to start small.`,
    ],
    "Market Watch": [
      `The shifts in ${subject} that ${readers} should watch this year, and what they mean for a small team.`,
      `The shifts in ${subject} that ${readers} should watch this year.`,
    ],
  };
  const list = options[s.contentType];
  return list.find((e) => e.length <= 160) ?? list.at(-1) ?? "";
}

function seoDescriptionFor(s: Settled, excerpt: string, keyword: string): string {
  const forWhom = /\bfor\b/.test(keyword) ? "" : ` for ${s.audience.readers}`;
  const lead = `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)}${forWhom}: `;
  const body: Record<BlogContentType, string> = {
    "Quick Tips": `practical tips to save time and keep ${s.audience.customers} coming back.`,
    "Step-by-Step Guide": "a step-by-step plan from the first pilot to measurable results.",
    "Case Study": "a worked example with the situation, the approach and the results.",
    "In-Depth Explainer": "what it is, where it helps and how to start small.",
    "Market Watch": "the trends to watch and what they mean for your business.",
  };
  const d = fixAi(`${lead}${body[s.contentType]}`);
  if (d.length <= 155) return d.length >= 70 ? d : `${d} Practical advice, no jargon.`;
  return excerpt.length <= 155 ? excerpt : excerpt.slice(0, 150).replace(/\s+\S*$/, ".");
}

export function headlineFor(s: Settled): Headline {
  const title = titleFor(s);
  const subject = withOwnersNames(subjectOf(s), s.originalPrompt);
  const excerpt = fixAi(excerptFor(s, subject));
  const withAudience = `${subject} for ${s.audience.label}`;
  // A search phrase: five words at most.
  const primaryKeyword = (
    s.keywords[0] ??
    keyPhrase(DONE_WITH_AI.exec(s.topic)?.slice(1).join("") ?? s.topic) ??
    (withAudience.split(" ").length <= 5 ? withAudience : shortTopic(subject, 4))
  ).toLowerCase();
  const seoTitle = title.length <= 60 ? title : (cut(title, 60) ?? titleCase(shortTopic(s.topic)));
  return {
    title,
    slug: slugify(title, 60),
    excerpt,
    seoTitle,
    seoDescription: seoDescriptionFor(s, excerpt, primaryKeyword),
    primaryKeyword,
    keywordInText: withOwnersNames(primaryKeyword, s.originalPrompt),
    subject,
  };
}
