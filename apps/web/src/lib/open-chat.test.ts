import { afterEach, describe, expect, it } from "vitest";
import {
  OPEN_CHAT_HREF,
  rememberEarlyOpenChat,
  takeChatFragment,
  takeEarlyOpenChat,
} from "./open-chat";

function clickLink(href: string, init: MouseEventInit = {}) {
  const link = document.createElement("a");
  link.href = href;
  link.innerHTML = "<span>Get Quick Answers</span>";
  document.body.append(link);
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
  link.firstElementChild?.dispatchEvent(event);
  link.remove();
  return event;
}

describe("open the chat from the address or an early click", () => {
  afterEach(() => {
    takeEarlyOpenChat();
    window.history.replaceState(null, "", "/");
  });

  it("takes #chat out of the address without a new history entry", () => {
    window.history.replaceState(null, "", "/pricing?x=1#chat");
    const entries = window.history.length;
    expect(takeChatFragment()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/pricing?x=1",
    );
    expect(window.history.length).toBe(entries);
    expect(takeChatFragment()).toBe(false);
  });

  it("leaves any other fragment alone", () => {
    window.history.replaceState(null, "", "/#contact");
    expect(takeChatFragment()).toBe(false);
    expect(window.location.hash).toBe("#contact");
  });

  it("remembers a #chat left in the address by a click made before any script ran", () => {
    window.history.replaceState(null, "", "/#chat");
    rememberEarlyOpenChat();
    expect(window.location.hash).toBe("");
    expect(takeEarlyOpenChat()).toBe(true);
    expect(takeEarlyOpenChat()).toBe(false);
  });

  it("remembers a plain click on a chat link before hydration and keeps the address", () => {
    rememberEarlyOpenChat();
    const event = clickLink(OPEN_CHAT_HREF);
    expect(event.defaultPrevented).toBe(true);
    expect(takeEarlyOpenChat()).toBe(true);
  });

  it("ignores other links and clicks that open a new tab", () => {
    rememberEarlyOpenChat();
    expect(clickLink("#contact").defaultPrevented).toBe(false);
    expect(clickLink(OPEN_CHAT_HREF, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(takeEarlyOpenChat()).toBe(false);
  });
});
