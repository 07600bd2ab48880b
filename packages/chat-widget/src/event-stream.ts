/**
 * Reads a server-sent-event body with `eventsource-parser` (the WHATWG event-stream rules).
 * Dependency-light on purpose: the embeddable widget and the SPA both read streams with it.
 */
import { createParser } from "eventsource-parser";

/** One server-sent event: its name ("message" when unnamed), data lines joined, last id. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
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
