import type { BlogDraft } from "@repo/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ENV,
  type FakeContentful,
  localized,
  SPACE,
  startFakeContentful,
  TOKENS,
} from "../test/fake-contentful";
import { createContentfulService } from "./contentful";
import type { ContentService } from "./types";

let fake: FakeContentful;
let content: ContentService;
const logs: Array<[string, unknown]> = [];

const service = (
  over: Parameters<typeof createContentfulService>[0] extends infer C ? Partial<C> : never = {},
) =>
  createContentfulService({
    spaceId: SPACE,
    environment: ENV,
    deliveryToken: TOKENS.delivery,
    previewToken: TOKENS.preview,
    managementToken: TOKENS.management,
    host: fake.host,
    random: () => 0.5,
    log: (level, data) => logs.push([level, data]),
    ...over,
  });

const entriesPath = `/spaces/${SPACE}/environments/${ENV}/entries`;

function seed(id: string, createdAt: string, fields: Record<string, unknown>, published = true) {
  fake.entries.push({
    sys: { id, createdAt, updatedAt: createdAt, version: 1, published },
    fields: localized(fields),
  });
}

beforeAll(() => {
  fake = startFakeContentful();
  content = service();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.entries.length = 0;
  fake.requests.length = 0;
  fake.failures.length = 0;
  fake.contentTypes.clear();
  fake.contentTypes.add("blog");
  for (const k of Object.keys(fake.assets)) delete fake.assets[k];
  logs.length = 0;
});

