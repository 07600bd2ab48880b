import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NO_RESPONSE_MESSAGE } from "@/lib/api-client";
import { fakeFetch, replyError, serveApi } from "@/test/fake-api";
import { renderWithRouter } from "@/test/render";
import { LOGIN_FALLBACK_MESSAGE } from "./auth-api";
import { LoginPage } from "./login-page";

async function submit() {
  renderWithRouter(<LoginPage />, "/admin/login");
  fireEvent.change(await screen.findByLabelText("Email"), {
    target: { value: "owner@example.com" },
  });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret" } });
  fireEvent.click(screen.getByRole("button", { name: "Log In" }));
}

describe("LoginPage (SPEC §2.12, §8)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("reads 'Signing in...' and is disabled while busy", async () => {
    const fetch = fakeFetch(500, -1);
    vi.stubGlobal("fetch", fetch.fn);
    await submit();
    const button = await screen.findByRole("button", { name: "Signing in..." });
    expect(button).toBeDisabled();
    fetch.release();
    expect(await screen.findByRole("button", { name: "Log In" })).toBeEnabled();
  });

  it("shows the server's message", async () => {
    serveApi(() => replyError(401, "unauthorized", "Invalid email or password"));
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
  });

  it("falls back to the login error text when the server gives no message", async () => {
    vi.stubGlobal("fetch", fakeFetch(502).fn);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(LOGIN_FALLBACK_MESSAGE);
    expect(LOGIN_FALLBACK_MESSAGE).toBe("An error occurred during login. Please try again.");
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", fakeFetch("network-error").fn);
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(NO_RESPONSE_MESSAGE);
    expect(NO_RESPONSE_MESSAGE).toBe("No response from server. Please try again later.");
  });
});
