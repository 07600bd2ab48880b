import type { BlogContentType } from "@repo/schemas";
import { caseStudy } from "./case-study";
import { explainer } from "./explainer";
import { marketWatch } from "./market-watch";
import { quickTips } from "./quick-tips";
import type { BodyContext } from "./shared";
import { stepGuide } from "./step-guide";

export type { BodyContext } from "./shared";

const WRITERS: Record<BlogContentType, (c: BodyContext) => string> = {
  "Quick Tips": quickTips,
  "Step-by-Step Guide": stepGuide,
  "Case Study": caseStudy,
  "In-Depth Explainer": explainer,
  "Market Watch": marketWatch,
};

/** The markdown body of a built-in draft, structured by its content type (no H1: the page has it). */
export const writeBody = (c: BodyContext): string => WRITERS[c.s.contentType](c);
