import {
  type BlogDraft,
  type BlogPostEdit,
  blogListResponseSchema,
  blogPostSchema,
} from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  ENV,
  type FakeContentful,
  localized,
  SPACE,
  startFakeContentful,
  TOKENS,
} from "../../../../packages/content/test/fake-contentful";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readError, readJson } from "../../test/support/responses";

const draft = (slug: string): BlogDraft => ({
  title: "AI Reminders for Medical Practices",
  slug,
  excerpt: "Seven tips.",
  content: "## 1. Start\n\nBody.",
  seoTitle: "AI Reminders",
  seoDescription: "Seven tips on AI reminders.",
  primaryKeyword: "ai reminders",
  secondaryKeywords: ["ai reminders"],
  contentType: "Quick Tips",
  internalNotes: "- Check the figures.",
});

const edit = (slug: string): BlogPostEdit => ({
  title: "Cutting No-Shows with AI Reminders",
  slug,
  excerpt: "Five ways practices fill their calendar again.",
  content: "## 1. Remind Twice\n\nA day before and an hour before.",
  tags: ["no-shows", "reminders"],
  seoTitle: "Cutting No-Shows with AI Reminders",
  seoDescription: "How practices use AI reminders to cut no-shows.",
  primaryKeyword: "no-shows",
  internalNotes: "- Checked by the owner.",
});

describe.each(backends)("editing and archiving posts on %s", (backend: Backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    auth = await t.login();
  });
  afterAll(() => t.close());

  const get = async (id: string) =>
    readData(await t.json("GET", `/api/admin/blogs/${id}`, undefined, auth), blogPostSchema);

  it("is admin-only", async () => {
    expect((await t.json("PUT", "/api/admin/blogs/x", edit("x"))).status).toBe(401);
    expect((await t.json("DELETE", "/api/admin/blogs/x")).status).toBe(401);
  });

  it("saves every field of the editor, and keeps the slug unique", async () => {
    const post = await t.deps.content.createDraft(draft(`reminders-${backend}`));
    const other = await t.deps.content.createDraft(draft(`taken-${backend}`));

    const res = await t.json(
      "PUT",
      `/api/admin/blogs/${post.id}`,
      edit(`no-shows-${backend}`),
      auth,
    );
    expect(res.status).toBe(200);
    const saved = await get(post.id);
    expect(saved).toMatchObject({ ...edit(`no-shows-${backend}`), status: "draft" });
    expect(saved.createdAt).toBe(post.createdAt);
    // The old slug is free again; the new one finds the post.
    expect((await t.deps.content.getBySlug(`no-shows-${backend}`))?.id).toBe(post.id);
    expect(await t.deps.content.getBySlug(`reminders-${backend}`)).toBeNull();

    const clash = await t.json(
      "PUT",
      `/api/admin/blogs/${post.id}`,
      edit(`taken-${backend}`),
      auth,
    );
    expect(clash.status).toBe(409);
    expect((await readError(clash)).error).toMatch(/slug/);
    expect((await get(post.id)).slug).toBe(`no-shows-${backend}`);
    expect((await get(other.id)).slug).toBe(`taken-${backend}`);
  });

  it("names the field of a bad edit, and 404s an unknown post", async () => {
    const bad = await t.json(
      "PUT",
      "/api/admin/blogs/x",
      { ...edit("x"), slug: "Not A Slug" },
      auth,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/slug/);
    const long = await t.json(
      "PUT",
      "/api/admin/blogs/x",
      { ...edit("x"), seoTitle: "x".repeat(61) },
      auth,
    );
    expect(long.status).toBe(400);
    expect(await long.text()).toMatch(/seoTitle/);
    expect((await t.json("PUT", "/api/admin/blogs/missing", edit("free-slug"), auth)).status).toBe(
      404,
    );
    expect((await t.json("DELETE", "/api/admin/blogs/missing", undefined, auth)).status).toBe(404);
  });

  it("archives on delete: off the public blog, kept for the admin", async () => {
    const post = await t.deps.content.createDraft(draft(`archive-me-${backend}`), {
      environment: "development",
    });
    await t.json("PUT", `/api/admin/blogs/${post.id}/status`, { status: "published" }, auth);
    expect((await t.json("GET", `/api/blog/posts/${post.slug}`)).status).toBe(200);

    const res = await t.json("DELETE", `/api/admin/blogs/${post.id}`, undefined, auth);
    expect(res.status).toBe(200);
    expect((await readData(res, blogPostSchema)).status).toBe("archived");
    expect((await t.json("GET", `/api/blog/posts/${post.slug}`)).status).toBe(404);
    const listed = await readData(await t.json("GET", "/api/blog/posts"), z.array(blogPostSchema));
    expect(listed.map((p) => p.id)).not.toContain(post.id);
    const archived = await readJson(
      await t.json("GET", "/api/admin/blogs?status=archived", undefined, auth),
      blogListResponseSchema,
    );
    expect(archived.data.map((p) => p.id)).toContain(post.id);
  });
});

describe("editing and archiving posts on Contentful", () => {
  let fake: FakeContentful;
  let t: TestApp;
  let auth: { authorization: string };
  const entry = (id: string, slug: string) => ({
    sys: {
      id,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      version: 1,
      published: false,
    },
    fields: localized({ title: "From Contentful", slug, status: "draft", content: "Body" }),
  });
  beforeAll(async () => {
    fake = startFakeContentful();
    fake.entries.push(entry("cf1", "from-contentful"), entry("cf2", "taken"));
    t = await buildTestApp("sqlite", {
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_ENVIRONMENT: ENV,
      CONTENTFUL_DELIVERY_TOKEN: TOKENS.delivery,
      CONTENTFUL_PREVIEW_TOKEN: TOKENS.preview,
      CONTENTFUL_MANAGEMENT_TOKEN: TOKENS.management,
      CONTENTFUL_HOST: fake.host,
    });
    auth = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it("updates the entry through the management API", async () => {
    const res = await t.json("PUT", "/api/admin/blogs/cf1", edit("no-shows"), auth);
    expect(res.status).toBe(200);
    const put = fake.requests.find((r) => r.method === "PUT");
    expect(put?.authorization).toBe(`Bearer ${TOKENS.management}`);
    const fields = fake.entries[0]?.fields;
    expect(fields).toMatchObject({
      title: { "en-US": "Cutting No-Shows with AI Reminders" },
      slug: { "en-US": "no-shows" },
      secondaryKeywords: { "en-US": ["no-shows", "reminders"] },
      internalNotes: { "en-US": "- Checked by the owner." },
      status: { "en-US": "draft" },
    });
    const data = await readData(res, blogPostSchema);
    expect(data).toMatchObject({
      title: "Cutting No-Shows with AI Reminders",
      tags: ["no-shows", "reminders"],
    });
  });

  it("refuses a slug another entry has, and archives on delete", async () => {
    const clash = await t.json("PUT", "/api/admin/blogs/cf1", edit("taken"), auth);
    expect(clash.status).toBe(409);
    expect(fake.entries[0]?.fields.slug).toEqual({ "en-US": "no-shows" });

    const res = await t.json("DELETE", "/api/admin/blogs/cf1", undefined, auth);
    expect(res.status).toBe(200);
    expect(fake.entries[0]?.fields.status).toEqual({ "en-US": "archived" });
  });
});
