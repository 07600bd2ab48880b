import { slugify } from "@repo/content";
import { type BlogDraft, blogDraftSchema } from "@repo/schemas";
import { type Brand, company } from "@repo/site-content";
import { z } from "zod";
import type { Deps } from "../../context";
import { notesFor } from "./compose";
import type { Settled } from "./headline";
import type { Grounding } from "./research";

type LlmDeps = Pick<Deps, "llm" | "logger" | "brand">;

/** What the model must answer: a draft in sections, checked with zod before anything is stored. */
export const modelDraftSchema = z.object({
  title: z.string().min(10).max(70),
  excerpt: z.string().min(40).max(160),
  intro: z.string().min(40),
  sections: z
    .array(z.object({ heading: z.string().min(3).max(90), body: z.string().min(40) }))
    .min(3)
    .max(12),
  seoTitle: z.string().min(10).max(60),
  seoDescription: z.string().min(50).max(155),
  primaryKeyword: z.string().min(2).max(60),
  keywords: z.array(z.string().min(2).max(60)).min(2).max(8),
  notesForOwner: z.array(z.string().max(300)).max(8),
});
export type ModelDraft = z.infer<typeof modelDraftSchema>;

const STRUCTURE: Record<Settled["contentType"], string> = {
  "Quick Tips": "numbered tips: each section heading starts with its number, e.g. '1. Start With…'",
  "Step-by-Step Guide": "numbered steps: section headings 'Step 1: …', 'Step 2: …', at least four",
  "Case Study": "sections 'The Situation', 'The Approach', 'The Result', then lessons",
  "In-Depth Explainer":
    "at least four explanatory sections: what it is, why it matters, how it works, how to start",
  "Market Watch":
    "a round-up: 'The Big Picture', trends ('Trend 1: …'), what it means, what to watch",
};

/** The site's facts the model may use, and nothing else. */
export function factsText(g: Grounding, brand: Brand): string {
  return [
    ...g.solutions.map((x) => `- Solution "${x.title}": ${x.description} Impact: ${x.impact}.`),
    ...g.figures.map((c) => `- Figure: ${c.impact} ${c.detail}.`),
    ...(g.story
      ? [
          `- Client story: ${g.story.name} (${g.story.industry}): ${g.story.implementedSolution}. ${g.story.metrics.map((m) => `${m.label}: ${m.value}`).join("; ")}.`,
        ]
      : []),
    `- ${brand.companyName} offers a free ${company.discoveryCall.minutes}-minute discovery call: ${brand.bookingUrl}`,
  ].join("\n");
}

function prompt(s: Settled, g: Grounding, brand: Brand): { system: string; user: string } {
  const system = [
    `You write blog posts for ${brand.companyName}, an AI implementation partner for small and medium businesses.`,
    "Use only the facts listed; never invent clients, quotes or statistics. Every percentage or dollar figure must come from the facts.",
    `Write for ${s.audience.readers} and mention no other industry. Structure: ${STRUCTURE[s.contentType]}.`,
    "The body is 700 to 1,100 words of markdown without an H1. The title is in title case, at most 70 characters, names the topic and contains no request words.",
    "The brief's instructions to you (research, proceed, tone, length, notes) shape the post but never appear in it; put anything the owner should check in notesForOwner.",
    s.noPitch
      ? "End without a sales pitch."
      : "End with a short call to book the free discovery call.",
  ].join(" ");
  const user = [
    `Topic: ${s.topic}`,
    `Audience: ${s.audience.label}`,
    `Content type: ${s.contentType}`,
    s.tone ? `Tone: ${s.tone}` : "",
    s.length ? `Length: about ${s.length} words` : "",
    s.keywords.length ? `Keywords: ${s.keywords.join(", ")}` : "",
    s.avoid.length ? `Do not mention: ${s.avoid.join(", ")}` : "",
    `Original brief: ${s.originalPrompt}`,
    "",
    "Facts from our site:",
    factsText(g, brand),
  ]
    .filter((l) => l !== "")
    .join("\n");
  return { system, user };
}

