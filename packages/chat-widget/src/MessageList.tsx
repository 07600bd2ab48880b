/** The chat's message area: bubbles (the booking tool's in amber with an 'MCP' badge), the
 * free times offered for the call as buttons under the newest message, and the typing dots. */
import type { RefObject } from "react";
import { Markdown } from "./markdown";
import type { WidgetMessage } from "./storage";

function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ""
    : d.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

export interface MessageListProps {
  messages: WidgetMessage[];
  listRef: RefObject<HTMLDivElement | null>;
  linkBase?: string;
  typing: boolean;
  /** Sends an offered time as the visitor's answer; absent while a reply is pending. */
  onPick?: (label: string) => void;
}

export function MessageList({ messages, listRef, linkBase, typing, onPick }: MessageListProps) {
  const last = messages[messages.length - 1];
  const slots = last && !last.isUser ? (last.slots ?? []) : [];
  return (
    <div className="cw-messages" ref={listRef} role="log" aria-label="Chat messages">
      {messages.map((m) => {
        const kind = m.isUser ? "cw-user" : m.source === "mcp" ? "cw-mcp" : "cw-ai";
        return (
          <div
            key={m.id}
            className={`cw-msg ${kind}${m.error ? " cw-error" : ""}`}
            data-role={m.isUser ? "user" : "assistant"}
          >
            {m.source === "mcp" && <span className="cw-badge">MCP</span>}
            {m.isUser ? (
              <p style={{ whiteSpace: "pre-wrap" }}>{m.text}</p>
            ) : (
              <Markdown text={m.text} base={linkBase} />
            )}
            <time className="cw-time" dateTime={m.timestamp}>
              {formatTime(m.timestamp)}
            </time>
          </div>
        );
      })}
      {slots.length > 0 && (
        <fieldset className="cw-slots">
          <legend className="cw-sr">Free times for your call</legend>
          {slots.map((slot) => (
            <button
              key={slot.start}
              type="button"
              className="cw-slot"
              disabled={!onPick}
              onClick={() => onPick?.(slot.label)}
            >
              {slot.label}
            </button>
          ))}
        </fieldset>
      )}
      {typing && (
        <div className="cw-typing" role="status" aria-label="Assistant is typing">
          <span />
          <span />
          <span />
        </div>
      )}
    </div>
  );
}
