import type { Lead } from "@repo/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { LeadDetailsDialog } from "./lead-details-dialog";

const base: Lead = {
  id: "lead-1",
  type: "contact",
  status: "new",
  priority: "medium",
  name: "Rita Moreno",
  email: "rita@example.com",
  company: "Moreno Dental",
  message: "We miss calls after hours.",
  notes: [],
  source: "homepage_contact_form",
  environment: "development",
  createdAt: "2025-03-04T15:30:00.000Z",
  updatedAt: "2025-03-04T15:30:00.000Z",
};

/** A stand-in for `GET/PUT /api/leads/:id` that keeps one lead and records each PUT body. */
function serveLead(initial: Lead) {
  let lead = structuredClone(initial);
  const puts: unknown[] = [];
  serveApi(({ method, url, body }) => {
    if (url !== `/api/leads/${lead.id}`) return replyError(404, "not_found", "Lead not found");
    if (method === "PUT") {
      const change = body as Record<string, string>;
      puts.push(change);
      lead =
        "notes" in change
          ? {
              ...lead,
              notes: [
                ...lead.notes,
                {
                  text: change.notes ?? "",
                  createdAt: "2025-03-05T09:15:00.000Z",
                  author: "Owner",
                },
              ],
            }
          : ({ ...lead, ...change } as Lead);
      return reply(api.leads[":id"].$put, { data: lead });
    }
    return reply(api.leads[":id"].$get, { data: lead });
  });
  return puts;
}

function renderDialog(lead: Lead) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <LeadDetailsDialog lead={lead} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { client, onClose };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the Lead Details modal", () => {
  it("shows contact, metadata and message; project details and Call only when they apply", async () => {
    serveLead(base);
    renderDialog(base);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    for (const section of ["Contact Information", "Metadata", "Message", "Notes"]) {
      expect(within(dialog).getByRole("region", { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole("region", { name: "Project Details" })).toBeNull();
    expect(within(dialog).queryByRole("link", { name: /Call/ })).toBeNull();
    const email = within(dialog).getByRole("link", { name: /Send Email/ });
    expect(email.getAttribute("href")).toMatch(/^mailto:rita@example\.com\?subject=Re/);
    expect(decodeURIComponent(email.getAttribute("href") ?? "")).toContain("Hi Rita,");
  });

  it("shows project details and a Call button for a project inquiry with a phone", async () => {
    const inquiry: Lead = {
      ...base,
      type: "project_inquiry",
      phone: "+1 (801) 555-0100",
      industry: "Healthcare",
      employees: "11-50",
      challenge: "Scheduling",
      timeline: "Q3",
      budget: "$5k",
    };
    serveLead(inquiry);
    renderDialog(inquiry);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    const project = within(dialog).getByRole("region", { name: "Project Details" });
    for (const text of ["Healthcare", "11-50", "Scheduling", "Q3", "$5k"]) {
      expect(within(project).getByText(text)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole("link", { name: /Call/ })).toHaveAttribute(
      "href",
      "tel:+18015550100",
    );
  });

  it("shows only the details a lead has: no empty rows, no empty project section", async () => {
    const inquiry: Lead = { ...base, type: "project_inquiry", company: undefined };
    serveLead(inquiry);
    renderDialog(inquiry);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    expect(within(dialog).queryByRole("region", { name: "Project Details" })).toBeNull();
    expect(within(dialog).queryByText("—")).toBeNull();
    const contact = within(dialog).getByRole("region", { name: "Contact Information" });
    expect(within(contact).queryByText("Phone")).toBeNull();
    expect(within(contact).queryByText("Company")).toBeNull();
    expect(within(contact).getByText("rita@example.com")).toBeInTheDocument();
  });

  it("shows the project details an inquiry has, and only those", async () => {
    const partial: Lead = { ...base, type: "project_inquiry", timeline: "Next month" };
    serveLead(partial);
    renderDialog(partial);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    const project = within(dialog).getByRole("region", { name: "Project Details" });
    expect(within(project).getByText("Next month")).toBeInTheDocument();
    expect(within(project).queryByText("Budget")).toBeNull();
  });

  it("saves status and priority together and closes the edit panel", async () => {
    const user = userEvent.setup();
    const puts = serveLead(base);
    renderDialog(base);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    await user.click(within(dialog).getByRole("button", { name: "Edit Status & Priority" }));
    await user.selectOptions(within(dialog).getByLabelText("Status"), "qualified");
    await user.selectOptions(within(dialog).getByLabelText("Priority"), "high");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(puts).toEqual([{ status: "qualified", priority: "high" }]));
    await waitFor(() =>
      expect(within(dialog).queryByRole("button", { name: "Save Changes" })).toBeNull(),
    );
    expect(within(dialog).getByText("Qualified")).toBeInTheDocument();
    expect(within(dialog).getByText("High")).toBeInTheDocument();
  });

  it("Cancel closes the edit panel without saving", async () => {
    const user = userEvent.setup();
    const puts = serveLead(base);
    renderDialog(base);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    await user.click(within(dialog).getByRole("button", { name: "Edit Status & Priority" }));
    await user.selectOptions(within(dialog).getByLabelText("Status"), "lost");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).queryByRole("button", { name: "Save Changes" })).toBeNull();
    expect(puts).toEqual([]);
  });

  it("adds a note with Ctrl+Enter, shows its author and time, and ignores a blank note", async () => {
    const user = userEvent.setup();
    const puts = serveLead(base);
    renderDialog(base);
    const dialog = await screen.findByRole("dialog", { name: "Lead Details" });
    const box = within(dialog).getByRole("textbox", { name: "New note" });
    await user.type(box, "   ");
    await user.keyboard("{Control>}{Enter}{/Control}");
    expect(puts).toEqual([]);
    await user.clear(box);
    await user.type(box, "Called back, wants a demo");
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(puts).toEqual([{ notes: "Called back, wants a demo" }]));
    expect(await within(dialog).findByText("Called back, wants a demo")).toBeInTheDocument();
    expect(within(dialog).getByText(/Owner ·/)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(""));
  });
});
