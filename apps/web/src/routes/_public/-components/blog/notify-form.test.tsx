import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NotifyForm, notifySuccessMessage } from "./notify-form";

describe("NotifyForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is disabled while the email is empty", () => {
    render(<NotifyForm />);
    expect(screen.getByRole("button", { name: "Notify Me" })).toBeDisabled();
  });

  it("waits, then shows success and clears the email, without any request", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const user = userEvent.setup();
    render(<NotifyForm waitMs={50} />);
    await user.type(screen.getByLabelText("Email address"), "me@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));

    expect(screen.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(await screen.findByText(notifySuccessMessage)).toBeVisible();
    expect(screen.getByLabelText("Email address")).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("takes two seconds by default", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<NotifyForm />);
    await user.type(screen.getByLabelText("Email address"), "me@example.com");
    await user.click(screen.getByRole("button", { name: "Notify Me" }));
    vi.advanceTimersByTime(1900);
    expect(screen.queryByText(notifySuccessMessage)).not.toBeInTheDocument();
    vi.advanceTimersByTime(200);
    expect(await screen.findByText(notifySuccessMessage)).toBeVisible();
    vi.useRealTimers();
  });
});
