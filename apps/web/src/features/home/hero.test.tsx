import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OPEN_CHAT_EVENT } from "@/lib/open-chat";
import { renderWithRouter } from "@/test/render";
import { Hero } from "./hero";

describe("Hero", () => {
  const listener = vi.fn();
  afterEach(() => window.removeEventListener(OPEN_CHAT_EVENT, listener));

  it("fires the openChat window event from 'Get Quick Answers', a link to #chat", async () => {
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    renderWithRouter(<Hero />);
    const link = await screen.findByRole("link", { name: "Get Quick Answers" });
    // Followed as a link when clicked before any script runs.
    expect(link).toHaveAttribute("href", "#chat");
    const before = window.location.href;
    await userEvent.click(link);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(window.location.href).toBe(before);
  });

  it("links the booking button to the calendar in a new tab", async () => {
    renderWithRouter(<Hero />);
    const link = await screen.findByRole("link", { name: /Book Free AI Strategy Call/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.getAttribute("href")).toMatch(/^https:\/\//);
  });

  it("draws the five-node graphic and the simplified four-node one", async () => {
    renderWithRouter(<Hero />);
    const full = await screen.findByRole("img", {
      name: /Customer Service, Analytics, Marketing, Operations and Sales/,
    });
    expect(full.querySelectorAll("text")).toHaveLength(6);
    const simple = screen.getByRole("img", {
      name: /Customer Service, Marketing, Operations and Sales/,
    });
    expect(simple.querySelectorAll("text")).toHaveLength(5);
  });
});
