import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SolutionsSection } from "./solutions-section";

const cards = () =>
  within(screen.getByTestId("solutions-grid")).getAllByRole("heading", { level: 3 });

describe("SolutionsSection", () => {
  it("shows all twelve cards under All by default", () => {
    render(<SolutionsSection />);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(cards()).toHaveLength(12);
  });

  it.each([
    ["Marketing & Sales", 4],
    ["Customer Engagement", 4],
    ["Strategic Insights", 2],
    ["Operations", 5],
  ])("filters %s to its cards plus the Custom card", async (tab, count) => {
    const user = userEvent.setup();
    render(<SolutionsSection />);
    await user.click(screen.getByRole("tab", { name: tab }));
    expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    const titles = cards().map((c) => c.textContent);
    expect(titles).toHaveLength(count);
    expect(titles.at(-1)).toBe("Your Custom AI Advantage");
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const user = userEvent.setup();
    render(<SolutionsSection />);
    await user.click(screen.getByRole("tab", { name: "All" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Marketing & Sales" })).toHaveFocus();
    expect(cards()).toHaveLength(4);
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Operations" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}{Home}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("tabpanel")).toBeInTheDocument();
  });
});
