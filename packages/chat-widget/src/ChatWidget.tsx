import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { ChatApiError, createSession, sendMessage } from "./api";
import { MessageList } from "./MessageList";
import { ChatIcon, PanelHeader } from "./PanelHeader";
import {
  loadState,
  loadVisitorId,
  saveState,
  saveVisitorId,
  type WidgetMessage,
  type WidgetState,
} from "./storage";
import { injectStyles } from "./styles";

/** The first greeting shown before a session exists (SPEC §2.10). */
export const GREETING =
  "Hi! I'm your AI assistant. I can help you with AI implementation services, chatbots and data analysis. How can I help you today?";
/** SPEC §8: the bubble shown when a session or a message fails. */
export const ERROR_TEXT = "Sorry, I'm having trouble connecting right now. Please try again later.";

const OPEN_EVENT = "openChat";

let counter = 0;
const localId = () => `m${Date.now().toString(36)}${(counter++).toString(36)}`;

const greetingMessage = (): WidgetMessage => ({
  id: "greeting",
  text: GREETING,
  isUser: false,
  timestamp: new Date().toISOString(),
  source: "ai",
});

const initialState = (): WidgetState =>
  loadState() ?? { messages: [greetingMessage()], memoryActive: false, view: "closed" };

export interface ChatWidgetProps {
  /** Origin of the chat server; empty for the site that serves it. */
  apiBase?: string;
}

