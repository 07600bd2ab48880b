import type { ChatMessageResponse, ChatSessionResponse } from "@repo/schemas";

/** A failed call; `status` 404 means the session is gone and a new one should start. */
export class ChatApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The visitor's IANA time zone, so offered call times read in local time. */
function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const url = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

export async function createSession(
  base: string,
  visitorId?: string,
): Promise<ChatSessionResponse> {
  const res = await fetch(url(base, "/api/chat/session"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...(visitorId ? { visitorId } : {}), timeZone: visitorTimeZone() }),
  });
  if (!res.ok) throw new ChatApiError(`session failed: ${res.status}`, res.status);
  return (await res.json()) as ChatSessionResponse;
}

/**
 * Sends a message over the streaming endpoint (server-sent events on a POST), passing each
 * piece of the answer to `onDelta`; resolves with the whole response.
 */
export async function sendMessage(
  base: string,
  sessionId: string,
  message: string,
  onDelta: (text: string) => void,
): Promise<ChatMessageResponse> {
  const res = await fetch(url(base, "/api/chat/message/stream"), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify({ sessionId, message }),
  });
  if (!res.ok || !res.body) throw new ChatApiError(`message failed: ${res.status}`, res.status);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  let done: ChatMessageResponse | null = null;
  for (;;) {
    const { value, done: finished } = await reader.read();
    if (value) buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.replace(/^data: ?/, ""))
        .join("\n");
      if (!data) continue;
      const parsed = JSON.parse(data) as { text?: string; error?: string };
      if (event === "delta" && parsed.text) onDelta(parsed.text);
      else if (event === "done") done = parsed as unknown as ChatMessageResponse;
      else if (event === "error") throw new ChatApiError(parsed.error ?? "stream error", 500);
    }
    if (finished) break;
  }
  if (!done) throw new ChatApiError("stream ended early", 500);
  return done;
}
