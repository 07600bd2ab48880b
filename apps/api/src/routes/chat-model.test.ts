import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, type TestApp } from "../../test/support/app";
import { type FakeOpenAi, startFakeOpenAi } from "../../test/support/fake-openai";
import { readJson } from "../../test/support/responses";

/**
 * With a model, the visitor's message is written while the model answers: the model is shown
 * the earlier messages without this one, and the conversation keeps every message once, in
 * order, the visitor's before the reply.
 */
describe.each(backends)("chat with a model on %s", (backend) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = startFakeOpenAi({ defaultReply: "We build chatbots for small businesses." });
    t = await buildTestApp(backend, {
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "test",
    });
  });
  afterAll(async () => {
    await t.close();
    fake.stop();
  });

  it("stores the question beside the model's answer, each once and in order", async () => {
    const { sessionId } = await readJson(
      await t.json("POST", "/api/chat/session"),
      chatSessionResponseSchema,
    );
    const questions = ["Do you build chatbots?", "How long does one take to set up?"];
    for (const message of questions) {
      const res = await t.json("POST", "/api/chat/message", { sessionId, message });
      expect(res.status).toBe(200);
      expect((await readJson(res, chatMessageResponseSchema)).metadata.answered_by).toBe("llm");
    }
    const stored = await t.deps.storage.conversations.messages(sessionId);
    expect(stored.map((m) => [m.isUser, m.text])).toEqual([
      [false, expect.any(String)],
      [true, questions[0]],
      [false, "We build chatbots for small businesses."],
      [true, questions[1]],
      [false, "We build chatbots for small businesses."],
    ]);
    const answers = fake.state.requests.filter((r) => !r.response_format);
    const second = JSON.stringify(answers.at(-1)?.messages);
    expect(second.split(questions[0] as string).length - 1).toBe(1);
    expect(second.split(questions[1] as string).length - 1).toBe(1);
  });
});
