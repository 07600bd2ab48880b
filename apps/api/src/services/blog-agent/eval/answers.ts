import type { BriefCase } from "./briefs";

/**
 * A short brief, then the owner's answer naming readers the site has no profile for in a
 * sentence that also names a trade it has one for ("bakery owners with one or two shops").
 * `answeredBriefs` were found by drafting as an owner on a running server ("AI for bakeries"
 * became "AI for Retailers: 7 Quick Tips", bakeries never named); `answeredHeldOut` were
 * written at the same time and first run after the fix.
 */
export const answeredBriefs: BriefCase[] = [
  {
    id: "bakeries-answer",
    brief: "AI for bakeries",
    answer:
      "It is for bakery owners with one or two shops, tips format, keep it light, around 800 words",
    complete: false,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["ai"],
    audienceWords: ["baker"],
  },
  {
    id: "florists-answer",
    brief: "a post about chatbots",
    answer: "florist owners who run a shop or two. quick tips. proceed",
    complete: false,
    contentType: "Quick Tips",
    industry: null,
    topicWords: ["chatbot"],
    audienceWords: ["florist"],
  },
];

export const answeredHeldOut: BriefCase[] = [
  {
    id: "yoga-answer",
    brief: "something on AI scheduling for yoga studios",
    answer: "studio owners with a small front desk team; step by step guide",
    complete: false,
    contentType: "Step-by-Step Guide",
    industry: null,
    topicWords: ["scheduling"],
    audienceWords: ["yoga", "studio"],
  },
  {
    id: "salon-answer",
    brief: "write about reducing no-shows",
    answer: "for salon owners running a shop with three chairs, explainer",
    complete: false,
    contentType: "In-Depth Explainer",
    industry: null,
    topicWords: ["no-show"],
    audienceWords: ["salon"],
  },
];
