import type { BlogPost } from "@repo/schemas";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BlogsPage } from "./blogs-page";

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

/** A stand-in for `GET /api/admin/blogs`: fails `failures` times, then lists POSTS. */
function serveBlogs(failures = 0) {
  const urls: string[] = [];
  let left = failures;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (!url.startsWith("/api/admin/blogs")) return new Response("{}", { status: 404 });
    if (left-- > 0)
      return Response.json(
        { error: "down", code: "upstream_error", requestId: "r" },
        { status: 502 },
      );
    return Response.json({ data: POSTS, total: POSTS.length, source: "local" });
  });
  return urls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BlogsPage />
    </QueryClientProvider>,
  );
}

const row = (id: string) => document.querySelector(`[data-post-id="${id}"]`) as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Blog Management page", () => {
  it("shows stats, rows with three tags then '+N more', and status badge colours", async () => {
    const urls = serveBlogs();
    renderPage();
    await screen.findByText("Chatbots for Restaurants");
    expect(urls[0]).toBe("/api/admin/blogs?environment=development&limit=100");
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
    renderPage();
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
    serveBlogs(1);
    renderPage();
    expect(screen.getByText("Loading blog posts...")).toBeInTheDocument();
    await screen.findByText("Failed to load blog posts");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByText("Chatbots for Restaurants");
  });

  it("previews the real body as sanitised markdown", async () => {
    serveBlogs();
    renderPage();
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
