import type { BlogContentType } from "@repo/schemas";
import { caseStudy } from "./case-study";
import { explainer } from "./explainer";
import { faq } from "./faq";
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

const words = (md: string) => (md.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

/**
 * The markdown body of a built-in draft, structured by its content type (no H1: the page has
 * it). A brief asking for a longer post gets the owners' common questions before the close.
 */
export function writeBody(c: BodyContext): string {
  const body = WRITERS[c.s.contentType](c);
  if (!c.s.length || c.s.length < 900 || words(body) > 950) return body;
  const close = body.lastIndexOf("\n## ");
  return `${body.slice(0, close)}\n\n${faq(c).join("\n").trim()}\n${body.slice(close)}`;
}
