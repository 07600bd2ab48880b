/** Window event the chat widget listens for to open itself (SPEC §2.3, §2.10). */
export const OPEN_CHAT_EVENT = "openChat";

/** Marks a button that opens the chat, so a click on it counts even before React handles it. */
export const OPEN_CHAT_ATTRIBUTE = "data-open-chat";

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

let early: { requested: boolean; stop: () => void } | undefined;

/**
 * Remembers a click on an `openChat` button made while the prerendered page is visible but
 * not yet hydrated (React sees clicks only on what it has hydrated). Started by main.tsx
 * before hydration; the chat mount takes the answer once.
 */
export function rememberEarlyOpenChat(doc: Document = document): void {
  early?.stop();
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    if (early && target?.closest?.(`[${OPEN_CHAT_ATTRIBUTE}]`)) early.requested = true;
  };
  doc.addEventListener("click", onClick, true);
  early = { requested: false, stop: () => doc.removeEventListener("click", onClick, true) };
}

/** Whether an early click asked for the chat; stops remembering (React handles clicks now). */
export function takeEarlyOpenChat(): boolean {
  const requested = early?.requested ?? false;
  early?.stop();
  early = undefined;
  return requested;
}
