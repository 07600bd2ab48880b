import type { BlogPost } from "@repo/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { renderBlogsRoute } from "./render-blogs-route";

const draft: BlogPost = {
  id: "p1",
  title: "Chatbots for Restaurants",
  slug: "chatbots-for-restaurants",
  excerpt: "Answer guests at night",
  content: "## Why it matters",
  tags: [],
  status: "draft",
  contentType: "Quick Tips",
  author: "AI Insights Team",
  views: 0,
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  publishedAt: null,
};

/** A stand-in for the admin blog routes: the list, and the status route (or its failure). */
function serveBlogs(statusRoute: "ok" | "fail" = "ok") {
  let current = { ...draft };
  return serveApi(({ method, url, body }) => {
    if (method === "PUT" && url === "/api/admin/blogs/p1/status") {
      if (statusRoute === "fail")
        return replyError(502, "upstream_error", "The content service did not answer (502)");
      current = { ...current, status: (body as { status: string }).status };
      return reply(api.admin.blogs[":id"].status.$put, { data: current });
    }
    if (url.startsWith("/api/admin/blogs"))
      return reply(api.admin.blogs.$get, { data: [current], total: 1, source: "local" });
    return replyError(404, "not_found", "Not found");
  });
}

async function openPreview() {
  renderBlogsRoute({ toasts: true });
  await screen.findByText("Chatbots for Restaurants");
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "View Chatbots for Restaurants" }));
  return { user, preview: await screen.findByTestId("post-preview") };
}

const gets = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/admin/blogs")).length;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Post Preview status control", () => {
  it("offers the four content statuses and publishes through the status route", async () => {
    const calls = serveBlogs();
    const { user, preview } = await openPreview();
    const select = within(preview).getByLabelText("Post status");
    expect(select).toHaveValue("draft");
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["draft", "needs-edit", "ready", "published"]);
    const listedBefore = gets(calls);

    await user.selectOptions(select, "published");
    expect(await screen.findByText("Status set to published")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/admin/blogs/p1/status",
      body: { status: "published" },
    });
    expect(within(preview).getByLabelText("Post status")).toHaveValue("published");
    // The list is read again, and its row shows the new status.
    await waitFor(() => expect(gets(calls)).toBeGreaterThan(listedBefore));
    const row = document.querySelector('[data-post-id="p1"]') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent("published"));
    expect(calls.filter((c) => c.method !== "GET")).toHaveLength(1);
  });

  it("says when the change fails and keeps the old status", async () => {
    serveBlogs("fail");
    const { user, preview } = await openPreview();
    await user.selectOptions(within(preview).getByLabelText("Post status"), "ready");
    expect(await screen.findByText("Failed to update post status")).toBeInTheDocument();
    expect(within(preview).getByLabelText("Post status")).toHaveValue("draft");
  });
});