const FIGURE = /\$\s?\d[\d,.]*\s?k?|\d[\d,.]*\s?%/g;
/** Brief and agent talk that must not reach readers. */
const LEAK =
  /\b(please research|research it|proceed|audience:|format:|tone:|length:|note for you|as an ai (language )?model|notesForOwner)/i;

/** Problems zod cannot see: invented figures, the brief leaking in, a body far off the length. */
export function groundingProblems(d: ModelDraft, facts: string): string[] {
  const body = [d.intro, ...d.sections.map((x) => x.body)].join("\n");
  const problems: string[] = [];
  const normal = (f: string) => f.replace(/\s/g, "");
  const known = (facts.match(FIGURE) ?? []).map(normal);
  for (const f of body.match(FIGURE) ?? [])
    if (!known.includes(normal(f))) problems.push(`figure ${f.trim()} is not in the facts`);
  const leak = LEAK.exec([d.title, d.excerpt, d.seoTitle, d.seoDescription, body].join("\n"));
  if (leak) problems.push(`"${leak[0]}" is for the owner, not the post`);
  const words = body.split(/\s+/).filter(Boolean).length;
  if (words < 450 || words > 1400) problems.push(`body is ${words} words`);
  return problems;
}

/** The model's draft in our shape, or null when it did not give a valid, grounded one twice. */
export async function llmDraft(
  deps: LlmDeps,
  s: Settled,
  g: Grounding,
  runId: string,
): Promise<BlogDraft | null> {
  const llm = deps.llm;
  if (!llm) return null;
  const { system, user } = prompt(s, g, deps.brand);
  const facts = factsText(g, deps.brand);
  let feedback = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      const completion = await llm.client.chat.completions.parse({
        model: llm.model,
        temperature: 0.5,
        response_format: (await import("openai/helpers/zod")).zodResponseFormat(
          modelDraftSchema,
          "blog_draft",
        ),
        messages: [
          { role: "system", content: system },
          { role: "user", content: feedback ? `${user}\n\n${feedback}` : user },
        ],
      });
      const parsed = modelDraftSchema.safeParse(completion.choices[0]?.message.parsed);
      const problems = parsed.success
        ? groundingProblems(parsed.data, facts)
        : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      const draft =
        parsed.success && !problems.length ? toDraft(parsed.data, s, g, runId, llm.model) : null;
      if (draft) return draft;
      feedback = `Your previous answer was rejected: ${problems.slice(0, 5).join("; ") || "invalid draft"}. Fix it.`;
      deps.logger.warn({ runId, attempt, problems }, "blog agent: model draft rejected");
    } catch (error) {
      // Unparseable JSON lands here too: say so on the retry.
      feedback = "Your previous answer was rejected: it was not valid JSON for the schema.";
      deps.logger.warn({ err: error, runId, attempt }, "blog agent: model draft failed");
    }
  }
  return null;
}

function toDraft(d: ModelDraft, s: Settled, g: Grounding, runId: string, model: string) {
  const content = [
    d.intro.trim(),
    ...d.sections.map((x) => `## ${x.heading.replace(/^#+\s*/, "")}\n\n${x.body.trim()}`),
  ].join("\n\n");
  const notes = [notesFor(s, g, content, model), ...d.notesForOwner.map((n) => `- ${n}`)].join(
    "\n",
  );
  const draft = blogDraftSchema.safeParse({
    title: d.title,
    slug: slugify(d.title, 60),
    excerpt: d.excerpt,
    content,
    seoTitle: d.seoTitle,
    seoDescription: d.seoDescription,
    primaryKeyword: d.primaryKeyword.toLowerCase(),
    secondaryKeywords: d.keywords.map((k) => k.toLowerCase()),
    contentType: s.contentType,
    internalNotes: notes.slice(0, 5000),
    aiMeta: {
      runId,
      originalPrompt: s.originalPrompt,
      seoImprovements: [`Written by ${model} from the site's facts`],
    },
  });
  return draft.success ? draft.data : null;
}
