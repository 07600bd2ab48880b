import { slugify } from "@repo/content";
import {
  type BlogAgentReply,
  type BlogAgentRequest,
  type BlogContentType,
  type BlogDraft,
  blogContentTypes,
  blogDraftSchema,
} from "@repo/schemas";
import { type Brand, company } from "@repo/site-content";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import type { KnowledgeHit, KnowledgeIndex } from "../../ai/knowledge";
import type { Deps } from "../../context";
import { contentAppError } from "../blogs";
import { emitProgress } from "./progress";

type AgentDeps = Pick<
  Deps,
  "storage" | "clock" | "content" | "llm" | "logger" | "env" | "brand" | "knowledge"
>;

/** One drawer conversation, kept in shared storage for a week (like the drawer's own sessions). */
interface AgentRun {
  messages: Array<{ role: "user" | "agent"; content: string }>;
  entryId: string | null;
}
const runKey = (runId: string) => `blog-agent:run:${runId}`;
const RUN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const AUDIENCES: Array<[RegExp, string]> = [
  ...company.industries.map((name): [RegExp, string] => {
    const stem = name.toLowerCase().replace(/s$/, "").replace(/-/g, "[- ]?");
    return [new RegExp(`\\b${stem}s?\\b`, "i"), name];
  }),
  [/\b(restaurant|cafe|café|bar|hospitality)s?\b/i, "Restaurants"],
  [/\b(lawyer|attorney|legal practice)s?\b/i, "Law firms"],
  [/\b(dentist|dental|clinic|doctor|medical|healthcare)s?\b/i, "Medical practices"],
  [/\b(shop|store|retailer)s?\b/i, "Retail"],
  [/\b(plumber|electrician|builder|roofer|hvac|contractor)s?\b/i, "Contractors"],
  [/\b(accountant|accounting|consultant|agency|agencies)s?\b/i, "Professional services"],
  [/\b(online store|ecommerce|shopify)\b/i, "E-commerce"],
  [/\b(factory|factories|manufacturer)s?\b/i, "Manufacturing"],
  [/\b(realtor|real estate agent|property manager)s?\b/i, "Real estate"],
  [
    /\b(small|local|medium)[- ]?(and medium[- ]?)?(business|businesses|company|companies|firms?)\b|\bsmbs?\b/i,
    "Small businesses",
  ],
];

const CONTENT_TYPES: Array<[RegExp, BlogContentType]> = [
  ...blogContentTypes.map((t): [RegExp, BlogContentType] => [
    new RegExp(t.replace(/-/g, "[- ]"), "i"),
    t,
  ]),
  [/\b(tips?|quick|checklist|listicle)\b/i, "Quick Tips"],
  [/\b(step[- ]by[- ]step|how[- ]to|guide|tutorial|walk ?through)\b/i, "Step-by-Step Guide"],
  [/\b(case stud(y|ies)|success story|example client)\b/i, "Case Study"],
  [/\b(explainer|explain|deep[- ]dive|in[- ]depth)\b/i, "In-Depth Explainer"],
  [/\b(market|trends?|news|outlook|forecast)\b/i, "Market Watch"],
];

const PROCEED =
  /\b(proceed|yes|yep|sure|go ahead|go for it|sounds good|do it|write it|create it|research)\b/i;

const FILLER = new Set(
  `a an the and or of to in on at by for with about from as is are be it its this that i me my we our us you your
  want would like need please can could write create make draft blog post posts article articles piece some something
  new idea ideas topic help me let lets let's do on thing stuff content maybe`.split(/\s+/),
);

const firstMatch = <T>(text: string, table: Array<[RegExp, T]>): T | null => {
  for (const [re, value] of table) if (re.test(text)) return value;
  return null;
};

