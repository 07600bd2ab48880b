import type { BlogAgentReply, BlogAgentRequest, BlogPost } from "@repo/schemas";
import { z } from "zod";
import type { Deps } from "../../context";
import { contentAppError } from "../blogs";
import { generalAudience } from "./audiences";
import { type Brief, readBrief } from "./brief";
import { composeDraft } from "./compose";
import type { Settled } from "./headline";
import { llmDraft } from "./llm-draft";
import { emitProgress } from "./progress";
import { askFor, missingFrom, missingSchema } from "./questions";
import { research } from "./research";

type AgentDeps = Pick<
  Deps,
  "storage" | "clock" | "content" | "llm" | "logger" | "env" | "brand" | "knowledge"
>;

/**
 * One drawer conversation, kept in shared storage for a week (like the drawer's own sessions).
 * A stored run of another shape reads as none: the conversation starts again from this message.
 */
const agentRunSchema = z.object({
  messages: z.array(z.object({ role: z.enum(["user", "agent"]), content: z.string() })),
  entryId: z.string().nullable(),
  /** What the agent already asked about: it never asks the same thing twice. */
  asked: z.array(missingSchema).optional(),
});
const runKey = (runId: string) => `blog-agent:run:${runId}`;
const RUN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The brief with sensible defaults for whatever the owner left open. */
function settle(brief: Brief & { topic: string }): Settled {
  return {
    topic: brief.topic,
    count: brief.count ?? 7,
    audience: brief.audience ?? generalAudience(),
    contentType: brief.contentType ?? "In-Depth Explainer",
    keywords: brief.keywords,
    tone: brief.tone,
    length: brief.length,
    avoid: brief.avoid,
    noPitch: brief.noPitch,
    instructions: brief.instructions,
    originalPrompt: brief.originalPrompt,
  };
}

function doneReply(post: BlogPost, s: Settled, fromModel: boolean): string {
  return [
    `Your draft **${post.title}** is ready (status: draft).`,
    "",
    `- Format: ${post.contentType}, for ${s.audience.label.toLowerCase()}`,
    `- SEO title: ${post.seoTitle} (${post.seoTitle?.length ?? 0}/60)`,
    `- Primary keyword: ${post.primaryKeyword}`,
    "",
    fromModel
      ? "Open it from the blog list with Edit to check it; my notes for you are in the preview."
      : "I wrote it without a language model: open it with Edit to add an example of your own; my notes for you are in the preview.",
  ].join("\n");
}

/** The built-in agent: reads the brief, asks once for what is missing, then writes the draft. */
export async function builtInAgent(
  deps: AgentDeps,
  request: BlogAgentRequest,
): Promise<BlogAgentReply> {
  const { runId, message } = request;
  const run = (await deps.storage.kv.read(runKey(runId), agentRunSchema)) ?? {
    messages: [],
    entryId: null,
  };
  const asked = run.asked ?? [];
  run.messages.push({ role: "user", content: message });
  const save = (reply: string) => {
    run.messages.push({ role: "agent", content: reply });
    return deps.storage.kv.set(runKey(runId), { ...run, asked }, RUN_TTL_MS);
  };
  await emitProgress(deps, runId, "thinking", "Reading your idea...");

  if (run.entryId) {
    const reply = `The draft for this conversation is already created (entry ${run.entryId}). Open it from the blog list to edit it, or start a new conversation for another post.`;
    await save(reply);
    await emitProgress(deps, runId, "complete", "Draft already created", run.entryId);
    return { reply, entryId: run.entryId, needsMoreInfo: false, conversationComplete: true };
  }

  const brief = readBrief(run.messages.filter((m) => m.role === "user").map((m) => m.content));
  const missing = missingFrom(brief, asked);
  const mustAsk = !brief.topic || (missing.length > 0 && !brief.proceed);
  if (mustAsk) {
    const reply = askFor(brief, missing, asked);
    for (const m of missing) if (!asked.includes(m)) asked.push(m);
    await save(reply);
    await emitProgress(deps, runId, "complete", "Waiting for more details");
    return { reply, entryId: null, needsMoreInfo: true, conversationComplete: false };
  }

  const settled = settle({ ...brief, topic: brief.topic as string });
  await emitProgress(
    deps,
    runId,
    "researching",
    "Researching the topic. This takes 1-2 minutes...",
  );
  const grounding = research(deps.knowledge, settled);
  await emitProgress(deps, runId, "creating", "Writing the draft...");
  const fromModel = await llmDraft(deps, settled, grounding, runId);
  const draft = fromModel ?? composeDraft(deps.brand, settled, grounding, runId);
  let post: BlogPost;
  try {
    post = await deps.content.createDraft(draft, { environment: deps.env.APP_ENV });
  } catch (error) {
    await emitProgress(deps, runId, "error", "Could not save the draft");
    throw contentAppError(error);
  }
  run.entryId = post.id;
  const reply = doneReply(post, settled, !!fromModel);
  await save(reply);
  await emitProgress(deps, runId, "complete", "Draft created", post.id);
  return { reply, entryId: post.id, needsMoreInfo: false, conversationComplete: true };
}
