import { type BlogContentType, blogContentTypes } from "@repo/schemas";
import { type Audience, findAudience, otherAudience } from "./audiences";
import { clauses, isInstruction, readTopic } from "./topic";

/** What the owner's messages settle about the post; instructions to the agent are kept apart. */
export interface Brief {
  topic: string | null;
  /** How many tips the owner asked for ("5 quick tips"). */
  count: number | null;
  audience: Audience | null;
  contentType: BlogContentType | null;
  tone: string | null;
  /** Words the owner asked for, when they said. */
  length: number | null;
  keywords: string[];
  /** What the owner asked the post not to mention ("pricing", "clients"). */
  avoid: string[];
  /** The owner asked for no sales pitch at the end. */
  noPitch: boolean;
  /** Instructions to the agent, for the owner's notes; never for the post. */
  instructions: string[];
  /** The owner said to go ahead with defaults. */
  proceed: boolean;
  originalPrompt: string;
}

const TYPES: Array<[RegExp, BlogContentType]> = [
  [/\bmarket[- ]watch\b|\bmarket\s+trends?\b|\bwhat'?s changing\b|\bround-?up\b/i, "Market Watch"],
  [/\bcase[- ]stud(y|ies)\b|\bsuccess[- ]stor(y|ies)\b|\bclient stor(y|ies)\b/i, "Case Study"],
  [/\bstep[- ]by[- ]step\b|\bhow[- ]to\b|\btutorial\b|\bwalk-?through\b/i, "Step-by-Step Guide"],
  [/\bexplainer\b|\bexplain\b|\bin[- ]depth\b|\bdeep[- ]dive\b/i, "In-Depth Explainer"],
  [/\btips?\b|\bchecklist\b|\b\d+\s+ways\b/i, "Quick Tips"],
  [/\btrends?\b|\boutlook\b|\bforecast\b|\bheading\b|\bnext \d+ months\b/i, "Market Watch"],
  [/\bguide\b/i, "Step-by-Step Guide"],
];

const PROCEED =
  /\b(proceed|go ahead|go for it|sounds good|just write|write it|use (the )?defaults?|whatever you think|up to you|you decide|your call|no preference|research)\b|^\s*(yes|yep|sure|ok|okay)\b/i;

const AVOID =
  /\b(?:don'?t|do not|avoid|without|skip|never)\s+(?:mention(?:ing)?\s+|nam(?:e|ing)\s+|includ(?:e|ing)\s+|talk(?:ing)? about\s+|us(?:e|ing)\s+)?(?:any\s+|our\s+|the\s+|a\s+)?([\w\s-]+?)(?=[.,;!]|$|\s+and\s|\s+or\s)/gi;

function field(text: string, name: string): string | null {
  const m = new RegExp(`\\b(?:${name})\\s*:\\s*([^.;\\n]+)`, "i").exec(text);
  return m?.[1]?.trim() ?? null;
}

export function contentTypeIn(text: string): BlogContentType | null {
  const named = field(text, "format|type|content type");
  if (named) {
    const exact = blogContentTypes.find((t) => t.toLowerCase() === named.toLowerCase());
    if (exact) return exact;
  }
  for (const scope of [named ?? "", text])
    for (const [re, type] of TYPES) if (re.test(scope)) return type;
  return null;
}

function toneIn(text: string): string | null {
  const named = field(text, "tone");
  if (named) return named.split(",")[0]?.trim() ?? named;
  const m =
    /\bkeep it ([\w\s-]+?)(?=[.,;!]|$)|\b(friendly|warm|formal|casual|neutral|professional|playful|direct) tone\b/i.exec(
      text,
    );
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function lengthIn(text: string): number | null {
  const m =
    /(?:length\s*:\s*|around\s+|about\s+|~\s*)(\d{3,4})\s*(?:words)?/i.exec(text) ??
    /\b(\d{3,4})\s*words\b/i.exec(text);
  return m?.[1] ? Number(m[1]) : null;
}

function keywordsIn(text: string): string[] {
  const named = field(text, "keywords?|seo keywords?");
  if (!named) return [];
  return named
    .split(/,|\band\b/)
    .map((k) => k.trim().toLowerCase())
    .filter((k) => k.length > 1 && k.split(/\s+/).length <= 5);
}

function audienceIn(text: string): Audience | null {
  const named = field(text, "audience|readers|for");
  if (named) return findAudience(named) ?? otherAudience(named.toLowerCase());
  const withoutKeywords = text.replace(/\bkeywords?\s*:[^.;\n]+/gi, "");
  return findAudience(withoutKeywords);
}

/** Reads every message the owner sent; the first message with a topic gives the topic. */
export function readBrief(userMessages: string[]): Brief {
  const all = userMessages.join("\n");
  let reading: ReturnType<typeof readTopic> = null;
  let originalPrompt = userMessages[0] ?? "";
  for (const message of userMessages) {
    for (const clause of clauses(message)) {
      reading = readTopic(clause);
      if (reading) break;
    }
    if (reading) {
      originalPrompt = message;
      break;
    }
  }
  const avoid = [...all.matchAll(AVOID)]
    .map((m) => (m[1] ?? "").trim().toLowerCase())
    .filter(Boolean);
  const audience =
    audienceIn(all) ?? (reading?.otherReaders ? otherAudience(reading.otherReaders) : null);
  return {
    topic: reading?.topic ?? null,
    count: reading?.count ?? null,
    audience,
    contentType: contentTypeIn(all),
    tone: toneIn(all),
    length: lengthIn(all),
    keywords: keywordsIn(all),
    avoid,
    noPitch: avoid.some((a) => /pitch|sales|call to action|cta|promotion/.test(a)),
    instructions: userMessages.flatMap(clauses).filter((c) => isInstruction(c)),
    proceed: PROCEED.test(userMessages.at(-1) ?? ""),
    originalPrompt,
  };
}
