import { type BlogAgentEvent, blogAgentEventSchema, blogAgentStageSchema } from "@repo/schemas";
import { adminStream } from "@/lib/admin-api";

/** One server-sent event: its name ("message" when unnamed), data lines joined, last id. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental server-sent-events parser (the WHATWG event-stream rules): feed it text as
 * it arrives, in chunks cut anywhere; it calls `onMessage` for each complete event.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = "";
  let event = "";
  let data: string[] = [];
  let id: string | undefined;

  function line(text: string) {
    if (text === "") {
      if (data.length) onMessage({ event: event || "message", data: data.join("\n"), id });
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return; // a comment, e.g. keep-alive or ": ready"
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") event = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) id = value;
  }

  return {
    push(chunk: string) {
      buffer += chunk;
      for (;;) {
        const end = /\r\n|\r|\n/.exec(buffer);
        if (!end) break;
        // A lone CR at the end may be the first half of a CRLF cut between chunks.
        if (end[0] === "\r" && end.index === buffer.length - 1) break;
        line(buffer.slice(0, end.index));
        buffer = buffer.slice(end.index + end[0].length);
      }
    },
  };
}

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
  const body = await adminStream(`/admin/blog-agent/stream/${encodeURIComponent(runId)}`, {
    query: { live: 1 },
    signal,
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser((message) => {
    const event = toProgressEvent(message);
    if (event) onEvent(event);
  });
  let ready = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (!ready) {
        ready = true;
        onReady?.();
      }
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode()); // an event cut off by the end is dropped, as in EventSource
  } catch (error) {
    if (!signal.aborted) throw error;
  } finally {
    reader.releaseLock();
  }
}
