import { resolveBrand } from "@repo/site-content";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BrandProvider } from "@/lib/brand";
import { fakeFetch } from "@/test/fake-api";
import { ContactForm } from "./contact-form";

const brand = resolveBrand({ email: "team@acme.test" });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Rita Moreno");
  await user.type(screen.getByLabelText("Email"), "rita@example.com");
  await user.type(screen.getByLabelText("Company"), "Moreno Bakery");
  await user.type(screen.getByLabelText("Message"), "Too many phone calls");
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

describe("ContactForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts a contact lead, thanks the visitor and clears the fields", async () => {
    const net = fakeFetch(201);
    vi.stubGlobal("fetch", net.fn);
    const user = userEvent.setup();
    render(
      <BrandProvider brand={brand}>
        <ContactForm />
      </BrandProvider>,
    );
    await fillAndSend(user);

    expect(
      await screen.findByText("Thank you! We'll get back to you within 24 hours."),
    ).toBeVisible();
    expect(net.calls).toEqual([
      {
        url: "/api/leads",
        body: {
          type: "contact",
          name: "Rita Moreno",
          email: "rita@example.com",
          company: "Moreno Bakery",
          message: "Too many phone calls",
          source: "homepage_contact_form",
        },
      },
    ]);
    for (const label of ["Name", "Email", "Company", "Message"]) {
      expect(screen.getByLabelText(label)).toHaveValue("");
    }
  });

  it.each([500, "network-error"] as const)(
    "keeps the values and shows the error with the email on %s",
    async (failure) => {
      vi.stubGlobal("fetch", fakeFetch(failure).fn);
      const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
      const user = userEvent.setup();
      render(
        <BrandProvider brand={brand}>
          <ContactForm />
        </BrandProvider>,
      );
      await fillAndSend(user);

      expect(
        await screen.findByText(
          "Something went wrong. Please try again or email us directly at team@acme.test.",
        ),
      ).toBeVisible();
      expect(screen.getByLabelText("Name")).toHaveValue("Rita Moreno");
      expect(screen.getByLabelText("Message")).toHaveValue("Too many phone calls");
      expect(consoleError).toHaveBeenCalled();
      consoleError.mockRestore();
    },
  );

  it("reads 'Sending...' and is disabled while submitting", async () => {
    const net = fakeFetch(201, -1);
    vi.stubGlobal("fetch", net.fn);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillAndSend(user);
    const button = screen.getByRole("button", { name: "Sending..." });
    expect(button).toBeDisabled();
    net.release();
    await waitFor(() => expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled());
  });

  it("requires a name and a valid email (browser validation)", () => {
    render(<ContactForm />);
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Company")).not.toBeRequired();
    expect(screen.getByLabelText("Message")).not.toBeRequired();
  });
});
