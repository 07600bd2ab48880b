import type { BlogAgentReply, BlogPost } from "@repo/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import {
  type FakeOpenAiRequest,
  responseFormatName,
  startFakeOpenAi,
} from "../../../test/support/fake-openai";

/** The blog agent's LLM path through the real openai SDK against an OpenAI-compatible server. */
describe("blog agent with an OpenAI-compatible model", () => {
  const fake = startFakeOpenAi();
  let t: TestApp;
  let auth: { authorization: string };
  let run = 0;

  const outline = {
    angle: "After-hours questions are lost bookings; a chatbot keeps the door open.",
    sections: [
      { heading: "The cost of unanswered questions", points: ["Missed bookings at night"] },
      { heading: "What a chatbot answers", points: ["Opening hours", "Menus", "Reservations"] },
      { heading: "Getting started", points: ["Pick one channel", "Book a discovery call"] },
    ],
  };
  const longSeoTitle = "Restaurant AI Chatbots: Answer Every Guest Question After Hours!!"; // 65
  const longDescription =
    "Learn how restaurants use AI chatbots to answer guest questions after closing time, take reservations around the clock, and turn late-night browsers into booked tables without extra staff.";
  const draft = {
    title: "How AI Chatbots Answer Restaurant Guests After Hours",
    excerpt: "Guests ask at midnight; a chatbot answers at once and books the table.",
    content: `## The cost of unanswered questions\n\n${"Guests ask about hours and menus late at night. ".repeat(6)}\n\n## What a chatbot answers\n\nOpening hours, menus and reservations.\n\n## Getting started\n\nBook a free discovery call.`,
    seoTitle: longSeoTitle,
    seoDescription: longDescription,
    primaryKeyword: "restaurant ai chatbot",
    secondaryKeywords: ["after-hours bookings", "restaurant automation"],
    keywordAnalysis: "Primary keyword in the title, the first paragraph and one H2.",
    seoImprovements: ["Primary keyword in the H1", "Call to action at the end"],
  };

  /** Answers the outline and the draft requests by the schema each one asks for. */
  const structured =
    (answers: { outline?: string; draft?: string }) => (request: FakeOpenAiRequest) =>
      (responseFormatName(request) === "blog_outline" ? answers.outline : answers.draft) ?? "";

  beforeAll(async () => {
    t = await buildTestApp("sqlite", {
      OPENAI_API_KEY: "test",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "test-model",
    });
    auth = await t.login();
  });
  afterAll(async () => {
    await t.close();
    fake.stop();
  });
  beforeEach(() => fake.reset());

  /** One message with topic, audience and format: the agent drafts at once. */
  async function draftOnce() {
    const runId = `llm-run-${++run}`;
    const message =
      "How AI chatbots answer customer questions after hours for restaurants, as quick tips";
    const res = await t.json("POST", "/api/admin/blog-agent", { runId, message }, auth);
    expect(res.status).toBe(200);
    const reply = (await res.json()) as BlogAgentReply;
    expect(reply).toMatchObject({ needsMoreInfo: false, conversationComplete: true });
    expect(reply.entryId).toBeTruthy();
    const got = await t.json("GET", `/api/admin/blogs/${reply.entryId}`, undefined, auth);
    expect(got.status).toBe(200);
    const { data: post } = (await got.json()) as { data: BlogPost };
    return { runId, message, reply, post };
  }

  const userMessage = (request: FakeOpenAiRequest | undefined) =>
    ((request?.messages ?? []) as { role: string; content: string }[]).find(
      (m) => m.role === "user",
    )?.content ?? "";

  it("reports the built-in agent with the model", () => {
    expect(t.deps.components.blogAgent).toBe("built-in+llm");
  });

  it("outlines, then stores the model's zod-validated draft with its fields", async () => {
    fake.state.reply = structured({
      outline: JSON.stringify(outline),
      draft: JSON.stringify(draft),
    });
    const { runId, message, reply, post } = await draftOnce();

    // Two structured calls: the outline while researching, then the draft following it.
    expect(fake.state.requests.map(responseFormatName)).toEqual(["blog_outline", "blog_draft"]);
    for (const request of fake.state.requests) {
      expect(request.model).toBe("test-model");
      expect(request.response_format).toMatchObject({
        type: "json_schema",
        json_schema: { strict: true },
      });
      expect(userMessage(request)).toContain("Audience: Restaurants");
      expect(userMessage(request)).toContain("Content type: Quick Tips");
    }
    expect(userMessage(fake.state.requests[1])).toContain("Follow this outline:");
    expect(userMessage(fake.state.requests[1])).toContain("## What a chatbot answers");

    expect(post).toMatchObject({
      title: draft.title,
      slug: "how-ai-chatbots-answer-restaurant-guests-after-hours",
      excerpt: draft.excerpt,
      content: draft.content,
      status: "draft",
      contentType: "Quick Tips",
      primaryKeyword: "restaurant ai chatbot",
      keywordAnalysis: draft.keywordAnalysis,
      tags: draft.secondaryKeywords,
      aiMeta: { runId, originalPrompt: message, seoImprovements: draft.seoImprovements },
    });
    expect(post.content).not.toMatch(/starting draft to edit/i);
    // Cut at a word boundary to the limits.
    expect(post.seoTitle?.length).toBeLessThanOrEqual(60);
    expect(longSeoTitle.startsWith((post.seoTitle ?? "").replace(/…$/, ""))).toBe(true);
    expect(post.seoDescription?.length).toBeLessThanOrEqual(155);
    expect(post.seoDescription?.length).toBeGreaterThan(100);
    expect(reply.reply).toContain(draft.title);
    expect(reply.reply).not.toMatch(/without a language model/);

    const stream = await t.app.request(`/api/admin/blog-agent/stream/${runId}`, { headers: auth });
    const stages = [...(await stream.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(["thinking", "researching", "creating", "complete"]);
  });

  it("drafts without an outline when the outline answer is unusable", async () => {
    fake.state.reply = structured({
      outline: "Here is an outline: 1. Intro",
      draft: JSON.stringify(draft),
    });
    const { post } = await draftOnce();
    expect(fake.state.requests.map(responseFormatName)).toEqual(["blog_outline", "blog_draft"]);
    expect(userMessage(fake.state.requests[1])).not.toContain("Follow this outline:");
    expect(post.title).toBe(draft.title);
    expect(post.content).toBe(draft.content);
  });

  const builtIn = (post: BlogPost, reply: BlogAgentReply) => {
    expect(post.content).toMatch(/starting draft to edit/i);
    expect(post.content).toMatch(/^## /m);
    expect(post).toMatchObject({ status: "draft", contentType: "Quick Tips" });
    expect(post.title).toMatch(/Restaurants/);
    expect(post.seoTitle?.length).toBeLessThanOrEqual(60);
    expect(post.seoDescription?.length).toBeLessThanOrEqual(155);
    expect(post.aiMeta?.seoImprovements.length).toBeGreaterThan(0);
    expect(reply.reply).toMatch(/without a language model/);
  };

  it.each([
    ["garbled text", "Sure! Here is your blog post: {title: How AI chatbots"],
    ["JSON of the wrong shape", JSON.stringify({ title: "Hi", content: "too short" })],
    [
      "a draft that fails validation",
      JSON.stringify({ ...draft, secondaryKeywords: ["", "x"], title: "!!!!!" }),
    ],
  ])("falls back to the built-in draft on %s", async (_label, answer) => {
    fake.state.reply = structured({ outline: JSON.stringify(outline), draft: answer });
    const { post, reply } = await draftOnce();
    expect(fake.state.requests.map(responseFormatName)).toContain("blog_draft");
    builtIn(post, reply);
  });

  it("falls back to the built-in draft when the model answers 500", async () => {
    fake.state.mode = "error";
    const { post, reply } = await draftOnce();
    // The SDK's own retry, then the fallback; both steps tried.
    expect(fake.state.requests.map(responseFormatName)).toEqual([
      "blog_outline",
      "blog_outline",
      "blog_draft",
      "blog_draft",
    ]);
    builtIn(post, reply);
  });
});
