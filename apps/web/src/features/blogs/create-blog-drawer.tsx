import type { BlogChatMessage } from "@repo/schemas";
import { CheckCircle2, Loader2, Send } from "lucide-react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { followBlogAgentProgress } from "./agent-progress";
import { addMessage, completeSession, purgeOldSessions, startSession } from "./chat-sessions";
import { sendBlogAgentMessage } from "./queries";

export const OPENING_MESSAGE =
  "Hi! Share a blog idea or topic and I'll research it and create a draft for you. The more you tell me about the audience and the format, the better the draft.";

/** SPEC §9: the drawer closes 2 s after the draft is created. */
export const CLOSE_AFTER_MS = 2000;

/** How long a message waits for the progress stream to start before it is sent anyway. */
export const STREAM_READY_MS = 1000;

type Stage = "thinking" | "researching" | "creating";
const isStage = (s: string): s is Stage =>
  s === "thinking" || s === "researching" || s === "creating";
const STAGE_LABELS: Record<Stage, string> = {
  thinking: "Thinking...",
  researching: "Researching your topic... this usually takes 1-2 minutes",
  creating: "Creating your blog draft...",
};

const now = () => new Date().toISOString();

/** 'Create Blog Post' (SPEC §2.16): a chat with the blog agent that ends in a draft. */
export function CreateBlogDrawer({
  open,
  onOpenChange,
  onComplete,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onComplete: (entryId: string) => void;
}) {
  const [runId, setRunId] = useState<string | null>(null);
  const [messages, setMessages] = useState<BlogChatMessage[]>([]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const [stage, setStage] = useState<Stage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState(false);
  const timers = useRef<number[]>([]);
  const progress = useRef<AbortController | null>(null);
  /** The session on screen: a reply to one closed meanwhile must not touch the new one. */
  const activeRun = useRef<string | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  const clearTimers = useCallback(() => {
    progress.current?.abort();
    progress.current = null;
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
  }, []);

  /**
   * The label follows the run's real progress from the server's event stream; when the stream
   * is unavailable it falls back to SPEC §4.3's order on timers: thinking, then researching
   * (if the text asks for research, yes or proceed), then creating.
   */
  const followProgress = useCallback((runId: string, text: string) => {
    const controller = new AbortController();
    progress.current = controller;
    let live = false;
    const fallback = () => {
      if (live || controller.signal.aborted) return;
      if (/research|yes|proceed/i.test(text)) {
        timers.current.push(window.setTimeout(() => setStage("researching"), 1500));
        timers.current.push(window.setTimeout(() => setStage("creating"), 60_000));
      }
    };
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
      timers.current.push(window.setTimeout(resolve, STREAM_READY_MS));
    });
    followBlogAgentProgress(runId, {
      signal: controller.signal,
      onReady: markReady,
      onEvent: (event) => {
        if (controller.signal.aborted || !isStage(event.stage)) return;
        live = true;
        setStage(event.stage);
      },
    }).then(fallback, () => {
      markReady();
      fallback();
    });
    return { ready, stop: () => controller.abort() };
  }, []);

  // Opening starts a new active session; closing drops it from view (it stays stored).
  useEffect(() => {
    if (!open) return;
    purgeOldSessions();
    const session = startSession();
    activeRun.current = session.runId;
    setRunId(session.runId);
    setMessages([{ role: "agent", content: OPENING_MESSAGE, timestamp: now() }]);
    setInput("");
    setError(null);
    setCreated(false);
    setStage(null);
    setPending(false);
    return () => {
      activeRun.current = null;
      clearTimers();
    };
  }, [open, clearTimers]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever the chat grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length, stage]);

  async function send() {
    const text = input.trim();
    if (!text || pending || !runId) return;
    const userMessage: BlogChatMessage = { role: "user", content: text, timestamp: now() };
    addMessage(runId, userMessage);
    setMessages((m) => [...m, userMessage]);
    setInput("");
    setError(null);
    setPending(true);
    setStage("thinking");
    clearTimers();
    const follow = followProgress(runId, text);
    const onScreen = () => activeRun.current === runId;
    try {
      await follow.ready;
      const reply = await sendBlogAgentMessage(runId, text).finally(() => {
        follow.stop();
        if (onScreen()) clearTimers();
      });
      const agentMessage: BlogChatMessage = {
        role: "agent",
        content: reply.reply,
        timestamp: now(),
      };
      addMessage(runId, agentMessage);
      if (reply.entryId) completeSession(runId, reply.entryId);
      if (!onScreen()) {
        // Closed while the agent worked: the session is stored; refresh the list if a draft came.
        if (reply.entryId) onComplete(reply.entryId);
        return;
      }
      setMessages((m) => [...m, agentMessage]);
      if (reply.entryId) {
        const entryId = reply.entryId;
        setCreated(true);
        timers.current.push(
          window.setTimeout(() => {
            onComplete(entryId);
            onOpenChange(false);
          }, CLOSE_AFTER_MS),
        );
      }
    } catch (err) {
      if (onScreen()) setError(errorMessage(err, "Failed to send message. Please try again."));
    } finally {
      if (onScreen()) {
        setPending(false);
        setStage(null);
      }
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="flex w-full flex-col gap-0 p-0 sm:max-w-lg">
        <SheetHeader className="border-b">
          <SheetTitle>Create Blog Post</SheetTitle>
          <SheetDescription>AI-powered blog creation</SheetDescription>
        </SheetHeader>

        <div className="flex-1 space-y-3 overflow-y-auto p-4" data-testid="blog-chat">
          {messages.map((m, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are only appended
              key={i}
              className={m.role === "user" ? "flex justify-end" : "flex justify-start"}
            >
              <div
                data-role={m.role}
                className={
                  m.role === "user"
                    ? "max-w-[85%] whitespace-pre-wrap rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground"
                    : "max-w-[85%] rounded-lg bg-muted px-3 py-2 text-sm"
                }
              >
                {m.role === "agent" ? <Markdown>{m.content}</Markdown> : m.content}
              </div>
            </div>
          ))}
          {stage && (
            <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden />
              {STAGE_LABELS[stage]}
            </div>
          )}
          {created && (
            <div
              className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
              role="status"
            >
              <div className="flex items-center gap-2 font-medium">
                <CheckCircle2 className="size-4" aria-hidden />
                Blog draft created successfully!
              </div>
              <p className="mt-1">
                You can edit the draft in the content service, or continue the conversation here.
              </p>
            </div>
          )}
          {error && (
            <div
              className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800"
              role="alert"
            >
              <div className="font-medium">Error</div>
              <p className="mt-1">{error}</p>
            </div>
          )}
          <div ref={endRef} />
        </div>

        <form
          className="flex items-end gap-2 border-t p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <Textarea
            aria-label="Message"
            rows={1}
            className="max-h-24 min-h-9 resize-none"
            placeholder="Describe your blog idea..."
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            style={{ height: `${Math.min(3, Math.max(1, input.split("\n").length)) * 1.5 + 1}rem` }}
          />
          <Button type="submit" size="icon" aria-label="Send" disabled={pending || !input.trim()}>
            {pending ? <Loader2 className="size-4 animate-spin" /> : <Send className="size-4" />}
          </Button>
        </form>
      </SheetContent>
    </Sheet>
  );
}
