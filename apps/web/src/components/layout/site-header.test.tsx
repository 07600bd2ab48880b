import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "@/test/render";
import { SiteHeader } from "./site-header";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("SiteHeader", () => {
  it("changes style only once scrolled more than 20 px", async () => {
    renderWithRouter(<SiteHeader />);
    const header = await screen.findByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(20);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(21);
    expect(header).toHaveAttribute("data-scrolled", "true");
    scrollTo(0);
  });

  it("has the four nav links and the booking button", async () => {
    renderWithRouter(<SiteHeader />);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    for (const name of ["Solutions", "Pricing", "Blog", "Contact"]) {
      expect(nav).toContainElement(screen.getAllByRole("link", { name })[0] ?? null);
    }
    expect(screen.getAllByRole("link", { name: "Solutions" })[0]).toHaveAttribute(
      "href",
      "/#solutions",
    );
    expect(screen.getByRole("link", { name: /Book Free AI Strategy Call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  it("opens the full-screen menu and closes it with Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    await user.click(toggle);
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(menu).toContainElement(screen.getByRole("link", { name: "Pricing", hidden: false }));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});
