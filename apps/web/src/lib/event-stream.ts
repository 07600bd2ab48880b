/**
 * Server-sent events from our API, read with `fetch` (EventSource cannot send the admin's
 * bearer) and parsed by `eventsource-parser` (the WHATWG event-stream rules).
 */
import { ApiError, NO_RESPONSE_MESSAGE, unwrap } from "./api-client";

// The reader is shared with the embeddable chat widget, so both parse streams one way.
export { readEventStream, type SseMessage } from "@repo/chat-widget/event-stream";

/**
 * The body of a typed client's stream call once its headers arrive; a failure is the same
 * `ApiError` as any other call's (a 401 clears the login), and an abort passes through.
 */
export async function openEventStream(
  call: Promise<Pick<Response, "ok" | "status" | "json" | "body">>,
): Promise<ReadableStream<Uint8Array>> {
  let res: Awaited<typeof call>;
  try {
    res = await call;
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0, "network_error");
  }
  if (res.ok && res.body) return res.body;
  // Not a stream: the error answer, read and thrown as any other call's.
  await unwrap(Promise.resolve(res));
  throw new ApiError(`Request failed (${res.status})`, res.status, "http_error");
}
