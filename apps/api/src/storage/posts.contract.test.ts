import { createLocalContentService } from "@repo/content";
import type { BlogDraft } from "@repo/schemas";
import { describe, expect, it } from "vitest";
import { type Backend, backends } from "../../test/support/app";
import { spoilRow } from "../../test/support/spoil-row";
import { samplePost, useBackend } from "../../test/support/storage";
import { newId } from "../lib/ids";

/** The posts repository and the local content service on it, on both back ends. */
describe.each(backends)("posts contract on %s", (backend: Backend) => {
  const db = useBackend(backend);

  const post = samplePost;

  it("stores, reads by id and slug, and refuses a taken slug", async () => {
    const p = await db.storage.posts.create(post({ slug: "unique-one" }));
    expect(await db.storage.posts.get(p.id)).toEqual(p);
    expect(await db.storage.posts.getBySlug("unique-one")).toEqual(p);
    expect(await db.storage.posts.get("missing")).toBeNull();
    expect(await db.storage.posts.getBySlug("missing")).toBeNull();
    await expect(db.storage.posts.create(post({ slug: "unique-one" }))).rejects.toMatchObject({
      code: "conflict",
    });
  });

  it("moves a post to a free slug, and never onto another post's slug", async () => {
    const a = await db.storage.posts.create(post());
    const b = await db.storage.posts.create(post());
    const moved = await db.storage.posts.update(a.id, (x) => ({ ...x, slug: `${a.slug}-new` }));
    expect(moved?.slug).toBe(`${a.slug}-new`);
    expect((await db.storage.posts.getBySlug(`${a.slug}-new`))?.id).toBe(a.id);
    expect(await db.storage.posts.getBySlug(a.slug)).toBeNull();
    await expect(
      db.storage.posts.update(a.id, (x) => ({ ...x, slug: b.slug })),
    ).rejects.toMatchObject({ code: "conflict" });
    expect((await db.storage.posts.getBySlug(b.slug))?.id).toBe(b.id);
    expect((await db.storage.posts.get(a.id))?.slug).toBe(`${a.slug}-new`);
  });

  it("lists newest first with filters, totals and paging", async () => {
    const tag = newId();
    const a = await db.storage.posts.create(
      post({ createdAt: "2030-01-01T00:00:00.000Z", status: "published", contentType: tag }),
    );
    const b = await db.storage.posts.create(
      post({ createdAt: "2030-01-02T00:00:00.000Z", contentType: tag }),
    );
    const c = await db.storage.posts.create(
      post({ createdAt: "2030-01-03T00:00:00.000Z", contentType: tag, environment: "production" }),
    );
    const all = await db.storage.posts.list({ contentType: tag, limit: 100, skip: 0 });
    expect(all.items.map((p) => p.id)).toEqual([c.id, b.id, a.id]);
    expect(all.total).toBe(3);
    const page = await db.storage.posts.list({ contentType: tag, limit: 1, skip: 1 });
    expect(page).toEqual({ items: [b], total: 3 });
    expect(
      (await db.storage.posts.list({ contentType: tag, status: "published", limit: 100, skip: 0 }))
        .items,
    ).toEqual([a]);
    expect(
      (
        await db.storage.posts.list({
          contentType: tag,
          environment: "production",
          limit: 100,
          skip: 0,
        })
      ).items,
    ).toEqual([c]);
    expect((await db.storage.posts.list({ status: "archived", limit: 100, skip: 0 })).total).toBe(
      0,
    );
  });

  it.each(["{not json", "42", '"text"', "[1]"])(
    "leaves a post stored as %s out of the list, its total and its pages",
    async (bad) => {
      const tag = newId();
      const at = (day: number) => `2030-02-0${day}T00:00:00.000Z`;
      const a = await db.storage.posts.create(post({ createdAt: at(1), contentType: tag }));
      const spoiled = await db.storage.posts.create(post({ createdAt: at(2), contentType: tag }));
      const c = await db.storage.posts.create(post({ createdAt: at(3), contentType: tag }));
      expect(await spoilRow(backend, db.t, "post", spoiled.id, bad)).toBe(1);
      expect(await db.storage.posts.list({ contentType: tag, limit: 100, skip: 0 })).toEqual({
        items: [c, a],
        total: 2,
      });
      // A page is counted in readable posts: the second one is the oldest, not a short page.
      expect(await db.storage.posts.list({ contentType: tag, limit: 1, skip: 1 })).toEqual({
        items: [a],
        total: 2,
      });
    },
  );

  it("counts views atomically, apart from edits", async () => {
    const p = await db.storage.posts.create(post());
    await Promise.all(Array.from({ length: 20 }, () => db.storage.posts.incrementViews(p.id)));
    expect((await db.storage.posts.get(p.id))?.views).toBe(20);
    const edited = await db.storage.posts.update(p.id, (x) => ({ ...x, status: "ready" }));
    expect(edited?.status).toBe("ready");
    expect(await db.storage.posts.incrementViews(p.id)).toBe(21);
    expect(await db.storage.posts.get(p.id)).toMatchObject({ status: "ready", views: 21 });
    expect(await db.storage.posts.incrementViews("missing")).toBeNull();
    expect(await db.storage.posts.update("missing", (x) => x)).toBeNull();
  });

  it("backs the local content service: drafts with unique slugs, status changes, views", async () => {
    const content = createLocalContentService(db.storage.posts);
    const draft: BlogDraft = {
      title: "AI for Dentists",
      slug: `ai-for-dentists-${backend}`,
      excerpt: "Short",
      content: "## Hello",
      seoTitle: "AI for Dentists",
      seoDescription: "Desc",
      primaryKeyword: "ai for dentists",
      secondaryKeywords: ["dentists", "ai"],
      contentType: "Case Study",
      aiMeta: { runId: "r1", originalPrompt: "dentists", seoImprovements: ["x"] },
    };
    const first = await content.createDraft(draft, { environment: "development" });
    const second = await content.createDraft(draft, { environment: "development" });
    expect(first).toMatchObject({
      status: "draft",
      views: 0,
      tags: ["dentists", "ai"],
      author: "AI Insights Team",
      environment: "development",
      publishedAt: null,
      aiMeta: draft.aiMeta,
    });
    expect(second.slug).toBe(`${draft.slug}-2`);
    expect(await content.getBySlug(draft.slug)).toEqual(first);
    const published = await content.updateStatus(first.id, "published");
    expect(published?.publishedAt).toBeTruthy();
    expect(await content.recordView(first.id)).toBe(1);
    const listed = await content.list({ status: "published", contentType: "Case Study" });
    expect(listed.items.map((p) => p.id)).toContain(first.id);
    expect(listed.items.find((p) => p.id === first.id)?.views).toBe(1);
  });
});
