/**
 * The widget's calls to the chat API, through `hc` typed by the API's own routes (a
 * type-only import: no server code reaches the embed); the answer streams as server-sent
 * events read by the shared `eventsource-parser` reader.
 */
import type { AppType } from "@repo/api/app";
import type { ChatMessageResponse, ChatSessionResponse } from "@repo/schemas";
import { hc } from "hono/client";
import { readEventStream } from "./event-stream";

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

/** The chat part of the typed client, at the site the widget is embedded for. */
const chatApi = (base: string) =>
  hc<AppType>(`${base.replace(/\/+$/, "")}/api`, {
    // The global fetch at call time (tests stand in for the network there).
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  }).chat;

export async function createSession(
  base: string,
  visitorId?: string,
): Promise<ChatSessionResponse> {
  const res = await chatApi(base).session.$post({
    json: { ...(visitorId ? { visitorId } : {}), timeZone: visitorTimeZone() },
  });
  if (!res.ok) throw new ChatApiError(`session failed: ${res.status}`, res.status);
  return res.json();
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
  const res = await chatApi(base).message.stream.$post(
    { json: { sessionId, message } },
    { headers: { accept: "text/event-stream" } },
  );
  if (!res.ok || !res.body) throw new ChatApiError(`message failed: ${res.status}`, res.status);
  let done: ChatMessageResponse | null = null;
  let failure: ChatApiError | null = null;
  await readEventStream(res.body, ({ event, data }) => {
    if (failure || !data) return;
    const parsed = JSON.parse(data) as { text?: string; error?: string };
    if (event === "delta" && parsed.text) onDelta(parsed.text);
    // The stream's events carry JSON the route wrote from these same types.
    else if (event === "done") done = parsed as unknown as ChatMessageResponse;
    else if (event === "error") failure = new ChatApiError(parsed.error ?? "stream error", 500);
  });
  if (failure) throw failure;
  if (!done) throw new ChatApiError("stream ended early", 500);
  return done;
}
