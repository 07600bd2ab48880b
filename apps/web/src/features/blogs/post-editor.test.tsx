import type { BlogPost, BlogPostEdit } from "@repo/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { renderBlogsRoute } from "./render-blogs-route";

const draft: BlogPost = {
  id: "d1",
  title: "AI Reminders: 7 Quick Tips",
  slug: "ai-reminders-7-quick-tips",
  excerpt: "Seven tips.",
  content: "## 1. Start Small\n\nBody.",
  tags: ["ai reminders", "medical practices"],
  status: "draft",
  contentType: "Quick Tips",
  author: "AI Insights Team",
  views: 0,
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  publishedAt: null,
  seoTitle: "AI Reminders: 7 Quick Tips",
  seoDescription: "Seven tips on AI reminders for practices.",
  primaryKeyword: "ai reminders",
  internalNotes: "- Check the **figures** before publishing.",
};

/** A stand-in for the admin blog API that keeps what it is sent. */
function serveBlogApi() {
  let posts = [{ ...draft }];
  return serveApi(({ method, url, body }) => {
    const id = /\/api\/admin\/blogs\/([^/?]+)$/.exec(url)?.[1];
    const post = () => posts.find((p) => p.id === id) ?? draft;
    if (method === "GET")
      return reply(api.admin.blogs.$get, { data: posts, total: posts.length, source: "local" });
    if (method === "PUT" && id) {
      const edit = body as BlogPostEdit;
      if (edit.slug === "taken")
        return replyError(409, "conflict", 'Another post already uses the slug "taken"');
      posts = posts.map((p) => (p.id === id ? { ...p, ...edit } : p));
      return reply(api.admin.blogs[":id"].$put, { data: post() });
    }
    if (method === "DELETE" && id) {
      posts = posts.map((p) => (p.id === id ? { ...p, status: "archived" } : p));
      return reply(api.admin.blogs[":id"].$delete, { data: post() });
    }
    return replyError(404, "not_found", "Not found");
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("editing a post in Blog Management", () => {
  it("edits every field with a live, sanitised preview, saves, and refreshes the list", async () => {
    const calls = serveBlogApi();
    renderBlogsRoute();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Edit ${draft.title}` }));
    const form = await screen.findByRole("form", { name: "Edit post" });
    const field = (label: RegExp | string) => within(form).getByLabelText(label);

    expect(field("Title")).toHaveValue(draft.title);
    expect(field("Tags")).toHaveValue("ai reminders, medical practices");
    expect(field("Notes for you (never published)")).toHaveValue(draft.internalNotes);

    await user.clear(field("Title"));
    await user.paste("Cutting No-Shows with AI Reminders");
    await user.click(within(form).getByRole("button", { name: "Make from title" }));
    expect(field("Slug")).toHaveValue("cutting-no-shows-with-ai-reminders");
    await user.clear(field("Tags"));
    await user.paste("no-shows, reminders ,");
    await user.clear(field("Body (markdown)"));
    await user.paste("## Remind Twice\n\nA day before.<img src=x onerror=window.hacked=1>");
    const preview = within(form).getByRole("region", { name: "Live preview" });
    expect(within(preview).getByRole("heading", { level: 2, name: "Remind Twice" })).toBeVisible();
    expect(preview.querySelector("img[onerror]")).toBeNull();

    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit post" })).toBeNull());
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe("/api/admin/blogs/d1");
    expect(put?.body).toMatchObject({
      title: "Cutting No-Shows with AI Reminders",
      slug: "cutting-no-shows-with-ai-reminders",
      tags: ["no-shows", "reminders"],
      content: "## Remind Twice\n\nA day before.<img src=x onerror=window.hacked=1>",
      internalNotes: draft.internalNotes,
    });
    expect(await screen.findByText("Cutting No-Shows with AI Reminders")).toBeInTheDocument();
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it("names a bad field before sending, and shows the server's answer on a taken slug", async () => {
    const calls = serveBlogApi();
    renderBlogsRoute();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Edit ${draft.title}` }));
    const form = await screen.findByRole("form", { name: "Edit post" });
    const slug = within(form).getByLabelText("Slug");

    await user.clear(slug);
    await user.type(slug, "Not A Slug");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(within(form).getByText("must be lower-case words joined by hyphens")).toBeVisible();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.clear(slug);
    await user.type(slug, "taken");
    await user.click(within(form).getByRole("button", { name: "Save Changes" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(/already uses the slug/);
    expect(screen.getByRole("form", { name: "Edit post" })).toBeInTheDocument();
  });

  it("shows the owner's notes in the preview", async () => {
    serveBlogApi();
    renderBlogsRoute();
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: `View ${draft.title}` }));
    const notes = await screen.findByRole("complementary", { name: "Notes for you" });
    expect(within(notes).getByText("figures").tagName).toBe("STRONG");
  });

  it("archives a post on Delete only after the confirmation", async () => {
    const calls = serveBlogApi();
    renderBlogsRoute();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Delete ${draft.title}` }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: `Delete ${draft.title}` }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this post?" })).getByRole("button", {
        name: "Archive Post",
      }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(calls.find((c) => c.method === "DELETE")?.url).toBe("/api/admin/blogs/d1");
    const row = document.querySelector('[data-post-id="d1"]') as HTMLElement;
    expect(await within(row).findByText("archived")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Delete ${draft.title}` })).toBeDisabled();
  });
});
