import type { ChatSlot, MessageSource } from "@repo/schemas";

export interface WidgetMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: string;
  source: MessageSource;
  /** The error bubble of SPEC §8. */
  error?: boolean;
  /** Free times for the call offered in this message (shown as buttons). */
  slots?: ChatSlot[];
}

export interface WidgetState {
  sessionId?: string;
  messages: WidgetMessage[];
  memoryActive: boolean;
  view: "closed" | "open" | "minimised";
}

const STATE_KEY = "ai-chat-widget:state";
const VISITOR_KEY = "ai-chat-widget:visitor";

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, sandboxed iframe)
  }
}

/** The conversation as it was before a reload or navigation. */
export function loadState(): WidgetState | null {
  try {
    const raw = store()?.getItem(STATE_KEY);
    if (!raw) return null;
    const state = JSON.parse(raw) as WidgetState;
    return Array.isArray(state.messages) ? state : null;
  } catch {
    return null;
  }
}

export function saveState(state: WidgetState): void {
  try {
    // Keep the stored history bounded.
    store()?.setItem(STATE_KEY, JSON.stringify({ ...state, messages: state.messages.slice(-100) }));
  } catch {
    // full or blocked: the chat still works for this page
  }
}

export function loadVisitorId(): string | undefined {
  return store()?.getItem(VISITOR_KEY) ?? undefined;
}

export function saveVisitorId(id: string): void {
  try {
    store()?.setItem(VISITOR_KEY, id);
  } catch {
    // ignore
  }
}
