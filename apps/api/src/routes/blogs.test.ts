import { blogAgentReplySchema, blogListResponseSchema, blogPostSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readDataAsSent, readJson } from "../../test/support/responses";

describe.each(backends)("blog admin API and blog agent on %s", (backend: Backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    auth = await t.login();
  });
  afterAll(() => t.close());

  const agent = async (runId: string, message: string) => {
    const res = await t.json("POST", "/api/admin/blog-agent", { runId, message }, auth);
    expect(res.status).toBe(200);
    return readJson(res, blogAgentReplySchema);
  };

  it("reports the local content service and the built-in agent", () => {
    expect(t.deps.components).toMatchObject({ content: "local", blogAgent: "built-in" });
  });

  it("is admin-only", async () => {
    expect((await t.json("GET", "/api/admin/blogs")).status).toBe(401);
    expect(
      (await t.json("POST", "/api/admin/blog-agent", { runId: "r", message: "hi" })).status,
    ).toBe(401);
    expect((await t.json("GET", "/api/admin/blog-agent/stream/r")).status).toBe(401);
  });

  it("answers the connection test without creating anything", async () => {
    const before = await readJson(
      await t.json("GET", "/api/admin/blogs", undefined, auth),
      blogListResponseSchema,
    );
    const reply = await agent("test-connection", "ping");
    expect(reply).toMatchObject({
      entryId: null,
      needsMoreInfo: false,
      conversationComplete: false,
    });
    expect(reply.reply).toMatch(/pong/i);
    const after = await readJson(
      await t.json("GET", "/api/admin/blogs", undefined, auth),
      blogListResponseSchema,
    );
    expect(after.total).toBe(before.total);
  });

  it("asks for what it needs, then writes a real draft with every field", async () => {
    const runId = `run-${backend}-1`;
    const vague = await agent(runId, "I want to write a blog post");
    expect(vague).toMatchObject({
      needsMoreInfo: true,
      entryId: null,
      conversationComplete: false,
    });
    // Everything missing in one message, as many questions as it says.
    expect(vague.reply).toMatch(/Three quick questions/);
    expect(vague.reply).toMatch(/Topic:.*\?/);
    expect(vague.reply).toMatch(/Audience:.*\?/);
    expect(vague.reply).toMatch(/Quick Tips/);

    const done = await agent(
      runId,
      "How AI chatbots answer customer questions after hours. For restaurants, as a step-by-step guide",
    );
    expect(done).toMatchObject({ needsMoreInfo: false, conversationComplete: true });
    expect(done.entryId).toBeTruthy();

    const res = await t.json("GET", `/api/admin/blogs/${done.entryId}`, undefined, auth);
    expect(res.status).toBe(200);
    const post = await readData(res, blogPostSchema);
    expect(post).toMatchObject({
      status: "draft",
      contentType: "Step-by-Step Guide",
      views: 0,
      environment: "development",
      title: "How AI Chatbots Answer Customer Questions After Hours",
    });
    expect(post.slug).toBe("how-ai-chatbots-answer-customer-questions-after-hours");
    expect(post.excerpt).toMatch(/^A clear, step-by-step plan for restaurant owners/);
    expect(post.content).toMatch(/^## Step 1: /m);
    expect(post.content).toMatch(/guests/);
    expect(post.content).not.toMatch(/built-in|language model|starting draft/i);
    expect(post.internalNotes).toMatch(/no language model/);
    expect(post.seoTitle?.length).toBeLessThanOrEqual(60);
    expect(post.seoDescription?.length).toBeLessThanOrEqual(155);
    expect(post.seoDescription?.length).toBeGreaterThan(40);
    expect(post.tags).toContain("restaurants");
    expect(post.aiMeta).toMatchObject({
      runId,
      originalPrompt:
        "How AI chatbots answer customer questions after hours. For restaurants, as a step-by-step guide",
    });
    expect(post.aiMeta?.seoImprovements.length).toBeGreaterThan(0);

    // Its progress, as server-sent events.
    const stream = await t.app.request(`/api/admin/blog-agent/stream/${runId}`, { headers: auth });
    expect(stream.headers.get("content-type")).toMatch(/text\/event-stream/);
    const text = await stream.text();
    const stages = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(["thinking", "researching", "creating", "complete"]);
    expect(text).toContain(done.entryId as string);

    // The list shows it, newest first, with status and environment filters.
    const list = await readJson(
      await t.json("GET", "/api/admin/blogs?status=draft&environment=development", undefined, auth),
      blogListResponseSchema,
    );
    expect(list.source).toBe("local");
    expect(list.data[0]?.id).toBe(done.entryId);
    const prod = await readJson(
      await t.json("GET", "/api/admin/blogs?environment=production", undefined, auth),
      blogListResponseSchema,
    );
    expect(prod.data.map((p) => p.id)).not.toContain(done.entryId);

    // A finished conversation does not create a second post.
    const again = await agent(runId, "yes");
    expect(again.entryId).toBe(done.entryId);
  });

  it("uses defaults when told to proceed, and counts public views of published posts", async () => {
    const runId = `run-${backend}-2`;
    expect((await agent(runId, "Lead qualification with AI scoring")).needsMoreInfo).toBe(true);
    const done = await agent(runId, "proceed");
    expect(done.conversationComplete).toBe(true);
    const post = await readData(
      await t.json("GET", `/api/admin/blogs/${done.entryId}`, undefined, auth),
      blogPostSchema,
    );
    expect(post.contentType).toBe("In-Depth Explainer");

    // Drafts are not public, nor are their views counted.
    expect((await t.json("GET", `/api/blog/posts/${post.slug}`)).status).toBe(404);
    expect((await t.json("POST", `/api/blog/posts/${post.slug}/views`)).status).toBe(404);
    const pub = await t.json(
      "PUT",
      `/api/admin/blogs/${post.id}/status`,
      { status: "published" },
      auth,
    );
    expect(pub.status).toBe(200);
    const view = async () =>
      readData(
        await t.json("POST", `/api/blog/posts/${post.slug}/views`),
        blogPostSchema.pick({ views: true }),
      );
    expect([(await view()).views, (await view()).views]).toEqual([1, 2]);
    // Reading the post counts nothing (a link preloaded on hover is not a reader).
    // As sent: parsing would drop keys the schema does not name.
    const first = await readDataAsSent(
      await t.json("GET", `/api/blog/posts/${post.slug}`),
      blogPostSchema,
    );
    expect(first.views).toBe(2);
    // The owner's notes stay in the admin.
    expect(post.internalNotes).toBeTruthy();
    expect(first.internalNotes).toBeUndefined();
    // Nor does the brief the agent was given.
    expect(post.aiMeta?.originalPrompt).toBeTruthy();
    expect(JSON.stringify(first)).not.toContain(post.aiMeta?.originalPrompt);
    const listed = await readData(await t.json("GET", "/api/blog/posts"), z.array(blogPostSchema));
    expect(listed.find((p) => p.id === post.id)?.views).toBe(2);
  });

  it("asks once for what is missing and never repeats a question", async () => {
    const runId = `run-${backend}-3`;
    const first = await agent(runId, "AI review management");
    expect(first.reply).toMatch(/Two quick questions/);
    // Answers only one of the two: the other gets its default instead of a second ask.
    const done = await agent(runId, "for dentists");
    expect(done).toMatchObject({ needsMoreInfo: false, conversationComplete: true });
    const post = await readData(
      await t.json("GET", `/api/admin/blogs/${done.entryId}`, undefined, auth),
      blogPostSchema,
    );
    expect(post).toMatchObject({ contentType: "In-Depth Explainer" });
    // The owner said "dentists": the post is for them, with the medical practices' profile.
    expect(post.title).toBe("AI Review Management: A Guide for Dentists");
  });

  it("shows readers only the posts of this deployment's environment", async () => {
    const foreign = await t.deps.content.createDraft(
      {
        title: "Written in production",
        slug: "written-in-production",
        excerpt: "A post of another deployment.",
        content: "## Hello\n\nBody.",
        seoTitle: "Written in production",
        seoDescription: "A post of another deployment.",
        primaryKeyword: "ai",
        secondaryKeywords: [],
        contentType: "Quick Tips",
      },
      { environment: "production" },
    );
    await t.deps.content.updateStatus(foreign.id, "published");
    expect((await t.json("GET", `/api/blog/posts/${foreign.slug}`)).status).toBe(404);
    const listed = await readData(await t.json("GET", "/api/blog/posts"), z.array(blogPostSchema));
    expect(listed.map((p) => p.id)).not.toContain(foreign.id);
  });

  it("streams live: skips the finished previous message and follows the next one", async () => {
    const runId = `run-${backend}-live`;
    expect((await agent(runId, "AI review management for dental clinics")).needsMoreInfo).toBe(
      true,
    );
    const res = await t.app.request(`/api/admin/blog-agent/stream/${runId}?live=1`, {
      headers: auth,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes(": ready")) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    // Nothing of the previous message, which had already ended.
    expect(text).not.toContain("event:");
    const done = await agent(runId, "proceed");
    expect(done.conversationComplete).toBe(true);
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += decoder.decode(value, { stream: true });
    }
    const stages = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(["thinking", "researching", "creating", "complete"]);
    expect(text).toContain(done.entryId as string);
    expect(
      (await t.json("GET", `/api/admin/blog-agent/stream/${runId}?live=2`, undefined, auth)).status,
    ).toBe(400);
  });

  it("rejects an empty message and a bad status", async () => {
    expect(
      (await t.json("POST", "/api/admin/blog-agent", { runId: "r", message: "   " }, auth)).status,
    ).toBe(400);
    expect(
      (await t.json("PUT", "/api/admin/blogs/x/status", { status: "nope" }, auth)).status,
    ).toBe(400);
    expect((await t.json("GET", "/api/admin/blogs/missing", undefined, auth)).status).toBe(404);
  });
});
