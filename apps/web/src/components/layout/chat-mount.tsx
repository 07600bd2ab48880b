import { lazy, Suspense, useEffect, useState } from "react";
import { OPEN_CHAT_EVENT } from "@/lib/open-chat";

/** The visitor chat widget (packages/chat-widget), loaded after first paint in its own chunk. */
const ChatWidget = lazy(() => import("@repo/chat-widget"));

/**
 * Mounts the chat on every public page once the browser is idle, or at once when something
 * fires `openChat` first (the widget then opens itself).
 */
export function ChatMount() {
  const [ready, setReady] = useState(false);
  const [openOnLoad, setOpenOnLoad] = useState(false);

  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const early = () => {
      setOpenOnLoad(true);
      load();
    };
    window.addEventListener(OPEN_CHAT_EVENT, early);
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(load, { timeout: 2000 })
      : window.setTimeout(load, 800);
    return () => {
      window.removeEventListener(OPEN_CHAT_EVENT, early);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [ready]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
      {openOnLoad && <OpenOnMount />}
    </Suspense>
  );
}

/** Re-fires `openChat` once the widget is listening, for a click that came before it loaded. */
function OpenOnMount() {
  useEffect(() => {
    const t = window.setTimeout(() => window.dispatchEvent(new Event(OPEN_CHAT_EVENT)), 0);
    return () => window.clearTimeout(t);
  }, []);
  return null;
}
