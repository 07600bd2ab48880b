import type { BlogPost } from "@repo/schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { reply, replyError, serveApi } from "@/test/fake-api";
import { type PageRouteParts, renderPageRoute } from "@/test/render-page-route";
import { BlogComingSoon } from "./blog-coming-soon";
import { BlogPostPage, PostLoadError, PostLoading } from "./post-page";
import { loadPublishedPost, loadPublishedPosts } from "./posts-api";
import { PublishedPosts } from "./published-posts";

const published: BlogPost = {
  id: "p1",
  title: "Chatbots for Restaurants",
  slug: "chatbots-for-restaurants",
  excerpt: "Answer guests at night without extra staff.",
  content: [
    "> Starting draft.",
    "",
    "# Chatbots for Restaurants",
    "",
    "# Another top heading",
    "",
    "## Why it matters",
    "",
    "Guests ask at night.<script>window.hacked = true</script>",
    "",
    '<img src="x" onerror="window.hacked = true">',
    "",
    "[Our pricing](https://example.com/pricing) and [a trap](javascript:window.hacked=true)",
  ].join("\n"),
  tags: ["restaurants"],
  status: "published",
  contentType: "Quick Tips",
  author: "AI Insights Team",
  views: 7,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-04T10:00:00.000Z",
  publishedAt: "2026-03-04T10:00:00.000Z",
  seoTitle: "Restaurant Chatbots",
  seoDescription: "How restaurants answer guests after hours with an AI chatbot.",
  heroImage: { url: "https://images.example.com/hero.jpg", alt: "A chatbot on a phone" },
};

/** A stand-in for the public blog routes; `gate` holds answers back until released. */
function serve(routes: Record<string, () => Response>, gate?: Promise<void>) {
  const urls: string[] = [];
  serveApi(async ({ url }) => {
    urls.push(url);
    if (gate) await gate;
    return routes[url]?.() ?? replyError(404, "not_found", "Not found");
  });
  return urls;
}

/** /blog/$slug as routes/_public/blog_.$slug.tsx wires it. */
const postRoute: PageRouteParts<Awaited<ReturnType<typeof loadPublishedPost>>> = {
  path: "/blog/$slug",
  loader: (params, context, signal) => loadPublishedPost(params.slug ?? "", context, signal),
  page: (post, params) => <BlogPostPage slug={params.slug ?? ""} post={post} />,
  pendingComponent: PostLoading,
  errorComponent: PostLoadError,
};

/** /blog as routes/_public/blog.tsx wires it. */
const blogRoute: PageRouteParts<Awaited<ReturnType<typeof loadPublishedPosts>>> = {
  path: "/blog",
  loader: (_params, context, signal) => loadPublishedPosts(context, signal),
  page: (posts) => (
    <>
      <BlogComingSoon />
      <PublishedPosts posts={posts} />
    </>
  ),
  pendingComponent: BlogComingSoon,
};

const onePost = () => reply(api.blog.posts[":slug"].$get, { data: published });

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = "";
});

