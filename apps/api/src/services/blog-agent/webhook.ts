import type { BlogAgentReply, BlogAgentRequest } from "@repo/schemas";
import { blogAgentReplySchema } from "@repo/schemas";
import { AppError } from "../../lib/errors";

/** SPEC §9: the external automation may research for minutes. */
export const WEBHOOK_TIMEOUT_MS = 300_000;

/** The §8 texts the drawer shows. */
export const webhookTexts = {
  notConfigured:
    "The blog automation webhook address is not configured. Set BLOG_WEBHOOK_URL or use the built-in agent.",
  noResponse: "No response from the webhook. Please check your connection.",
  timeout:
    "The operation is taking longer than expected. This often happens during research. Please wait a moment and check your blog list.",
  failed: "Failed to send message. Please try again.",
  serverError: (status: number, message?: string) =>
    `webhook error: ${status} - ${message || "Unknown error"}`,
};

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    for (const k of ["message", "error"])
      if (typeof b[k] === "string" && b[k]) return b[k] as string;
  }
  return typeof body === "string" && body.trim() ? body.trim().slice(0, 300) : undefined;
}

/** Forwards one drawer message to the external blog automation and returns its reply. */
export async function forwardToWebhook(
  url: string | undefined,
  request: BlogAgentRequest,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<BlogAgentReply> {
  if (!url) throw new AppError("upstream_error", webhookTexts.notConfigured);
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ runId: request.runId, message: request.message }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new AppError("upstream_error", webhookTexts.timeout, { cause: error });
    }
    throw new AppError("upstream_error", webhookTexts.noResponse, { cause: error });
  }
  const text = await res.text().catch(() => "");
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text for the error message.
  }
  if (!res.ok) {
    throw new AppError("upstream_error", webhookTexts.serverError(res.status, messageOf(body)));
  }
  // Automations often answer a one-item array; nullish fields get their defaults.
  const raw = Array.isArray(body) ? body[0] : body;
  const r = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const parsed = blogAgentReplySchema.safeParse({
    reply: typeof r.reply === "string" ? r.reply : typeof r.output === "string" ? r.output : "",
    entryId: typeof r.entryId === "string" && r.entryId ? r.entryId : null,
    needsMoreInfo: r.needsMoreInfo === true,
    conversationComplete: r.conversationComplete === true,
  });
  if (!parsed.success || !parsed.data.reply) {
    throw new AppError("upstream_error", webhookTexts.failed);
  }
  return parsed.data;
}

/** The webhook's own progress stream (webhook address + /stream/{runId}), passed through. */
export async function openWebhookStream(url: string, runId: string, signal: AbortSignal) {
  return fetch(`${url.replace(/\/+$/, "")}/stream/${encodeURIComponent(runId)}`, {
    headers: { accept: "text/event-stream" },
    signal,
  });
}
