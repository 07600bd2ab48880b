/**
 * Server-sent events from our API, read with `fetch` (EventSource cannot send the admin's
 * bearer) and parsed by `eventsource-parser` (the WHATWG event-stream rules).
 */
import { createParser } from "eventsource-parser";
import { ApiError, NO_RESPONSE_MESSAGE, unwrap } from "./api-client";

/** One server-sent event: its name ("message" when unnamed), data lines joined, last id. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

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

/**
 * Reads `body` to its end, calling `onMessage` for each complete event; `onFirstBytes` runs
 * once, when the server has sent anything (a comment included). An event cut off by the end
 * is dropped, as EventSource does. Resolves when the stream ends or `signal` aborts.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
  { signal, onFirstBytes }: { signal?: AbortSignal; onFirstBytes?: () => void } = {},
): Promise<void> {
  const parser = createParser({
    onEvent: ({ event, data, id }) => onMessage({ event: event ?? "message", data, id }),
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let first = true;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (first) {
        first = false;
        onFirstBytes?.();
      }
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } catch (error) {
    if (!signal?.aborted) throw error;
  } finally {
    reader.releaseLock();
  }
}
