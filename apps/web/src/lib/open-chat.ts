/** Window event the chat widget listens for to open itself (SPEC §2.3, §2.10). */
export const OPEN_CHAT_EVENT = "openChat";

/**
 * Where an "open the chat" link points. A click on such a link made before any script has
 * run still follows it, so the address keeps the request until the app starts and opens
 * the chat; a link to `/#chat` opens it too.
 */
export const OPEN_CHAT_HREF = "#chat";

const OPEN_CHAT_LINKS = `a[href="${OPEN_CHAT_HREF}"]`;

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/** A click the page handles itself (not one opening the link in a new tab or window). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Whether the address asks for the chat (`#chat`); removes that fragment without a new
 * history entry, so a reload does not open the chat again.
 */
export function takeChatFragment(win: Window = window): boolean {
  if (win.location.hash !== OPEN_CHAT_HREF) return false;
  const { pathname, search } = win.location;
  win.history.replaceState(win.history.state, "", pathname + search);
  return true;
}

let early: { requested: boolean; stop: () => void } | undefined;

/**
 * Remembers a request for the chat made before the app handles clicks itself: a click on an
 * "open the chat" link before any script ran (left in the address as `#chat`), or one made
 * while the prerendered page is not hydrated yet (React sees clicks only on what it has
 * hydrated). Started by main.tsx before the router reads the address; the chat mount takes
 * the answer once.
 */
export function rememberEarlyOpenChat(win: Window = window): void {
  early?.stop();
  const doc = win.document;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    if (!early || !isPlainClick(event) || !target?.closest?.(OPEN_CHAT_LINKS)) return;
    // Handled here: the address stays as it is.
    event.preventDefault();
    early.requested = true;
  };
  doc.addEventListener("click", onClick, true);
  early = {
    requested: takeChatFragment(win),
    stop: () => doc.removeEventListener("click", onClick, true),
  };
}

/** Whether an early click asked for the chat; stops remembering (React handles clicks now). */
export function takeEarlyOpenChat(): boolean {
  const requested = early?.requested ?? false;
  early?.stop();
  early = undefined;
  return requested;
}
