import { resolveBrand } from "@repo/site-content";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BrandProvider } from "@/lib/brand";
import { fakeFetch } from "@/test/fake-api";
import { renderWithRouter } from "@/test/render";
import { ContactPage } from "./contact-page";

const brand = resolveBrand({ email: "team@acme.test" });
const SUCCESS = "Thank you! We've received your project details and will be in touch shortly.";

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Start Project Inquiry" }));
  return screen.findByRole("dialog", { name: "Detailed Project Inquiry" });
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const q = within(dialog);
  await user.type(q.getByLabelText("Full Name"), "Sam Lee");
  await user.type(q.getByLabelText("Email Address"), "sam@example.com");
  await user.type(q.getByLabelText("Company Name"), "Lee Law");
  await user.type(q.getByLabelText("Your Challenge or Project Idea"), "Intake takes hours");
}

function renderPage() {
  return renderWithRouter(
    <BrandProvider brand={brand}>
      <ContactPage />
    </BrandProvider>,
    "/contact",
  );
}

describe("Contact page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the four badges and both cards", async () => {
    renderPage();
    for (const text of [
      "Your Data is Always Secure",
      "No-Pressure Guarantee",
      "24-Hour Response Commitment",
      "5-Star Client Satisfaction",
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "AI Discovery Call" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Detailed Project Inquiry" })).toBeInTheDocument();
  });

  it("closes the modal on Escape and keeps it open on clicks inside", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByLabelText("Full Name"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes with the close icon", async () => {
    const user = userEvent.setup();
    renderPage();
    const dialog = await openModal(user);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends the inquiry, closes the modal and shows the thank-you banner", async () => {
    const net = fakeFetch(201);
    vi.stubGlobal("fetch", net.fn);
    const user = userEvent.setup();
    renderPage();
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Submit Inquiry" }));

    expect(await screen.findByText(SUCCESS)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(net.calls[0]?.body).toEqual({
      type: "project_inquiry_modal",
      name: "Sam Lee",
      email: "sam@example.com",
      company: "Lee Law",
      message: "Intake takes hours",
    });
  });

  it("on failure stays open with the values and shows both error texts", async () => {
    vi.stubGlobal("fetch", fakeFetch(503).fn);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Submit Inquiry" }));

    expect(
      await within(dialog).findByText("Something went wrong. Please try again."),
    ).toBeVisible();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Full Name")).toHaveValue("Sam Lee");
    expect(
      screen.getByText(
        "Something went wrong. Please try again or email us directly at team@acme.test.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("shows a spinner and 'Submitting...' while sending", async () => {
    const net = fakeFetch(201, -1);
    vi.stubGlobal("fetch", net.fn);
    const user = userEvent.setup();
    renderPage();
    const dialog = await openModal(user);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole("button", { name: "Submit Inquiry" }));
    expect(within(dialog).getByRole("button", { name: "Submitting..." })).toBeDisabled();
    net.release();
    expect(await screen.findByText(SUCCESS)).toBeVisible();
  });
});
