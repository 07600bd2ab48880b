import type { BlogPost } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

// The real web build and its server renderer (`bun run test` builds them first).
const WEB_DIST = new URL("../../../web/dist", import.meta.url).pathname;

describe("published post pages rendered on the server", () => {
  let t: TestApp;
  let post: BlogPost;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { WEB_DIST, SITE_NAME: "Acme AI" });
    post = await t.deps.content.createDraft(
      {
        title: "Chatbots for Restaurants",
        slug: "chatbots-for-restaurants",
        excerpt: "Answer guests at night without extra staff.",
        content: "## Why it matters\n\nGuests ask at night. <script>alert(1)</script>",
        seoTitle: "Restaurant Chatbots",
        seoDescription: "How restaurants answer guests after hours.",
        primaryKeyword: "restaurant chatbots",
        secondaryKeywords: [],
        contentType: "Quick Tips",
      },
      { environment: "development" },
    );
    await t.deps.content.updateStatus(post.id, "published");
  });
  afterAll(() => t.close());

  const page = async () => {
    const res = await t.app.request(`/blog/${post.slug}`);
    return { status: res.status, etag: res.headers.get("etag"), html: await res.text() };
  };

  it("carries the post in the HTML, its markdown rendered and sanitised", async () => {
    const { status, html } = await page();
    expect(status).toBe(200);
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain("Chatbots for Restaurants</h1>");
    expect(root).toContain("Why it matters</h2>");
    expect(root).toContain("Guests ask at night.");
    expect(root).toContain("Acme AI");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<noscript>");
    // It paints from its HTML alone: the stylesheet is inlined.
    expect(html).toMatch(/<style>[^<]*\.flex\{/);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("keeps the rendered page while readers' views are counted (the page does not show them)", async () => {
    const first = await page();
    for (let i = 0; i < 3; i++) {
      const view = await t.app.request(`/api/blog/posts/${post.slug}/views`, { method: "POST" });
      expect(view.status).toBe(200);
    }
    expect((await t.deps.content.getById(post.id))?.views).toBe(3);
    expect((await page()).etag).toBe(first.etag);
  });

  it("keeps the rendered page until the post changes", async () => {
    const first = await page();
    expect((await page()).etag).toBe(first.etag);
    await t.deps.storage.posts.update(post.id, (p) => ({
      ...p,
      content: "## What changed\n\nNow with reservations.",
      updatedAt: new Date().toISOString(),
    }));
    const changed = await page();
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.html).toContain("What changed</h2>");
    expect(changed.html).not.toContain("Why it matters");

    await t.deps.content.updateStatus(post.id, "draft");
    expect((await page()).status).toBe(404);
  });
});
