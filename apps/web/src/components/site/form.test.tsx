import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Form } from "./form";

const form = (
  <Form aria-label="Sign up" className="space-y-2">
    <label htmlFor="email">Email</label>
    <input id="email" />
    <button type="submit">Send</button>
  </Form>
);

describe("Form", () => {
  it("is prerendered closed to input and opens once hydrated, with no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(screen.getByLabelText("Email")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(screen.getByRole("form", { name: "Sign up" })).toHaveAttribute("aria-busy", "true");

    const consoleError = vi.spyOn(console, "error");
    const root = await act(async () => hydrateRoot(container, form));
    expect(screen.getByLabelText("Email")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(screen.getByRole("form", { name: "Sign up" })).not.toHaveAttribute("aria-busy");
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it("is open at once when rendered only in the browser", () => {
    render(form);
    expect(screen.getByLabelText("Email")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
