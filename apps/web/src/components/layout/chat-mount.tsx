import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { OPEN_CHAT_EVENT, openChat, takeChatFragment, takeEarlyOpenChat } from "@/lib/open-chat";

/** The visitor chat widget (packages/chat-widget), loaded after first paint in its own chunk. */
const ChatWidget = lazy(() => import("@repo/chat-widget"));

/**
 * Mounts the chat on every public page once the browser is idle, or at once when something
 * fires `openChat` first. Until the widget listens for `openChat` itself, every such event is
 * queued here (whether its code is not requested yet or still downloading) and replayed once
 * it listens, so 'Get Quick Answers' opens the chat however early it is clicked (a click
 * before hydration or before any script ran included, see `rememberEarlyOpenChat`). Following
 * a `#chat` link later (one not hydrated yet, or typed in) opens it too.
 */
export function ChatMount() {
  const [ready, setReady] = useState(false);
  const queued = useRef(false);
  const stopQueueing = useRef<() => void>(undefined);

  useEffect(() => {
    const queue = () => {
      queued.current = true;
      setReady(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, queue);
    // A click made before the page was hydrated.
    if (takeEarlyOpenChat()) queue();
    const stop = () => window.removeEventListener(OPEN_CHAT_EVENT, queue);
    stopQueueing.current = stop;
    return stop;
  }, []);

  useEffect(() => {
    const onHashChange = () => {
      if (takeChatFragment()) openChat();
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    if (ready) return;
    // As a transition: React renders the widget in slices, keeping the page responsive.
    const load = () => startTransition(() => setReady(true));
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 2000 })
      : window.setTimeout(load, 800);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);

  // Runs right after the widget's own effects, so its listener is attached by then.
  const onListening = useCallback(() => {
    stopQueueing.current?.();
    if (!queued.current) return;
    queued.current = false;
    window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
      <AfterWidgetMount onMount={onListening} />
    </Suspense>
  );
}

/** Calls `onMount` once its preceding sibling (the widget) has mounted and run its effects. */
function AfterWidgetMount({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return null;
}