describe("Contentful adapter through the real SDKs", () => {
  it("lists blog entries newest first with the CDA query of SPEC §7 and maps them to BlogPost", async () => {
    fake.assets.img1 = {
      title: "",
      description: "A diagram",
      url: "//images.ctfassets.net/x/hero.png",
    };
    seed("old", "2026-01-01T00:00:00.000Z", {
      title: "Old post",
      slug: "old-post",
      secondaryKeywords: "automation",
      status: "published",
      views: 42,
    });
    seed("new", "2026-02-01T00:00:00.000Z", {
      title: "New post",
      slug: "new-post",
      excerpt: "Short",
      content: "# Body",
      secondaryKeywords: ["ai", "restaurants"],
      status: "published",
      contentType: "Quick Tips",
      author: "Jane",
      views: 7,
      seoTitle: "SEO",
      seoDescription: "Desc",
      primaryKeyword: "ai",
      keywordAnalysis: "fine",
      publishedAt: "2026-02-02T00:00:00.000Z",
      heroImage: { sys: { type: "Link", linkType: "Asset", id: "img1" } },
      runId: "run-1",
      originalPrompt: "write about ai",
      seoImprovements: ["Shorter title"],
    });

    const page = await content.list();
    expect(page.total).toBe(2);
    expect(page.items.map((p) => p.id)).toEqual(["new", "old"]);
    const [first, second] = page.items;
    expect(first).toEqual({
      id: "new",
      title: "New post",
      slug: "new-post",
      excerpt: "Short",
      content: "# Body",
      tags: ["ai", "restaurants"],
      status: "published",
      contentType: "Quick Tips",
      author: "Jane",
      views: 7,
      createdAt: "2026-02-01T00:00:00.000Z",
      updatedAt: "2026-02-01T00:00:00.000Z",
      publishedAt: "2026-02-02T00:00:00.000Z",
      seoTitle: "SEO",
      seoDescription: "Desc",
      primaryKeyword: "ai",
      keywordAnalysis: "fine",
      // https prefix; alt text falls back from title to description.
      heroImage: { url: "https://images.ctfassets.net/x/hero.png", alt: "A diagram" },
      aiMeta: {
        runId: "run-1",
        originalPrompt: "write about ai",
        seoImprovements: ["Shorter title"],
      },
    });
    // A lone keyword becomes a list; defaults fill what is missing; no aiMeta without improvements.
    expect(second).toMatchObject({
      tags: ["automation"],
      excerpt: "",
      contentType: "In-Depth Explainer",
      author: "AI Insights Team",
      views: 42,
      publishedAt: null,
    });
    expect(second).not.toHaveProperty("aiMeta");
    expect(second).not.toHaveProperty("heroImage");

    const req = fake.requests.at(-1);
    expect(req?.path).toBe(entriesPath);
    expect(req?.authorization).toBe(`Bearer ${TOKENS.delivery}`);
    expect(Object.fromEntries(req?.query ?? [])).toEqual({
      content_type: "blog",
      limit: "100",
      skip: "0",
      order: "-sys.createdAt",
    });
  });

  it("gives entries without views a stand-in under 500, and alt text from the post title last", async () => {
    fake.assets.img2 = { url: "images.example.com/a.png" };
    seed("e1", "2026-01-01T00:00:00.000Z", {
      title: "No views",
      slug: "no-views",
      heroImage: { sys: { type: "Link", linkType: "Asset", id: "img2" } },
    });
    const [post] = (await content.list()).items;
    expect(post?.views).toBe(250);
    expect(post?.status).toBe("draft");
    expect(post?.heroImage).toEqual({ url: "https://images.example.com/a.png", alt: "No views" });
  });

  it("filters by status and content type, pages, and reads drafts through the preview API", async () => {
    seed("d1", "2026-01-01T00:00:00.000Z", { title: "Draft", slug: "d", status: "draft" }, false);
    seed("p1", "2026-01-02T00:00:00.000Z", {
      title: "Pub",
      slug: "p",
      status: "published",
      contentType: "Case Study",
    });
    seed("p2", "2026-01-03T00:00:00.000Z", {
      title: "Pub2",
      slug: "p2",
      status: "published",
      contentType: "Quick Tips",
    });

    expect((await content.list({ status: "draft" })).items).toEqual([]);
    const drafts = await content.list({ status: "draft", preview: true });
    expect(drafts.items.map((p) => p.id)).toEqual(["d1"]);
    expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${TOKENS.preview}`);
    expect(fake.requests.at(-1)?.query.get("fields.status")).toBe("draft");

    const cases = await content.list({ contentType: "Case Study" });
    expect(cases.items.map((p) => p.id)).toEqual(["p1"]);
    expect(fake.requests.at(-1)?.query.get("fields.contentType")).toBe("Case Study");

    const paged = await content.list({ limit: 1, skip: 1, preview: true });
    expect(paged).toMatchObject({ total: 3, limit: 1, skip: 1 });
    expect(paged.items.map((p) => p.id)).toEqual(["p1"]);
  });

  it("reads one post by slug with limit 1, and by id", async () => {
    seed("s1", "2026-01-01T00:00:00.000Z", {
      title: "Slugged",
      slug: "the-slug",
      status: "published",
    });
    const post = await content.getBySlug("the-slug");
    expect(post?.id).toBe("s1");
    const q = fake.requests.at(-1)?.query;
    expect(q?.get("fields.slug")).toBe("the-slug");
    expect(q?.get("limit")).toBe("1");
    expect(q?.get("content_type")).toBe("blog");
    expect(await content.getBySlug("missing")).toBeNull();
    expect((await content.getById("s1"))?.title).toBe("Slugged");
  });

  it("creates a draft through the management API with every field, localised", async () => {
    const draft: BlogDraft = {
      title: "AI for Restaurants",
      slug: "ai-for-restaurants",
      excerpt: "How restaurants use AI",
      content: "## Why\nBody",
      seoTitle: "AI for Restaurants",
      seoDescription: "A short description",
      primaryKeyword: "ai for restaurants",
      secondaryKeywords: ["restaurants", "automation"],
      contentType: "Quick Tips",
      aiMeta: {
        runId: "run-9",
        originalPrompt: "restaurants",
        seoImprovements: ["Keyword in title"],
      },
    };
    const post = await content.createDraft(draft);
    const req = fake.requests.at(-1);
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe(entriesPath);
    expect(req?.authorization).toBe(`Bearer ${TOKENS.management}`);
    expect(req?.contentType).toBe("blog");
    expect(req?.body).toEqual({
      fields: {
        title: { "en-US": "AI for Restaurants" },
        slug: { "en-US": "ai-for-restaurants" },
        excerpt: { "en-US": "How restaurants use AI" },
        content: { "en-US": "## Why\nBody" },
        seoTitle: { "en-US": "AI for Restaurants" },
        seoDescription: { "en-US": "A short description" },
        primaryKeyword: { "en-US": "ai for restaurants" },
        secondaryKeywords: { "en-US": ["restaurants", "automation"] },
        contentType: { "en-US": "Quick Tips" },
        status: { "en-US": "draft" },
        author: { "en-US": "AI Insights Team" },
        runId: { "en-US": "run-9" },
        originalPrompt: { "en-US": "restaurants" },
        seoImprovements: { "en-US": ["Keyword in title"] },
      },
    });
    expect(post).toMatchObject({
      id: "entry1",
      status: "draft",
      views: 0,
      tags: ["restaurants", "automation"],
      aiMeta: draft.aiMeta,
    });
    // The preview API now lists it.
    expect((await content.list({ preview: true })).items.map((p) => p.id)).toEqual([post.id]);

    const updated = await content.updateStatus(post.id, "ready");
    expect(updated?.status).toBe("ready");
    expect(fake.requests.at(-1)?.method).toBe("PUT");
    expect(await content.updateStatus("nope", "ready")).toBeNull();
  });

  it("retries a 429 after the reset header, then succeeds (the SDK's own retry)", async () => {
    seed("r1", "2026-01-01T00:00:00.000Z", { title: "R", slug: "r" });
    fake.failures.push({ status: 429, headers: { "x-contentful-ratelimit-reset": "0" } });
    const page = await content.list();
    expect(page.items.map((p) => p.id)).toEqual(["r1"]);
    expect(fake.requests.filter((r) => r.path === entriesPath)).toHaveLength(2);
    expect(
      logs.some(([level, data]) => level === "warning" && String(data).includes("Rate limit")),
    ).toBe(true);
  });

  it("retries a 500, and reports an upstream error once the retries are spent", async () => {
    seed("r2", "2026-01-01T00:00:00.000Z", { title: "R", slug: "r" });
    fake.failures.push({ status: 500 });
    expect((await content.list()).items).toHaveLength(1);
    expect(fake.requests).toHaveLength(2);

    fake.requests.length = 0;
    const once = service({ retryLimit: 1 });
    fake.failures.push({ status: 500 }, { status: 503 });
    await expect(once.list()).rejects.toMatchObject({ code: "upstream", status: 503 });
    expect(fake.requests).toHaveLength(2);
    // A single-post failure returns nothing (SPEC §8).
    fake.failures.push({ status: 500 }, { status: 500 });
    expect(await once.getBySlug("r")).toBeNull();
  });

  it("treats an unknown content type as an empty list, not an error", async () => {
    fake.contentTypes.clear();
    expect(await content.list()).toEqual({ items: [], total: 0, limit: 100, skip: 0 });
  });

  it("needs a management token to write", async () => {
    const readOnly = service({ managementToken: undefined });
    await expect(readOnly.updateStatus("x", "ready")).rejects.toMatchObject({
      code: "not_configured",
    });
  });
});
