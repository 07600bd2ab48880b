import { type BlogPost, blogAgentReplySchema, blogPostSchema } from "@repo/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import {
  type FakeOpenAiRequest,
  responseFormatName,
  startFakeOpenAi,
} from "../../../test/support/fake-openai";
import { readData, readJson } from "../../../test/support/responses";

/** The blog agent's model path through the real openai SDK against an OpenAI-compatible server. */
describe("blog agent with an OpenAI-compatible model", () => {
  const fake = startFakeOpenAi();
  let t: TestApp;
  let auth: { authorization: string };
  let run = 0;

  const paragraph = (topic: string) =>
    `${topic} matters because guests ask the same questions every evening. `.repeat(9);
  const draft = {
    title: "7 Ways AI Chatbots Help Restaurants After Hours",
    excerpt: "Guests ask at midnight; a chatbot answers at once and books the table.",
    intro: paragraph("Answering after hours"),
    sections: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
      heading: `${n}. Tip number ${n}`,
      body: paragraph(`Tip ${n}`),
    })),
    seoTitle: "AI Chatbots for Restaurants: 7 Quick Tips",
    seoDescription:
      "How restaurants use AI chatbots to answer guests after closing time and capture the 35% of inquiries that arrive after hours.",
    primaryKeyword: "Restaurant AI Chatbot",
    keywords: ["after-hours bookings", "restaurant automation"],
    notesForOwner: ["Add a photo of your own dining room."],
  };

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
    const message = "Quick tips: how AI chatbots answer guests after hours, for restaurants";
    const res = await t.json("POST", "/api/admin/blog-agent", { runId, message }, auth);
    expect(res.status).toBe(200);
    const reply = await readJson(res, blogAgentReplySchema);
    expect(reply).toMatchObject({ needsMoreInfo: false, conversationComplete: true });
    const got = await t.json("GET", `/api/admin/blogs/${reply.entryId}`, undefined, auth);
    const post = await readData(got, blogPostSchema);
    return { runId, message, reply, post };
  }

  const userMessage = (request: FakeOpenAiRequest | undefined) =>
    ((request?.messages ?? []) as { role: string; content: string }[]).find(
      (m) => m.role === "user",
    )?.content ?? "";

  const builtIn = (post: BlogPost) => {
    expect(post.title).toBe("How AI Chatbots Answer Guests After Hours: 7 Quick Tips");
    expect(post.content).toMatch(/^## 1\. /m);
    expect(post.internalNotes).toMatch(/no language model/);
  };

  it("reports the built-in agent with the model", () => {
    expect(t.deps.components.blogAgent).toBe("built-in+llm");
  });

  it("stores the model's zod-validated draft, grounded in the site's facts", async () => {
    fake.state.reply = JSON.stringify(draft);
    const { runId, message, reply, post } = await draftOnce();

    expect(fake.state.requests.map(responseFormatName)).toEqual(["blog_draft"]);
    const [request] = fake.state.requests;
    expect(request?.model).toBe("test-model");
    expect(request?.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { strict: true },
    });
    // The same brief reading as the built-in agent, and the facts it may use.
    const user = userMessage(request);
    expect(user).toContain("Audience: Restaurants");
    expect(user).toContain("Content type: Quick Tips");
    expect(user).toContain("Topic: how AI chatbots answer guests after hours");
    expect(user).toMatch(/Figure: 35% of inquiries/);

    expect(post).toMatchObject({
      title: draft.title,
      slug: "7-ways-ai-chatbots-help-restaurants-after-hours",
      excerpt: draft.excerpt,
      status: "draft",
      contentType: "Quick Tips",
      seoTitle: draft.seoTitle,
      primaryKeyword: "restaurant ai chatbot",
      tags: draft.keywords,
      aiMeta: { runId, originalPrompt: message },
    });
    expect(post.content).toMatch(/^Answering after hours/);
    expect(post.content).toContain("## 7. Tip number 7");
    expect(post.internalNotes).toMatch(/language model test-model/);
    expect(post.internalNotes).toContain("Add a photo of your own dining room.");
    expect(post.content).not.toContain("dining room");
    expect(reply.reply).toContain(draft.title);

    const stream = await t.app.request(`/api/admin/blog-agent/stream/${runId}`, { headers: auth });
    const stages = [...(await stream.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(["thinking", "researching", "creating", "complete"]);
  });

  it("retries once with the reason when the first answer is invalid", async () => {
    let calls = 0;
    fake.state.reply = () =>
      ++calls === 1 ? "Sure! Here is your post: {title" : JSON.stringify(draft);
    const { post } = await draftOnce();
    expect(fake.state.requests).toHaveLength(2);
    expect(userMessage(fake.state.requests[1])).toMatch(/previous answer was rejected/);
    expect(post.title).toBe(draft.title);
  });

  it.each([
    ["garbled text", "Sure! Here is your blog post: {title: How AI chatbots"],
    ["JSON of the wrong shape", JSON.stringify({ title: "Hi", content: "too short" })],
    ["a title too long", JSON.stringify({ ...draft, title: "A".repeat(71) })],
    [
      "the brief's instructions in the post",
      JSON.stringify({
        ...draft,
        excerpt: "Quick tips for restaurants. Please research it and proceed.",
      }),
    ],
    [
      "a figure the site never published",
      JSON.stringify({ ...draft, intro: `${draft.intro} 73% of guests book at night.` }),
    ],
  ])("uses the built-in draft after two answers with %s", async (_label, answer) => {
    fake.state.reply = answer;
    const { post } = await draftOnce();
    expect(fake.state.requests.map(responseFormatName)).toEqual(["blog_draft", "blog_draft"]);
    builtIn(post);
  });

  it("uses the built-in draft when the model answers 500", async () => {
    fake.state.mode = "error";
    const { post } = await draftOnce();
    // Each attempt includes the SDK's own retry.
    expect(fake.state.requests).toHaveLength(4);
    builtIn(post);
  });
});
