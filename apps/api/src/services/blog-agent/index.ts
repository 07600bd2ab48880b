import type { BlogAgentReply, BlogAgentRequest } from "@repo/schemas";
import type { Deps } from "../../context";
import { emitProgress, resetProgress } from "./progress";
import { builtInAgent } from "./run";
import { forwardToWebhook } from "./webhook";

export { isFinal, readProgress } from "./progress";
export { openWebhookStream, WEBHOOK_TIMEOUT_MS, webhookTexts } from "./webhook";

/** SPEC §7: the connection test sends runId 'test-connection' and message 'ping'. */
export const isConnectionTest = (r: BlogAgentRequest) =>
  r.runId === "test-connection" && r.message.trim().toLowerCase() === "ping";

/** One drawer message: the external automation when BLOG_WEBHOOK_URL is set, else the built-in agent. */
export async function runBlogAgent(deps: Deps, request: BlogAgentRequest): Promise<BlogAgentReply> {
  const webhook = deps.env.BLOG_WEBHOOK_URL;
  if (isConnectionTest(request) && !webhook) {
    return {
      reply: `pong: the built-in blog agent is ready (content service: ${deps.content.kind}).`,
      entryId: null,
      needsMoreInfo: false,
      conversationComplete: false,
    };
  }
  if (webhook) return forwardToWebhook(webhook, request);
  await resetProgress(deps, request.runId);
  try {
    return await builtInAgent(deps, request);
  } catch (error) {
    await emitProgress(deps, request.runId, "error", "The agent failed").catch(() => {});
    throw error;
  }
}
