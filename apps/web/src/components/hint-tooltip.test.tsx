import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { HintTooltip } from "./hint-tooltip";

describe("HintTooltip", () => {
  it("describes its trigger and can be dismissed with Escape", async () => {
    render(
      <HintTooltip hint="Coming Soon!">
        {(id) => (
          <button type="button" aria-describedby={id}>
            Read the full case study
          </button>
        )}
      </HintTooltip>,
    );
    const button = screen.getByRole("button", { name: "Read the full case study" });
    expect(button).toHaveAccessibleDescription("Coming Soon!");
    const tip = screen.getByRole("tooltip", { hidden: true });
    expect(tip.className).toContain("group-hover/hint:visible");
    await userEvent.tab();
    await userEvent.keyboard("{Escape}");
    expect(tip.className).not.toContain("group-hover/hint:visible");
  });
});
