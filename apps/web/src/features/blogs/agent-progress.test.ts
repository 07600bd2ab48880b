import { afterEach, describe, expect, it, vi } from "vitest";
import { replyError, serveApi } from "@/test/fake-api";
import { followBlogAgentProgress, toProgressEvent } from "./agent-progress";

describe("progress events", () => {
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
    const requests: { url: string; headers: Headers }[] = [];
    const encoder = new TextEncoder();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
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
    expect(Object.fromEntries(requests[0]?.headers ?? [])).toMatchObject({
      authorization: "Bearer tok",
      accept: "text/event-stream",
    });
  });

  it("rejects when the stream is unavailable", async () => {
    serveApi(() => replyError(502, "upstream_error", "Stream unavailable"));
    await expect(
      followBlogAgentProgress("blog-1", {
        signal: new AbortController().signal,
        onEvent: () => {},
      }),
    ).rejects.toThrow("Stream unavailable");
  });
});
