import { type BlogAgentEvent, blogAgentEventSchema, blogAgentStageSchema } from "@repo/schemas";
import { api } from "@/lib/api-client";
import { openEventStream, readEventStream, type SseMessage } from "@/lib/event-stream";

/** A progress event from either the built-in agent (JSON data) or an automation (event name). */
export function toProgressEvent(message: SseMessage): BlogAgentEvent | null {
  try {
    const parsed = blogAgentEventSchema.safeParse(JSON.parse(message.data));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: the event name may still say the stage.
  }
  const stage = blogAgentStageSchema.safeParse(message.event);
  return stage.success
    ? { stage: stage.data, message: message.data, at: new Date().toISOString() }
    : null;
}

/**
 * Follows `GET /api/admin/blog-agent/stream/:runId?live=1` with the admin's bearer.
 * `onReady` fires at the first bytes (the server has taken its starting point); resolves
 * when the stream ends or `signal` aborts; rejects when the stream is unavailable.
 */
export async function followBlogAgentProgress(
  runId: string,
  {
    signal,
    onEvent,
    onReady,
  }: { signal: AbortSignal; onEvent: (event: BlogAgentEvent) => void; onReady?: () => void },
): Promise<void> {
  const body = await openEventStream(
    api.admin["blog-agent"].stream[":runId"].$get(
      { param: { runId: encodeURIComponent(runId) }, query: { live: "1" } },
      { headers: { accept: "text/event-stream" }, init: { signal } },
    ),
  );
  await readEventStream(
    body,
    (message) => {
      const event = toProgressEvent(message);
      if (event) onEvent(event);
    },
    { signal, onFirstBytes: onReady },
  );
}
