import type { BlogAgentReply } from "@repo/schemas";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError } from "@/test/fake-api";
import { CreateBlogDrawer } from "./create-blog-drawer";

const encoder = new TextEncoder();
const LABELS = {
  thinking: "Thinking...",
  researching: "Researching your topic... this usually takes 1-2 minutes",
  creating: "Creating your blog draft...",
};

/** Stand-ins for the agent's two routes: the stream is fed by the test, the reply held until released. */
function serveAgent({ stream = true }: { stream?: boolean } = {}) {
  let feed: ReadableStreamDefaultController<Uint8Array> | undefined;
  let streamSignal: AbortSignal | undefined;
  let release: (reply: BlogAgentReply) => void = () => {};
  const posts: unknown[] = [];
  const order: string[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/admin/blog-agent/stream/")) {
      order.push("stream");
      if (!stream) return replyError(502, "upstream_error", "Stream unavailable");
      streamSignal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          feed = c;
          c.enqueue(encoder.encode(": ready\n\n"));
        },
      });
      streamSignal?.addEventListener("abort", () => {
        try {
          feed?.error(new DOMException("aborted", "AbortError"));
        } catch {
          // already closed
        }
      });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    }
    if (url === "/api/admin/blog-agent" && init?.method === "POST") {
      order.push("post");
      posts.push(JSON.parse(String(init.body)));
      const answer = await new Promise<BlogAgentReply>((resolve) => {
        release = resolve;
      });
      return reply(api.admin["blog-agent"].$post, answer);
    }
    return replyError(404, "not_found", "Not found");
  });
  return {
    posts,
    order,
    /** Sends one event of the built-in agent's shape, cut in two chunks. */
    emit(stage: string) {
      const text = `event: ${stage}\ndata: ${JSON.stringify({ stage, message: stage, at: "t" })}\n\n`;
      act(() => {
        feed?.enqueue(encoder.encode(text.slice(0, 9)));
        feed?.enqueue(encoder.encode(text.slice(9)));
      });
    },
    reply: (reply: BlogAgentReply) => act(() => release(reply)),
    streamAborted: () => streamSignal?.aborted === true,
  };
}

function renderDrawer() {
  const onComplete = vi.fn();
  const onOpenChange = vi.fn();
  render(<CreateBlogDrawer open onOpenChange={onOpenChange} onComplete={onComplete} />);
  return { onComplete, onOpenChange };
}

const status = () => screen.queryAllByRole("status").map((el) => el.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Create Blog Post drawer progress", () => {
  it("follows the server's progress events, then shows the draft created", async () => {
    const agent = serveAgent();
    renderDrawer();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Message"), "AI chatbots for restaurants{Enter}");

    // The stream opens first; the message goes once it is ready.
    await waitFor(() => expect(agent.order).toEqual(["stream", "post"]));
    expect(status()).toContain(LABELS.thinking);
    // No "research" in the text: the label moves only because the server says so.
    agent.emit("researching");
    await waitFor(() => expect(status()).toContain(LABELS.researching));
    agent.emit("creating");
    await waitFor(() => expect(status()).toContain(LABELS.creating));
    expect(status()).not.toContain(LABELS.researching);

    agent.reply({
      reply: "Your draft is ready.",
      entryId: "e1",
      needsMoreInfo: false,
      conversationComplete: true,
    });
    await screen.findByText("Blog draft created successfully!");
    expect(status()).not.toContain(LABELS.creating);
    expect(agent.streamAborted()).toBe(true);
    expect(agent.posts[0]).toMatchObject({ message: "AI chatbots for restaurants" });
  });

  it("falls back to thinking, researching, creating on timers when the stream is unavailable", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const agent = serveAgent({ stream: false });
    const { onComplete, onOpenChange } = renderDrawer();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText("Message"), "Yes, proceed{Enter}");
    await waitFor(() => expect(agent.order).toEqual(["stream", "post"]));
    expect(status()).toContain(LABELS.thinking);
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(status()).toContain(LABELS.researching);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status()).toContain(LABELS.creating);

    agent.reply({
      reply: "Done.",
      entryId: "e2",
      needsMoreInfo: false,
      conversationComplete: true,
    });
    await screen.findByText("Blog draft created successfully!");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onComplete).toHaveBeenCalledWith("e2");
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("starts afresh when closed mid-run; the late reply only refreshes the list", async () => {
    const agent = serveAgent();
    const onComplete = vi.fn();
    const onOpenChange = vi.fn();
    const drawer = (open: boolean) => (
      <CreateBlogDrawer open={open} onOpenChange={onOpenChange} onComplete={onComplete} />
    );
    const { rerender } = render(drawer(true));
    await userEvent.setup().type(screen.getByLabelText("Message"), "An idea, proceed{Enter}");
    await waitFor(() => expect(agent.order).toEqual(["stream", "post"]));
    rerender(drawer(false));
    expect(agent.streamAborted()).toBe(true);
    rerender(drawer(true));
    expect(screen.queryByText("An idea, proceed")).not.toBeInTheDocument();

    agent.reply({
      reply: "Done.",
      entryId: "e3",
      needsMoreInfo: false,
      conversationComplete: true,
    });
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith("e3"));
    expect(screen.queryByText("Done.")).not.toBeInTheDocument();
    expect(screen.queryByText("Blog draft created successfully!")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Send")).toBeDisabled(); // empty input, nothing pending
    expect(onOpenChange).not.toHaveBeenCalled();
    const sessions = Object.values(JSON.parse(localStorage.getItem("blog-chat-sessions") ?? "{}"));
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(
      expect.objectContaining({ status: "completed", entryId: "e3" }),
    );
  });

  it("shows server errors in the Error box and clears the label", async () => {
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) =>
      String(input).startsWith("/api/admin/blog-agent/stream/")
        ? new Response(": ready\n\n", { headers: { "content-type": "text/event-stream" } })
        : replyError(502, "upstream_error", "webhook error: 500 - Unknown error"),
    );
    renderDrawer();
    await userEvent.setup().type(screen.getByLabelText("Message"), "An idea{Enter}");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error");
    expect(alert).toHaveTextContent("webhook error: 500 - Unknown error");
    expect(status()).not.toContain(LABELS.thinking);
  });
});