describe("public blog post page", () => {
  it("loads the post once, then shows it with its image, sanitised body and booking call", async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const urls = serve(
      {
        "/api/blog/posts/chatbots-for-restaurants": onePost,
        "/api/blog/posts/chatbots-for-restaurants/views": () =>
          reply(api.blog.posts[":slug"].views.$post, { data: { views: 8 } }),
      },
      gate,
    );
    await renderPageRoute(postRoute, "/blog/chatbots-for-restaurants", undefined, {
      strict: true,
    });
    expect(await screen.findByText("Loading post...")).toBeInTheDocument();
    release();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Chatbots for Restaurants" }),
    ).toBeVisible();
    // One read and one view, even with effects run twice.
    expect(urls.sort()).toEqual([
      "/api/blog/posts/chatbots-for-restaurants",
      "/api/blog/posts/chatbots-for-restaurants/views",
    ]);
    expect(screen.getByText("Answer guests at night without extra staff.")).toBeVisible();
    expect(screen.getByText(/By AI Insights Team/)).toBeVisible();
    expect(screen.getByText("March 4, 2026")).toHaveAttribute("datetime", published.publishedAt);
    expect(screen.getByRole("img", { name: "A chatbot on a phone" })).toHaveAttribute(
      "src",
      "https://images.example.com/hero.jpg",
    );

    const body = screen.getByTestId("post-body");
    // The body's own title heading is not repeated: one h1 per page.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Another top heading" })).toBeVisible();
    expect(within(body).getByRole("heading", { level: 2, name: "Why it matters" })).toBeVisible();
    expect(body.querySelector("script, img")).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const link = within(body).getByRole("link", { name: "Our pricing" });
    expect(link).toHaveAttribute("href", "https://example.com/pricing");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const trap = within(body).getByText("a trap");
    expect(trap.closest("a")?.getAttribute("href") ?? "").not.toMatch(/javascript:/i);

    expect(screen.getByRole("link", { name: /Book Free AI Strategy Call/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(document.title).toMatch(/^Restaurant Chatbots \| \S/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/blog\/chatbots-for-restaurants$/,
    );
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute("content")).toBe(
      "article",
    );
  });

  it("says when there is no published post with that slug", async () => {
    serve({});
    await renderPageRoute(postRoute, "/blog/nope");
    expect(await screen.findByRole("heading", { name: "Post not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
    expect(document.title).toMatch(/^Page not found \| /);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  it("shows the post the server rendered with at once, then reads it again once live", async () => {
    const urls = serve({
      "/api/blog/posts/chatbots-for-restaurants": () =>
        reply(api.blog.posts[":slug"].$get, { data: { ...published, title: "Edited Title" } }),
      "/api/blog/posts/chatbots-for-restaurants/views": () =>
        reply(api.blog.posts[":slug"].views.$post, { data: { views: 8 } }),
    });
    const { router } = await renderPageRoute(
      postRoute,
      "/blog/chatbots-for-restaurants",
      { pageData: { post: published }, live: false },
      { strict: true },
    );
    // Loaded before it mounted, from the server's data alone.
    expect(router.state.matches.at(-1)?.loaderData).toEqual(published);
    expect(screen.queryByText("Loading post...")).toBeNull();
    expect(await screen.findByRole("heading", { level: 1, name: "Edited Title" })).toBeVisible();
    expect(urls.sort()).toEqual([
      "/api/blog/posts/chatbots-for-restaurants",
      "/api/blog/posts/chatbots-for-restaurants/views",
    ]);
  });

  it("keeps the server's post when reading it again fails", async () => {
    const urls = serve({
      "/api/blog/posts/chatbots-for-restaurants": () => new Response("{}", { status: 500 }),
    });
    await renderPageRoute(postRoute, "/blog/chatbots-for-restaurants", {
      pageData: { post: published },
      live: false,
    });
    await vi.waitFor(() => expect(urls).toContain("/api/blog/posts/chatbots-for-restaurants"));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole("heading", { level: 1, name: published.title })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows loading where the server had no post, then what the API says", async () => {
    serve({});
    await renderPageRoute(postRoute, "/blog/nope", { pageData: {}, live: false });
    expect(screen.getByText("Loading post...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Post not found" })).toBeVisible();
  });

  it("offers to try again when the server fails", async () => {
    let fail = true;
    serve({
      "/api/blog/posts/chatbots-for-restaurants": () =>
        fail ? new Response("{}", { status: 500 }) : onePost(),
    });
    await renderPageRoute(postRoute, "/blog/chatbots-for-restaurants");
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await userEvent.setup().click(retry);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Chatbots for Restaurants" }),
    ).toBeVisible();
  });
});

describe("published posts on /blog", () => {
  it("lists each post with its excerpt, date and link", async () => {
    serve({ "/api/blog/posts": () => reply(api.blog.posts.$get, { data: [published] }) });
    await renderPageRoute(blogRoute, "/blog");
    const section = await screen.findByRole("region", { name: "Latest posts" });
    expect(within(section).getByRole("link", { name: "Chatbots for Restaurants" })).toHaveAttribute(
      "href",
      "/blog/chatbots-for-restaurants",
    );
    expect(within(section).getByText("Answer guests at night without extra staff.")).toBeVisible();
    expect(within(section).getByText("March 4, 2026")).toBeVisible();
  });

  it("adds nothing when there are no posts or the list cannot be read", async () => {
    const urls = serve({ "/api/blog/posts": () => reply(api.blog.posts.$get, { data: [] }) });
    const { container } = await renderPageRoute(blogRoute, "/blog");
    await vi.waitFor(() => expect(urls).toEqual(["/api/blog/posts"]));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole("heading", { name: "AI Business Intelligence Hub" })).toBeVisible();
    expect(container.querySelector("section")).toBeNull();
  });

  it("shows the hub the server rendered first, then adds the list once the page is live", async () => {
    const urls = serve({
      "/api/blog/posts": () => reply(api.blog.posts.$get, { data: [published] }),
    });
    const { router } = await renderPageRoute(blogRoute, "/blog", { pageData: {}, live: false });
    // Before the page mounted, the loader asked nothing: the first render is the server's.
    expect(router.state.matches.at(-1)?.loaderData).toEqual([]);
    expect(await screen.findByRole("region", { name: "Latest posts" })).toBeVisible();
    expect(urls).toEqual(["/api/blog/posts"]);
  });
});