/** The floating visitor chat: launcher, panel, streaming answers, memory and persistence. */
export function ChatWidget({ apiBase = "" }: ChatWidgetProps) {
  const [state, setState] = useState<WidgetState>(initialState);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [unread, setUnread] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const viewRef = useRef(state.view);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const linkBase = apiBase || (typeof window !== "undefined" ? window.location.origin : undefined);

  viewRef.current = state.view;

  useEffect(() => injectStyles(), []);
  useEffect(() => saveState(state), [state]);

  const setView = useCallback((view: WidgetState["view"]) => {
    setState((s) => ({ ...s, view }));
    if (view === "open") setUnread(false);
  }, []);

  useEffect(() => {
    const open = () => setView("open");
    window.addEventListener(OPEN_EVENT, open);
    return () => window.removeEventListener(OPEN_EVENT, open);
  }, [setView]);

  // Focus moves into the panel when it opens, and back to the launcher when it closes.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state.view === "open") inputRef.current?.focus();
    else if (wasOpen.current) launcherRef.current?.focus();
    wasOpen.current = state.view === "open";
  }, [state.view]);

  // Keep the newest message in view.
  const messageCount = state.messages.length;
  const lastText = state.messages[messageCount - 1]?.text;
  useEffect(() => {
    const el = listRef.current;
    if (el && messageCount && lastText !== undefined) el.scrollTop = el.scrollHeight;
  }, [messageCount, lastText]);

  const update = (id: string, change: (m: WidgetMessage) => WidgetMessage) =>
    setState((s) => ({ ...s, messages: s.messages.map((m) => (m.id === id ? change(m) : m)) }));

  async function startSession(): Promise<string> {
    const session = await createSession(apiBase, loadVisitorId());
    saveVisitorId(session.visitorId);
    setState((s) => ({
      ...s,
      sessionId: session.sessionId,
      messages: s.messages.map((m) =>
        m.id === "greeting"
          ? { ...m, text: session.initialMessage.text, timestamp: session.initialMessage.timestamp }
          : m,
      ),
    }));
    return session.sessionId;
  }

  async function send(picked?: string) {
    const text = (picked ?? input).trim();
    if (!text || pending) return;
    if (!picked) setInput("");
    setPending(true);
    const userMsg: WidgetMessage = {
      id: localId(),
      text,
      isUser: true,
      timestamp: new Date().toISOString(),
      source: "user",
    };
    setState((s) => ({ ...s, messages: [...s.messages, userMsg] }));
    const replyId = localId();
    let started = false;
    const onDelta = (piece: string) => {
      if (!started) {
        started = true;
        setStreaming(true);
        setState((s) => ({
          ...s,
          messages: [
            ...s.messages,
            {
              id: replyId,
              text: piece,
              isUser: false,
              timestamp: new Date().toISOString(),
              source: "ai",
            },
          ],
        }));
      } else {
        update(replyId, (m) => ({ ...m, text: m.text + piece }));
      }
    };
    try {
      let sessionId = state.sessionId ?? (await startSession());
      let result: Awaited<ReturnType<typeof sendMessage>>;
      try {
        result = await sendMessage(apiBase, sessionId, text, onDelta);
      } catch (error) {
        // The server forgot the session (expired): start a new one once and retry.
        if (!(error instanceof ChatApiError && error.status === 404) || started) throw error;
        sessionId = await startSession();
        result = await sendMessage(apiBase, sessionId, text, onDelta);
      }
      const reply: WidgetMessage = {
        id: replyId,
        text: result.response,
        isUser: false,
        timestamp: result.timestamp,
        // Messages of the booking tools carry source mcp and show the amber 'MCP' badge.
        source: result.metadata.source ?? "ai",
        ...(result.metadata.slots?.length ? { slots: result.metadata.slots } : {}),
      };
      setState((s) => ({
        ...s,
        memoryActive: s.memoryActive || result.metadata.memory_detected,
        messages: started
          ? s.messages.map((m) => (m.id === replyId ? reply : m))
          : [...s.messages, reply],
      }));
      setAnnouncement(`Assistant: ${result.response.replace(/[*_#`[\]()]/g, "").slice(0, 300)}`);
      if (viewRef.current !== "open") setUnread(true);
    } catch {
      const failed: WidgetMessage = {
        id: replyId,
        text: ERROR_TEXT,
        isUser: false,
        timestamp: new Date().toISOString(),
        source: "ai",
        error: true,
      };
      setState((s) => ({
        ...s,
        messages: started
          ? s.messages.map((m) => (m.id === replyId ? failed : m))
          : [...s.messages, failed],
      }));
      setAnnouncement(ERROR_TEXT);
      if (viewRef.current !== "open") setUnread(true);
    } finally {
      setPending(false);
      setStreaming(false);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  function minimise() {
    setView("minimised");
  }

  const hasSession = Boolean(state.sessionId);
  const subtitle = hasSession
    ? `NLWeb Enabled${state.memoryActive ? " • Memory Active" : ""}`
    : "Ready to Chat";
  const open = state.view === "open";

  return (
    <div className="cw-root" data-chat-widget="">
      {open && (
        <div
          className="cw-panel"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.stopPropagation();
              minimise();
            }
          }}
        >
          <PanelHeader
            titleId={titleId}
            subtitle={subtitle}
            onMinimise={minimise}
            onClose={() => setView("closed")}
          />
          <MessageList
            messages={state.messages}
            listRef={listRef}
            linkBase={linkBase}
            typing={pending && !streaming}
            onPick={pending ? undefined : (label) => void send(label)}
          />
          <div className="cw-sr" aria-live="polite" aria-atomic="true">
            {announcement}
          </div>
          <form
            className="cw-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <div className="cw-row">
              <label className="cw-sr" htmlFor={`${titleId}-input`}>
                Message
              </label>
              <textarea
                id={`${titleId}-input`}
                ref={inputRef}
                className="cw-input"
                rows={1}
                maxLength={2000}
                value={input}
                placeholder={hasSession ? "Type your message..." : "Start typing to begin..."}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={onKeyDown}
              />
              <button type="submit" className="cw-send" disabled={!input.trim() || pending}>
                Send
              </button>
            </div>
            {!hasSession && (
              <p className="cw-hint">The conversation starts when you send your first message.</p>
            )}
            <p className="cw-memory">Memory enabled - I'll remember your preferences</p>
          </form>
        </div>
      )}
      {!open && (
        <button
          ref={launcherRef}
          type="button"
          className="cw-launcher"
          aria-label={
            state.view === "minimised"
              ? `Continue Chat${unread ? " (new message)" : ""}`
              : "Open AI Assistant chat"
          }
          onClick={() => setView("open")}
        >
          <ChatIcon />
          {state.view === "minimised" && <span>Continue Chat</span>}
          {unread && <span className="cw-dot" data-testid="chat-unread" />}
        </button>
      )}
    </div>
  );
}
