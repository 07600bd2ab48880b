import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createSseParser,
  followBlogAgentProgress,
  type SseMessage,
  toProgressEvent,
} from "./agent-progress";

const parse = (chunks: string[]) => {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const c of chunks) parser.push(c);
  return out;
};

describe("server-sent events parser", () => {
  it("reads named events with JSON data and skips comments", () => {
    expect(
      parse([
        ': ready\n\nevent: thinking\ndata: {"stage":"thinking"}\n\n',
        "event: creating\ndata: {}\nid: 7\n\n",
      ]),
    ).toEqual([
      { event: "thinking", data: '{"stage":"thinking"}', id: undefined },
      { event: "creating", data: "{}", id: "7" },
    ]);
  });

  it("joins events cut anywhere across chunks, CRLF included", () => {
    const text = "event: researching\r\ndata: line one\r\ndata:line two\r\n\r\ndata: plain\n\n";
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: "researching", data: "line one\nline two", id: undefined },
        { event: "message", data: "plain", id: undefined },
      ]);
    }
  });

  it("dispatches nothing without data, and nothing before the blank line", () => {
    expect(parse(["event: thinking\n\n", "event: creating\ndata: x\n"])).toEqual([]);
  });

  it("turns our JSON events and an automation's named events into progress", () => {
    expect(
      toProgressEvent({
        event: "complete",
        data: JSON.stringify({
          stage: "complete",
          message: "Draft created",
          at: "t",
          entryId: "e1",
        }),
      }),
    ).toEqual({ stage: "complete", message: "Draft created", at: "t", entryId: "e1" });
    expect(toProgressEvent({ event: "researching", data: "Looking things up" })).toMatchObject({
      stage: "researching",
      message: "Looking things up",
    });
    expect(toProgressEvent({ event: "message", data: "hello" })).toBeNull();
  });
});

describe("following a run's progress", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("reads the stream with fetch and the admin bearer, in order", async () => {
    localStorage.setItem("adminToken", "tok");
    const requests: { url: string; headers: Record<string, string> }[] = [];
    const encoder = new TextEncoder();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: init?.headers as Record<string, string> });
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode(": ready\n\nevent: thinking\ndata: "));
          c.enqueue(encoder.encode('{"stage":"thinking","message":"m","at":"1"}\n\nevent: creat'));
          c.enqueue(encoder.encode('ing\ndata: {"stage":"creating","message":"m","at":"2"}\n\n'));
          c.close();
        },
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    const stages: string[] = [];
    let ready = 0;
    await followBlogAgentProgress("blog-1", {
      signal: new AbortController().signal,
      onEvent: (e) => stages.push(e.stage),
      onReady: () => ready++,
    });
    expect(stages).toEqual(["thinking", "creating"]);
    expect(ready).toBe(1);
    expect(requests[0]?.url).toBe("/api/admin/blog-agent/stream/blog-1?live=1");
    expect(requests[0]?.headers).toMatchObject({
      authorization: "Bearer tok",
      accept: "text/event-stream",
    });
  });

  it("rejects when the stream is unavailable", async () => {
    vi.stubGlobal("fetch", async () =>
      Response.json({ error: "Stream unavailable", code: "upstream_error" }, { status: 502 }),
    );
    await expect(
      followBlogAgentProgress("blog-1", {
        signal: new AbortController().signal,
        onEvent: () => {},
      }),
    ).rejects.toThrow("Stream unavailable");
  });
});
