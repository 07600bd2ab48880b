import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal } from "./modal";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Title" description="Words" className="">
        <input aria-label="First" />
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Title" }) };
}

const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

describe("site Modal", () => {
  it("is a labelled, described modal dialog that takes focus and locks page scroll", async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Words");
    expect(screen.getByLabelText("First")).toHaveFocus();
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("keeps Tab inside, both ways", async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText("First")).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Close" })).toHaveFocus();
  });

  it("stays open on clicks inside; the overlay closes it and focus returns to the opener", async () => {
    const { user, dialog } = await openModal();
    await user.click(screen.getByRole("button", { name: "Last" }));
    expect(dialog).toBeInTheDocument();
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await user.click(overlay as HTMLElement);
    await closed();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on Escape and with the close icon", async () => {
    const { user } = await openModal();
    await user.keyboard("{Escape}");
    await closed();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Open" }));
    await user.click(screen.getByRole("button", { name: "Close" }));
    await closed();
  });
});
