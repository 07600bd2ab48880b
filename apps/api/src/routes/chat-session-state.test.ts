import { chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

/** What a chat session keeps between messages, on both back ends. */
describe.each(backends)("chat session state on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(() => t.close());

  it("drops the greeting once stored, keeps what the visitor said, and renews an unchanged session", async () => {
    const { sessionId, initialMessage } = await readJson(
      await t.json("POST", "/api/chat/session"),
      chatSessionResponseSchema,
    );
    const stored = async () =>
      (await t.deps.storage.kv.get(`chat:session:${sessionId}`)) as Record<string, unknown> | null;
    const send = (message: string) => t.json("POST", "/api/chat/message", { sessionId, message });
    expect((await stored())?.greeting).toBe(initialMessage.text);

    expect((await send("Hi, I'm Dana and I run a bakery")).status).toBe(200);
    const afterFirst = await stored();
    expect(afterFirst).not.toHaveProperty("greeting");
    expect(afterFirst).toMatchObject({ conversationStarted: true, memory: { name: "Dana" } });
    const messages = await t.deps.storage.conversations.messages(sessionId);
    expect(messages[0]).toMatchObject({ isUser: false, text: initialMessage.text });

    // Nothing in the session changes: it is kept as it was (not written again), and answered
    // again after.
    const kv = t.deps.storage.kv;
    const set = kv.set;
    const written: string[] = [];
    Object.assign(kv, {
      set: (key: string, ...rest: [unknown, number?]) => {
        written.push(key);
        return set(key, ...rest);
      },
    });
    try {
      expect((await send("What services do you offer?")).status).toBe(200);
    } finally {
      Object.assign(kv, { set });
    }
    expect(written).not.toContain(`chat:session:${sessionId}`);
    expect(await stored()).toEqual(afterFirst);
    expect((await send("Do you work with law firms?")).status).toBe(200);
    expect((await t.deps.storage.conversations.messages(sessionId)).length).toBe(7);
  });

  it("renews the session's expiry with each admitted message, changed or not", async () => {
    const { sessionId } = await readJson(
      await t.json("POST", "/api/chat/session"),
      chatSessionResponseSchema,
    );
    const key = `chat:session:${sessionId}`;
    const send = (message: string) => t.json("POST", "/api/chat/message", { sessionId, message });
    expect((await send("What services do you offer?")).status).toBe(200);
    const state = await t.deps.storage.kv.get(key);
    // Left with a short expiry, as an old session would be: the next message renews it.
    await t.deps.storage.kv.set(key, state, 1500);
    expect((await send("Do you work with law firms?")).status).toBe(200);
    expect(await t.deps.storage.kv.get(key)).toEqual(state);
    await Bun.sleep(1600);
    expect(await t.deps.storage.kv.get(key)).toEqual(state);
    expect((await send("How much does a chatbot cost?")).status).toBe(200);
  });
});
