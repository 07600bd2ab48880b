import {
  type Challenge,
  challenges,
  type Solution,
  solutions,
  type Testimonial,
  testimonial,
} from "@repo/site-content";
import type { KnowledgeIndex } from "../../ai/knowledge";
import type { Settled } from "./headline";
import { keyPhrase } from "./topic";

/** The site's facts a draft may use: nothing here is invented, and all of it fits the audience. */
export interface Grounding {
  solutions: Solution[];
  challenges: Challenge[];
  /** The client story, only for the industry it comes from and when the owner allows names. */
  story: Testimonial | null;
  /** Every challenge figure the owner's instructions allow, for round-ups. */
  figures: Challenge[];
}

const FALLBACK_SOLUTIONS = [
  "website-concierge",
  "ai-team-operations-booster",
  "smart-lead-qualifier",
];
const FALLBACK_CHALLENGES = ["slow-response", "manual-work"];

const mentions = (text: string, words: string[]) =>
  words.some((w) => w.length > 2 && text.toLowerCase().includes(w.replace(/ing$|s$/, "")));

const challengeText = (c: Challenge) => `${c.title} ${c.description} ${c.impact} ${c.detail}`;

/** Searches the site's passages for the topic and keeps the solutions and challenges it finds. */
export function research(knowledge: KnowledgeIndex, s: Settled): Grounding {
  // The key phrase, not the whole topic: "the real cost of …" would pull in pricing.
  const query = [keyPhrase(s.topic) ?? s.topic, ...s.keywords].join(" ");
  const hits = knowledge.search(query, 12).map((h) => h.id);
  const noMoney = s.avoid.some((a) => /pric|cost|money|fee|\$/.test(a));
  const allowed = (text: string) => !mentions(text, s.avoid) && !(noMoney && text.includes("$"));
  const pick = <T extends { id: string }>(
    all: readonly T[],
    prefix: string,
    fallback: string[],
    n: number,
    text: (x: T) => string,
  ): T[] => {
    const found = hits
      .filter((id) => id.startsWith(prefix))
      .map((id) => all.find((x) => `${prefix}${x.id}` === id))
      .filter((x): x is T => !!x)
      // Leave room for one that fits the industry.
      .slice(0, n - 1);
    const extra = fallback.map((id) => all.find((x) => x.id === id)).filter((x): x is T => !!x);
    return [...new Set([...found, ...extra])].filter((x) => allowed(text(x))).slice(0, n);
  };
  const usable = solutions.filter((x) => !x.isCustom);
  const namesAllowed = !s.avoid.some((a) => /client|customer|name|testimonial|case/.test(a));
  return {
    solutions: pick(
      usable,
      "solution-",
      [...s.audience.solutions, ...FALLBACK_SOLUTIONS],
      3,
      (x) => `${x.title} ${x.description} ${x.impact}`,
    ),
    challenges: pick(challenges, "challenge-", FALLBACK_CHALLENGES, 2, challengeText),
    figures: challenges.filter((c) => allowed(challengeText(c))),
    story: s.audience.industry === "Medical practices" && namesAllowed ? testimonial : null,
  };
}
