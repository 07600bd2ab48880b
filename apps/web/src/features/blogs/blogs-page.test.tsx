import type { BlogPost } from "@repo/schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { renderBlogsRoute } from "./render-blogs-route";

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: "p",
  title: "Post",
  slug: "post",
  excerpt: "An excerpt",
  content: "",
  tags: [],
  status: "draft",
  contentType: "Quick Tips",
  author: "AI Insights Team",
  views: 0,
  createdAt: "2026-03-04T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  publishedAt: null,
  ...over,
});

const POSTS = [
  post({
    id: "a",
    title: "Chatbots for Restaurants",
    status: "published",
    views: 120,
    tags: ["restaurants", "chatbots", "bookings", "after hours", "ai"],
    content:
      '## Why it matters\n\nGuests ask at night.<script>window.hacked = true</script>\n\n<img src="x" onerror="window.hacked = true">',
  }),
  post({ id: "b", title: "Lead Scoring Basics", status: "draft", views: 3, tags: ["leads"] }),
  post({ id: "c", title: "Ready to Ship", status: "ready", views: 0 }),
];

/**
 * A stand-in for `GET /api/admin/blogs`: fails `failures` times, then lists POSTS; each answer
 * waits for `gate` when given. Returns the URLs asked for.
 */
function serveBlogs(failures = 0, gate?: Promise<void>) {
  let left = failures;
  const calls = serveApi(async ({ url }) => {
    await gate;
    if (!url.startsWith("/api/admin/blogs")) return replyError(404, "not_found", "Not found");
    if (left-- > 0) return replyError(502, "upstream_error", "down");
    return reply(api.admin.blogs.$get, { data: POSTS, total: POSTS.length, source: "local" });
  });
  return { urls: () => calls.map((call) => call.url) };
}

const row = (id: string) => document.querySelector(`[data-post-id="${id}"]`) as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Blog Management page", () => {
  it("shows stats, rows with three tags then '+N more', and status badge colours", async () => {
    const { urls } = serveBlogs();
    renderBlogsRoute();
    await screen.findByText("Chatbots for Restaurants");
    expect(urls()[0]).toBe("/api/admin/blogs?environment=development&limit=100");
    expect(screen.getByText("Blog Posts (3)")).toBeInTheDocument();
    expect(screen.getByTestId("stat-Total Posts")).toHaveTextContent("3");
    expect(screen.getByTestId("stat-Published")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-Drafts")).toHaveTextContent("1");
    expect(screen.getByTestId("stat-Total Views")).toHaveTextContent("123");

    const first = within(row("a"));
    for (const tag of ["restaurants", "chatbots", "bookings"])
      expect(first.getByText(tag)).toBeVisible();
    expect(first.queryByText("after hours")).not.toBeInTheDocument();
    expect(first.getByText("+2 more")).toBeInTheDocument();

    expect(first.getByText("published").className).toMatch(/green/);
    expect(within(row("b")).getByText("draft").className).toMatch(/yellow/);
    expect(within(row("c")).getByText("ready").className).toMatch(/gray/);
    expect(screen.getByText("Rich Editor · SEO Tools · Scheduling")).toBeInTheDocument();
  });

  it("narrows by status and search, with the filtered empty hint", async () => {
    serveBlogs();
    renderBlogsRoute();
    await screen.findByText("Chatbots for Restaurants");
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Status"), "archived");
    expect(screen.getByText("No blog posts found")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "all");
    await user.type(screen.getByPlaceholderText("Search posts..."), "leads");
    expect(screen.getByText("Blog Posts (1)")).toBeInTheDocument();
    expect(row("b")).toBeInTheDocument();
  });

  it("says when loading fails and retries", async () => {
    let release = () => {};
    serveBlogs(1, new Promise<void>((resolve) => (release = resolve)));
    renderBlogsRoute();
    expect(await screen.findByText("Loading blog posts...")).toBeInTheDocument();
    release();
    await screen.findByText("Failed to load blog posts");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("Chatbots for Restaurants");
  });

  it("previews the real body as sanitised markdown", async () => {
    serveBlogs();
    renderBlogsRoute();
    await screen.findByText("Chatbots for Restaurants");
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "View Chatbots for Restaurants" }));
    const preview = await screen.findByTestId("post-preview");
    expect(
      within(preview).getByRole("heading", { level: 2, name: "Why it matters" }),
    ).toBeVisible();
    expect(within(preview).getByText("By AI Insights Team")).toBeInTheDocument();
    expect(within(preview).getByText("120 views")).toBeInTheDocument();
    expect(preview.querySelector("script, img[onerror]")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
