import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageList } from "./MessageList";
import type { WidgetMessage } from "./storage";

const at = "2026-11-24T15:00:00.000Z";
const offer: WidgetMessage = {
  id: "a",
  text: "Here are the next free times:",
  isUser: false,
  timestamp: at,
  source: "mcp",
  slots: [
    { start: "2026-11-24T16:00:00.000Z", label: "Tue, Nov 24, 9:00 AM MST" },
    { start: "2026-11-24T16:30:00.000Z", label: "Tue, Nov 24, 9:30 AM MST" },
  ],
};
const answer: WidgetMessage = { id: "b", text: "Hi", isUser: false, timestamp: at, source: "ai" };

const render = (messages: WidgetMessage[], onPick?: (label: string) => void) =>
  renderToStaticMarkup(
    <MessageList messages={messages} listRef={{ current: null }} typing={false} onPick={onPick} />,
  );

describe("the message list", () => {
  it("shows the booking tool's messages in amber with the MCP badge, others without", () => {
    const html = render([answer, offer], () => {});
    expect(html.match(/cw-badge/g)).toHaveLength(1);
    expect(html).toContain('class="cw-msg cw-mcp"');
    expect(html).toContain('class="cw-msg cw-ai"');
  });

  it("offers the times of the newest message as buttons", () => {
    const html = render([answer, offer], () => {});
    expect(html).toContain("Free times for your call");
    expect(html.match(/class="cw-slot"/g)).toHaveLength(2);
    expect(html).toContain("Tue, Nov 24, 9:30 AM MST");
  });

  it("drops the buttons once the conversation moved on, and disables them while a reply is pending", () => {
    const later: WidgetMessage = { ...answer, id: "c", isUser: true, text: "the first one" };
    expect(render([offer, later], () => {})).not.toContain("cw-slot");
    expect(render([offer])).toMatch(/<button type="button" class="cw-slot" disabled=""/);
  });
});
