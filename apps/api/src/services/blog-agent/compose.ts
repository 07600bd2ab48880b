import type { BlogDraft } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import { type Headline, headlineFor, type Settled } from "./headline";
import type { Grounding } from "./research";
import { writeBody } from "./sections";

const words = (md: string) => (md.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

/** Topics, not formats or client names: the keyword, the owner's keywords, the audience, the field. */
function tagsFor(s: Settled, h: Headline, g: Grounding): string[] {
  const categories: Record<string, string> = {
    "marketing-sales": "marketing and sales",
    "customer-engagement": "customer engagement",
    "strategic-insights": "business insights",
    operations: "operations",
  };
  const candidates = [
    h.primaryKeyword,
    ...s.keywords,
    s.audience.label.toLowerCase(),
    ...g.solutions.slice(0, 2).map((x) => categories[x.category] ?? ""),
    "ai automation",
  ];
  return [
    ...new Set(
      candidates.map((t) => t.trim().toLowerCase()).filter((t) => t && t.split(/\s+/).length <= 4),
    ),
  ].slice(0, 6);
}

/** What the owner should know before publishing; kept out of the public body. */
export function notesFor(s: Settled, g: Grounding, body: string, model: string | null): string {
  const lines = [
    model
      ? `Drafted with the language model ${model} from the brief and the site's facts. Read it through before publishing.`
      : "Drafted by the built-in agent (no language model) from the brief and the site's facts. The structure and facts are sound; the wording is general, so add an example or two of your own.",
    `Audience: ${s.audience.label}. Format: ${s.contentType}. ${words(body)} words.`,
  ];
  if (s.tone) lines.push(`Tone asked for: ${s.tone}. Check the wording matches it.`);
  if (s.length) lines.push(`Length asked for: about ${s.length} words.`);
  if (s.keywords.length) lines.push(`Keywords asked for: ${s.keywords.join(", ")}.`);
  if (s.avoid.length) lines.push(`Left out as asked: ${s.avoid.join(", ")}.`);
  if (s.instructions.length) lines.push(`Instructions in the brief: ${s.instructions.join("; ")}.`);
  const facts = [
    ...g.solutions.map((x) => x.title),
    ...g.challenges.map((c) => `${c.impact} ${c.detail}`),
    ...(g.story ? [`${g.story.name} (client story)`] : []),
  ];
  if (facts.length) lines.push(`Facts used from the site, to verify: ${facts.join("; ")}.`);
  if (s.contentType === "Case Study" && !g.story) {
    lines.push(
      "This case study is a composite with no client named: replace it with a real client's story and figures, with their permission, before publishing.",
    );
  }
  if (!model) {
    lines.push(
      "With a language model configured, the agent writes topic-specific examples and wording grounded in the same facts.",
    );
  }
  return lines.map((l) => `- ${l}`).join("\n");
}

/** The built-in draft: headline, a body structured by its content type, SEO fields and notes. */
export function composeDraft(brand: Brand, s: Settled, g: Grounding, runId: string): BlogDraft {
  const h = headlineFor(s);
  const content = writeBody({ s, h, g, brand });
  return {
    title: h.title,
    slug: h.slug,
    excerpt: h.excerpt,
    content,
    seoTitle: h.seoTitle,
    seoDescription: h.seoDescription,
    primaryKeyword: h.primaryKeyword,
    secondaryKeywords: tagsFor(s, h, g),
    keywordAnalysis: `Primary keyword "${h.primaryKeyword}" appears in the opening paragraph${content.toLowerCase().split(h.primaryKeyword).length > 2 ? " and again in the body" : ""}; the title names the topic and the audience where it fits in 70 characters.`,
    contentType: s.contentType,
    internalNotes: notesFor(s, g, content, null),
    aiMeta: {
      runId,
      originalPrompt: s.originalPrompt,
      seoImprovements: [
        `SEO title kept to ${h.seoTitle.length} characters (limit 60)`,
        `Meta description kept to ${h.seoDescription.length} characters (limit 155)`,
        "Primary keyword placed in the opening paragraph",
        `Body structured as a ${s.contentType} with H2 sections`,
      ],
    },
  };
}