/** The idea without request phrasing: "Write a blog post about AI chatbots" → "AI chatbots". */
export function extractTopic(message: string): string | null {
  const cleaned = message
    .replace(/[\r\n]+/g, " ")
    .replace(
      /^(hi|hello|hey)?[,!.\s]*(i('d| would)? (like|want) (you )?to |can you |could you |please )?(write|create|make|draft|do)?\s*(me\s+)?(an?|some)?\s*(new\s+)?(blog\s+)?(post|article|piece|blog)?\s*(about|on|regarding|covering)?\s*/i,
      "",
    )
    .replace(/[.!?]+$/, "")
    .trim();
  const words = cleaned.toLowerCase().match(/[\p{L}\p{N}$%]+/gu) ?? [];
  const meaningful = words.filter((w) => !FILLER.has(w));
  return meaningful.length >= 2 ? cleaned : null;
}

export interface Brief {
  topic: string | null;
  audience: string | null;
  contentType: BlogContentType | null;
  proceed: boolean;
  originalPrompt: string;
}

/** What the conversation has settled so far. */
export function readBrief(userMessages: string[]): Brief {
  const all = userMessages.join("\n");
  let topic: string | null = null;
  for (const m of userMessages) {
    topic = extractTopic(m);
    if (topic) break;
  }
  const last = userMessages.at(-1) ?? "";
  return {
    topic,
    audience: firstMatch(all, AUDIENCES),
    contentType: firstMatch(all, CONTENT_TYPES),
    proceed: PROCEED.test(last) && userMessages.length > 1,
    originalPrompt: userMessages.find((m) => extractTopic(m)) ?? userMessages[0] ?? "",
  };
}

function askFor(brief: Brief): string {
  if (!brief.topic) {
    return [
      "Happy to help! What should the post be about? A sentence is enough, for example: *how AI chatbots help restaurants take bookings after hours*.",
      "",
      "It also helps to know who it is for (which industry or audience) and which format you want:",
      ...blogContentTypes.map((t) => `- ${t}`),
    ].join("\n");
  }
  const missing: string[] = [];
  if (!brief.audience)
    missing.push(
      "**Audience:** who is it for? (e.g. restaurants, law firms, medical practices, contractors, or small businesses in general)",
    );
  if (!brief.contentType) {
    missing.push(`**Format:** which content type? ${blogContentTypes.join(", ")}.`);
  }
  return [
    `Great topic: "${brief.topic}". Two quick questions before I research it:`,
    "",
    ...missing.map((m) => `- ${m}`),
    "",
    'Answer these, or say "proceed" and I will use sensible defaults (small businesses, In-Depth Explainer).',
  ].join("\n");
}

const titleCase = (s: string) =>
  s
    .replace(/\b([\p{L}])([\p{L}']*)/gu, (w, first: string, rest: string) =>
      /^(a|an|the|and|or|of|to|in|on|at|by|for|with)$/i.test(w)
        ? w.toLowerCase()
        : first.toUpperCase() + rest,
    )
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\bAi\b/g, "AI");

/** Cuts at a word boundary so the result is at most `max` characters. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}

const sentence = (text: string) => text.split(/(?<=[.!?])\s/)[0] ?? text;

interface Research {
  hits: KnowledgeHit[];
}

function research(
  knowledge: KnowledgeIndex,
  brief: Required<Pick<Brief, "topic" | "audience">>,
): Research {
  const hits = knowledge
    .search(`${brief.topic} ${brief.audience}`, 8)
    .filter((h) => !/^(terms|privacy)-/.test(h.id))
    .slice(0, 5);
  return { hits };
}

type Settled = {
  topic: string;
  audience: string;
  contentType: BlogContentType;
  originalPrompt: string;
};

function seoFields(s: Settled, title: string) {
  const primaryKeyword = clip(s.topic.toLowerCase().replace(/[^\p{L}\p{N}\s-]/gu, ""), 60);
  const seoTitle = clip(title, 60);
  return { primaryKeyword, seoTitle };
}

/** The draft without an LLM: structured from the brief and the site's facts, marked as a start. */
export function composeDraft(brand: Brand, s: Settled, r: Research, runId: string): BlogDraft {
  const topic = titleCase(s.topic);
  const forWhom = s.audience === "Small businesses" ? "Small Businesses" : titleCase(s.audience);
  const title = topic.toLowerCase().includes(s.audience.toLowerCase())
    ? topic
    : `${topic} for ${forWhom}`;
  const { primaryKeyword, seoTitle } = seoFields(s, title);
  const audience = s.audience.toLowerCase();
  const facts = r.hits.map((h) => `- **${h.title}:** ${sentence(h.text.split("\n")[0] ?? "")}`);
  const excerpt = clip(
    `What ${audience} should know about ${s.topic.toLowerCase()}: where it helps, how to start, and what to measure.`,
    300,
  );
  const seoDescription = clip(
    `${title}: a practical ${s.contentType.toLowerCase()} on where it helps ${audience}, how to start small, and what results to expect.`,
    155,
  );
  const content = [
    `> **Starting draft to edit.** ${brand.companyName}'s built-in blog agent composed this outline from the topic and the facts on our site; no language model was used. Rewrite it in your own voice, add examples from real clients, and check every figure before publishing.`,
    "",
    `# ${title}`,
    "",
    `${excerpt}`,
    "",
    `## Why ${s.topic.toLowerCase()} matters for ${audience}`,
    "",
    `Owners of ${audience} tell us the same thing: too much of the week goes to repetitive work, and inquiries slip through when the team is busy. This section should explain, in plain words, the problem ${s.topic.toLowerCase()} solves and what it costs to leave it unsolved.`,
    "",
    "## What we see in practice",
    "",
    ...(facts.length ? facts : ["- Add two or three concrete observations from client work."]),
    "",
    `## ${s.contentType === "Step-by-Step Guide" ? "Step by step" : s.contentType === "Quick Tips" ? "Quick tips" : "How to get started"}`,
    "",
    "1. **Pick one process.** Start where the work is repetitive and the volume is steady.",
    "2. **Measure the baseline.** Hours spent, response times, leads lost — before anything changes.",
    "3. **Pilot for a few weeks.** Keep a person in the loop and review the results weekly.",
    "4. **Scale what works.** Extend the pilot to the next process only once it pays off.",
    "",
    "## Questions to answer before publishing",
    "",
    `- Which example from ${audience} best illustrates the point?`,
    "- Which numbers can we quote, and where do they come from?",
    "- What should the reader do next?",
    "",
    "## Next step",
    "",
    `${brand.companyName} offers a free ${company.discoveryCall.minutes}-minute discovery call to find the first process worth automating. [Book a call](${brand.bookingUrl}).`,
    "",
  ].join("\n");
  return {
    title,
    slug: slugify(title),
    excerpt,
    content,
    seoTitle,
    seoDescription,
    primaryKeyword,
    secondaryKeywords: [
      ...new Set([
        s.audience.toLowerCase(),
        s.contentType.toLowerCase(),
        ...r.hits.slice(0, 3).map((h) => h.title.toLowerCase()),
      ]),
    ],
    keywordAnalysis: `Primary keyword "${primaryKeyword}" appears in the title, the first paragraph and a heading. Secondary keywords come from the audience, the format and the site's related services.`,
    contentType: s.contentType,
    aiMeta: {
      runId,
      originalPrompt: s.originalPrompt,
      seoImprovements: [
        `SEO title kept to ${seoTitle.length} characters (limit 60)`,
        `Meta description kept to ${seoDescription.length} characters (limit 155)`,
        "Primary keyword placed in the title, the opening paragraph and an H2",
        "Body structured with H2 sections and a call to action",
      ],
    },
  };
}

/** The outline the LLM drafts while researching; checked with zod. */
const llmOutlineSchema = z.object({
  angle: z.string().min(10).max(400),
  sections: z
    .array(
      z.object({
        heading: z.string().min(3).max(120),
        points: z.array(z.string()).min(1).max(6),
      }),
    )
    .min(3)
    .max(8),
});
export type LlmOutline = z.infer<typeof llmOutlineSchema>;

/** What the LLM must return for the draft; checked with zod before anything is stored. */
const llmDraftSchema = z.object({
  title: z.string().min(5).max(120),
  excerpt: z.string().min(20).max(300),
  content: z.string().min(200),
  seoTitle: z.string().min(10).max(70),
  seoDescription: z.string().min(50).max(200),
  primaryKeyword: z.string().min(2).max(80),
  secondaryKeywords: z.array(z.string()).min(2).max(8),
  keywordAnalysis: z.string().min(10).max(1000),
  seoImprovements: z.array(z.string()).min(1).max(8),
});

function llmSystemPrompt(brand: Brand, task: string): string {
  return `You help write blog posts for ${brand.companyName}, an AI consultancy for small and medium businesses. Use only the facts given about the company; never invent client names or statistics. ${task}`;
}

function briefText(s: Settled, r: Research): string {
  const facts = r.hits.map((h) => `- ${h.title}: ${h.text.replace(/\n/g, " ")}`).join("\n");
  return `Topic: ${s.topic}\nAudience: ${s.audience}\nContent type: ${s.contentType}\nOriginal request: ${s.originalPrompt}\n\nFacts from our site:\n${facts || "(none matched)"}`;
}

const outlineText = (o: LlmOutline) =>
  [
    `Angle: ${o.angle}`,
    ...o.sections.map((x) => `## ${x.heading}\n${x.points.map((p) => `- ${p}`).join("\n")}`),
  ].join("\n");

/** The research step with an LLM: an outline built on the site's facts; null when it fails. */
async function llmOutline(
  deps: AgentDeps,
  s: Settled,
  r: Research,
  runId: string,
): Promise<LlmOutline | null> {
  const llm = deps.llm;
  if (!llm) return null;
  try {
    const completion = await llm.client.chat.completions.parse({
      model: llm.model,
      temperature: 0.4,
      response_format: zodResponseFormat(llmOutlineSchema, "blog_outline"),
      messages: [
        {
          role: "system",
          content: llmSystemPrompt(
            deps.brand,
            "Draft the outline of the post: its angle and 3 to 8 H2 sections with key points, ending with a call to action.",
          ),
        },
        { role: "user", content: briefText(s, r) },
      ],
    });
    return completion.choices[0]?.message.parsed ?? null;
  } catch (error) {
    deps.logger.warn({ err: error, runId }, "blog agent: LLM outline failed, drafting without it");
    return null;
  }
}

async function llmDraft(
  deps: AgentDeps,
  s: Settled,
  r: Research,
  outline: LlmOutline | null,
  runId: string,
): Promise<BlogDraft | null> {
  const llm = deps.llm;
  if (!llm) return null;
  const { brand } = deps;
  try {
    const completion = await llm.client.chat.completions.parse({
      model: llm.model,
      temperature: 0.6,
      response_format: zodResponseFormat(llmDraftSchema, "blog_draft"),
      messages: [
        {
          role: "system",
          content: llmSystemPrompt(
            brand,
            `Write the article in markdown with H2 headings, a short intro and a closing call to action to book the free ${company.discoveryCall.minutes}-minute discovery call (${brand.bookingUrl}). seoTitle at most 60 characters, seoDescription at most 155.`,
          ),
        },
        {
          role: "user",
          content: `${briefText(s, r)}${outline ? `\n\nFollow this outline:\n${outlineText(outline)}` : ""}`,
        },
      ],
    });
    const parsed = completion.choices[0]?.message.parsed;
    if (!parsed) return null;
    const draft = blogDraftSchema.safeParse({
      title: clip(parsed.title, 200),
      slug: slugify(parsed.title),
      excerpt: parsed.excerpt,
      content: parsed.content,
      seoTitle: clip(parsed.seoTitle, 60),
      seoDescription: clip(parsed.seoDescription, 155),
      primaryKeyword: parsed.primaryKeyword,
      secondaryKeywords: parsed.secondaryKeywords.slice(0, 20),
      keywordAnalysis: parsed.keywordAnalysis,
      contentType: s.contentType,
      aiMeta: { runId, originalPrompt: s.originalPrompt, seoImprovements: parsed.seoImprovements },
    });
    if (!draft.success) {
      deps.logger.warn(
        { runId },
        "blog agent: LLM draft did not validate, using the built-in draft",
      );
      return null;
    }
    return draft.data;
  } catch (error) {
    deps.logger.warn(
      { err: error, runId },
      "blog agent: LLM draft failed, using the built-in draft",
    );
    return null;
  }
}

/** The built-in agent: asks what it needs, researches the site's facts, creates a real draft. */
export async function builtInAgent(
  deps: AgentDeps,
  request: BlogAgentRequest,
): Promise<BlogAgentReply> {
  const { runId, message } = request;
  const run = (await deps.storage.kv.get<AgentRun>(runKey(runId))) ?? {
    messages: [],
    entryId: null,
  };
  run.messages.push({ role: "user", content: message });
  const save = (reply: string) => {
    run.messages.push({ role: "agent", content: reply });
    return deps.storage.kv.set(runKey(runId), run, RUN_TTL_MS);
  };
  await emitProgress(deps, runId, "thinking", "Reading your idea...");

  if (run.entryId) {
    const reply = `The draft for this conversation is already created (entry ${run.entryId}). Open it from the blog list to edit it, or start a new conversation for another post.`;
    await save(reply);
    await emitProgress(deps, runId, "complete", "Draft already created", run.entryId);
    return { reply, entryId: run.entryId, needsMoreInfo: false, conversationComplete: true };
  }

  const brief = readBrief(run.messages.filter((m) => m.role === "user").map((m) => m.content));
  const ready = brief.topic && ((brief.audience && brief.contentType) || brief.proceed);
  if (!brief.topic || !ready) {
    const reply = askFor(brief);
    await save(reply);
    await emitProgress(deps, runId, "complete", "Waiting for more details");
    return { reply, entryId: null, needsMoreInfo: true, conversationComplete: false };
  }

  const settled: Settled = {
    topic: brief.topic,
    audience: brief.audience ?? "Small businesses",
    contentType: brief.contentType ?? "In-Depth Explainer",
    originalPrompt: brief.originalPrompt,
  };
  await emitProgress(
    deps,
    runId,
    "researching",
    "Researching the topic. This takes 1-2 minutes...",
  );
  const found = research(deps.knowledge, settled);
  const outline = await llmOutline(deps, settled, found, runId);
  await emitProgress(deps, runId, "creating", "Writing the draft...");
  const fromLlm = await llmDraft(deps, settled, found, outline, runId);
  const draft = fromLlm ?? composeDraft(deps.brand, settled, found, runId);
  let post: Awaited<ReturnType<AgentDeps["content"]["createDraft"]>>;
  try {
    post = await deps.content.createDraft(draft, { environment: deps.env.APP_ENV });
  } catch (error) {
    await emitProgress(deps, runId, "error", "Could not save the draft");
    throw contentAppError(error);
  }
  run.entryId = post.id;
  const reply = [
    `Your draft **${post.title}** is ready (status: draft).`,
    "",
    `- Content type: ${post.contentType}`,
    `- Audience: ${settled.audience}`,
    `- SEO title: ${post.seoTitle} (${post.seoTitle?.length ?? 0}/60)`,
    `- Primary keyword: ${post.primaryKeyword}`,
    found.hits.length
      ? `- Sources from our site: ${found.hits.map((h) => h.title).join(", ")}`
      : "",
    "",
    fromLlm
      ? "Review it and edit before publishing."
      : "It is a starting draft composed without a language model: edit it before publishing.",
  ]
    .filter((l, i, a) => l !== "" || a[i - 1] !== "")
    .join("\n");
  await save(reply);
  await emitProgress(deps, runId, "complete", "Draft created", post.id);
  return { reply, entryId: post.id, needsMoreInfo: false, conversationComplete: true };
}
