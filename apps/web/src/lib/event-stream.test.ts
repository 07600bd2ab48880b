import { describe, expect, it } from "vitest";
import { readEventStream, type SseMessage } from "./event-stream";

/** The events read from a body sent in `chunks`. */
async function parse(chunks: string[]) {
  const out: SseMessage[] = [];
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  await readEventStream(body, (m) => out.push(m));
  return out;
}

describe("server-sent events reader", () => {
  it("reads named events with JSON data and skips comments", async () => {
    expect(
      await parse([
        ': ready\n\nevent: thinking\ndata: {"stage":"thinking"}\n\n',
        "event: creating\ndata: {}\nid: 7\n\n",
      ]),
    ).toEqual([
      { event: "thinking", data: '{"stage":"thinking"}', id: undefined },
      { event: "creating", data: "{}", id: "7" },
    ]);
  });

  it("joins events cut anywhere across chunks, CRLF included", async () => {
    const text = "event: researching\r\ndata: line one\r\ndata:line two\r\n\r\ndata: plain\n\n";
    for (let cut = 1; cut < text.length; cut++) {
      expect(await parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: "researching", data: "line one\nline two", id: undefined },
        { event: "message", data: "plain", id: undefined },
      ]);
    }
  });

  it("dispatches nothing without data, and nothing before the blank line", async () => {
    expect(await parse(["event: thinking\n\n", "event: creating\ndata: x\n"])).toEqual([]);
  });
});
