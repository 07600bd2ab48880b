import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BlogPost, blogPostSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData } from "../../test/support/responses";

const draft = {
  title: "Chatbots for Restaurants",
  slug: "chatbots-for-restaurants",
  excerpt: "Answer guests at night without extra staff.",
  content: "## Why it matters\n\nGuests ask at night. <script>alert(1)</script>",
  seoTitle: "Restaurant Chatbots That Answer After Hours",
  seoDescription: "How restaurants answer guests after hours with an AI chatbot.",
  primaryKeyword: "restaurant chatbots",
  secondaryKeywords: ["restaurants"],
  contentType: "Quick Tips" as const,
};

describe.each(backends)("blog post pages for crawlers on %s", (backend: Backend) => {
  let t: TestApp;
  let dist: string;
  let post: BlogPost;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "dist-seo-blog-"));
    mkdirSync(join(dist, ".vite"), { recursive: true });
    writeFileSync(
      join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true },
        "src/routes/_public/blog_.$slug.tsx?tsr-split=component": { file: "assets/post-3.js" },
      }),
    );
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--></head><body><div id=root></div></body></html>",
    );
    t = await buildTestApp(backend, {
      WEB_DIST: dist,
      SITE_NAME: "Acme AI",
      SITE_URL: "https://acme.test",
    });
    post = await t.deps.content.createDraft(draft, { environment: "development" });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers 404 for a draft and an unknown slug, and leaves drafts out of the sitemap", async () => {
    expect((await t.app.request(`/blog/${post.slug}`)).status).toBe(404);
    const unknown = await t.app.request("/blog/no-such-post");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<title>Page not found | Acme AI</title>");
    expect(await (await t.app.request("/sitemap.xml")).text()).not.toContain("/blog/chatbots");
  });

  it("gives a published post its own head, Article JSON-LD and a sitemap entry, counting no view", async () => {
    const auth = await t.login();
    const published = await t.json(
      "PUT",
      `/api/admin/blogs/${post.id}/status`,
      { status: "published" },
      auth,
    );
    expect(published.status).toBe(200);

    const res = await t.app.request(`/blog/${post.slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Restaurant Chatbots That Answer After Hours | Acme AI</title>");
    expect(html).toContain(`<meta name="description" content="${draft.seoDescription}" />`);
    expect(html).toContain(
      '<link rel="canonical" href="https://acme.test/blog/chatbots-for-restaurants" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/post-3.js" />');
    // The post rides along as JSON for hydration, escaped so it can never close the block.
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? "{}")).toMatchObject({ post: { slug: post.slug } });
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<noscript>");

    const docs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] as string) as Record<string, unknown>,
    );
    const article = docs.find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({
      headline: "Chatbots for Restaurants",
      description: draft.seoDescription,
      url: "https://acme.test/blog/chatbots-for-restaurants",
      author: { name: "AI Insights Team" },
      publisher: { name: "Acme AI" },
    });
    expect(typeof article?.datePublished).toBe("string");

    const sitemap = await (await t.app.request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://acme.test/blog/chatbots-for-restaurants</loc>");
    expect(sitemap).toContain("<loc>https://acme.test/pricing</loc>");

    // Crawler visits to the shell are not views; the reader's page counting one is.
    expect((await t.deps.content.getById(post.id))?.views).toBe(0);
    const counted = await readData(
      await t.json("POST", `/api/blog/posts/${post.slug}/views`),
      blogPostSchema.pick({ views: true }),
    );
    expect(counted.views).toBe(1);
  });

  it("lists the published posts on /blog for hydration, without their bodies", async () => {
    const html = await (await t.app.request("/blog")).text();
    const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html);
    const listed = JSON.parse(data?.[1] ?? "{}") as { posts?: BlogPost[] };
    expect(listed.posts?.map((p) => [p.slug, p.content])).toEqual([[post.slug, ""]]);
  });

  it("takes the post down again when it leaves published", async () => {
    const auth = await t.login();
    await t.json("PUT", `/api/admin/blogs/${post.id}/status`, { status: "needs-edit" }, auth);
    expect((await t.app.request(`/blog/${post.slug}`)).status).toBe(404);
    expect((await t.json("GET", `/api/blog/posts/${post.slug}`)).status).toBe(404);
    // /blog is the plain hub again at once, not the page rendered while the post was listed.
    expect(await (await t.app.request("/blog")).text()).not.toContain('id="page-data"');
  });
});
