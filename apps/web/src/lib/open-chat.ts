/** Window event the chat widget listens for to open itself (SPEC §2.3, §2.10). */
export const OPEN_CHAT_EVENT = "openChat";

export function openChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}
