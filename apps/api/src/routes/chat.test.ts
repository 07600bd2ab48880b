import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readError, readJson } from "../../test/support/responses";

/** Reads a server-sent-events body into its events. */
async function readSse(res: Response): Promise<{ event: string; data: unknown }[]> {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as unknown };
    });
}

describe.each(backends)("chat API on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // Always after hours (Sunday only, early), so the notice is predictable.
    t = await buildTestApp(backend, {
      BUSINESS_HOURS: "Sun 00:00-00:01",
      CHAT_SESSION_MESSAGES_PER_MINUTE: "30",
    });
  });
  afterAll(() => t.close());

  const start = async (body?: unknown) => {
    const res = await t.json("POST", "/api/chat/session", body);
    expect(res.status).toBe(201);
    return readJson(res, chatSessionResponseSchema);
  };
  const send = (sessionId: string, message: string, headers?: Record<string, string>) =>
    t.json("POST", "/api/chat/message", { sessionId, message }, headers);

  it("starts a session with the greeting", async () => {
    const s = await start();
    expect(s.sessionId).toBeTruthy();
    expect(s.visitorId).toBeTruthy();
    expect(s.initialMessage.text).toContain(
      "AI implementation services, chatbots and data analysis",
    );
    expect(Date.parse(s.initialMessage.timestamp)).not.toBeNaN();
    const empty = await t.app.request("/api/chat/session", { method: "POST" });
    expect(empty.status).toBe(201);
  });

  it("answers a message and stores the conversation with tags", async () => {
    const s = await start();
    const res = await send(s.sessionId, "How much does a custom chatbot cost?");
    expect(res.status).toBe(200);
    const body = await readJson(res, chatMessageResponseSchema);
    expect(body.response).toContain("$500+");
    expect(body.metadata.memory_detected).toBe(false);
    expect(body.metadata.answered_by).toBe("built-in");
    expect(body.metadata.topics).toEqual(expect.arrayContaining(["pricing", "chatbots"]));

    const conversation = await t.deps.storage.conversations.get(s.sessionId);
    expect(conversation).toMatchObject({
      source: "chat",
      environment: "development",
      questionCount: 1,
    });
    expect(conversation?.tags).toEqual(expect.arrayContaining(["pricing", "chatbots"]));
    const messages = await t.deps.storage.conversations.messages(s.sessionId);
    expect(messages.map((m) => m.isUser)).toEqual([false, true, false]);
    expect(messages[1]?.text).toBe("How much does a custom chatbot cost?");
  });

  it("stores one conversation, greeted once, when a session's first messages arrive together", async () => {
    const s = await start();
    const [a, b] = await Promise.all([
      send(s.sessionId, "Do you build chatbots?"),
      send(s.sessionId, "What does it cost?"),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const messages = await t.deps.storage.conversations.messages(s.sessionId);
    expect(messages.filter((m) => m.text === s.initialMessage.text)).toHaveLength(1);
    expect(messages[0]?.text).toBe(s.initialMessage.text);
    expect(await t.deps.storage.conversations.get(s.sessionId)).toMatchObject({
      questionCount: 2,
      messageCount: 5,
    });
    const day = s.initialMessage.timestamp.slice(0, 10);
    const before = await t.deps.storage.conversations.list({ limit: 1000 });
    expect(before.filter((c) => c.id === s.sessionId)).toHaveLength(1);
    const counted = await t.deps.storage.conversations.dailyCounts({ fromDay: day, toDay: day });
    expect(counted.reduce((n, r) => n + r.conversations, 0)).toBe(
      before.filter((c) => c.startedAt.startsWith(day)).length,
    );
  });

  it("stores a session's first message with the greeting and the answer in one conversation write", async () => {
    const s = await start();
    const conversations = t.deps.storage.conversations;
    const writes: string[] = [];
    const methods = [
      "create",
      "createWithMessages",
      "appendMessage",
      "appendMessages",
      "addMessages",
      "addMessagesIfHeld",
    ] as const;
    const originals = methods.map((name) => [name, conversations[name]] as const);
    for (const [name, original] of originals)
      Object.assign(conversations, {
        [name]: (...args: unknown[]) => {
          writes.push(name);
          return (original as (...a: unknown[]) => unknown)(...args);
        },
      });
    try {
      expect((await send(s.sessionId, "Do you build chatbots?")).status).toBe(200);
      expect(writes).toEqual(["createWithMessages"]);
      expect((await send(s.sessionId, "What does it cost?")).status).toBe(200);
      // The session this process now holds: its exchange and limits go in one storage step.
      expect(writes).toEqual(["createWithMessages", "addMessagesIfHeld"]);
    } finally {
      for (const [name, original] of originals) Object.assign(conversations, { [name]: original });
    }
    const messages = await conversations.messages(s.sessionId);
    expect(messages.map((m) => m.isUser)).toEqual([false, true, false, true, false]);
    expect(messages[0]).toMatchObject({
      text: s.initialMessage.text,
      timestamp: s.initialMessage.timestamp,
    });
    expect(await conversations.get(s.sessionId)).toMatchObject({
      startedAt: s.initialMessage.timestamp,
      messageCount: 5,
      questionCount: 2,
      firstQuestion: "Do you build chatbots?",
    });
  });

  it("remembers what the visitor says, and recognises them next time", async () => {
    const s = await start();
    const first = await readJson(
      await send(s.sessionId, "Hi, I'm Dana and I run a bakery"),
      chatMessageResponseSchema,
    );
    expect(first.metadata.memory_detected).toBe(true);
    expect(first.response).toContain("Dana");
    const second = await readJson(
      await send(s.sessionId, "What services do you offer?"),
      chatMessageResponseSchema,
    );
    expect(second.response).toContain("bakery");
    expect(second.metadata.memory_detected).toBe(true);

    const again = await start({ visitorId: s.visitorId });
    expect(again.returning).toBe(true);
    expect(again.initialMessage.text).toContain("Welcome back, Dana");
  });

  it("captures a lead once per session, linked to the conversation", async () => {
    const s = await start();
    const ask = await readJson(
      await send(s.sessionId, "Can I talk to a person about a quote?"),
      chatMessageResponseSchema,
    );
    expect(ask.response).toContain("name and email");
    expect(ask.metadata.after_hours).toBe(true);
    expect(ask.response).toContain("offline right now");
    // Tagged for the owner's morning digest.
    expect((await t.deps.storage.conversations.get(s.sessionId))?.tags).toContain("after_hours");

    const give = await readJson(
      await send(s.sessionId, "Sure, I'm Priya Patel, priya@example.com"),
      chatMessageResponseSchema,
    );
    expect(give.metadata.lead_captured).toBe(true);
    expect(give.response).toContain("priya@example.com");
    expect(give.response).toContain("within 24 hours");
    const again = await readJson(
      await send(s.sessionId, "my other email is p2@example.com"),
      chatMessageResponseSchema,
    );
    expect(again.metadata.lead_captured).toBe(false);

    const leads = (await t.deps.storage.leads.list({ type: "chat" })).filter((l) =>
      l.email.startsWith("priya@"),
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      type: "chat",
      source: "chat_assistant",
      name: "Priya Patel",
      conversationId: s.sessionId,
    });
    const conversation = await t.deps.storage.conversations.get(s.sessionId);
    expect(conversation?.leadId).toBe(leads[0]?.id);
  });

  it("asks for a name when only an email is given", async () => {
    const s = await start();
    const res = await readJson(
      await send(s.sessionId, "ops@harbor.example"),
      chatMessageResponseSchema,
    );
    expect(res.metadata.lead_captured).toBe(false);
    expect(res.response).toContain("What name");
    const named = await readJson(await send(s.sessionId, "Luis Ortega"), chatMessageResponseSchema);
    expect(named.metadata.lead_captured).toBe(true);
    const [lead] = (await t.deps.storage.leads.list({ type: "chat" })).filter(
      (l) => l.email === "ops@harbor.example",
    );
    expect(lead?.name).toBe("Luis Ortega");
  });

  it("streams the answer as server-sent events", async () => {
    const s = await start();
    const res = await t.json("POST", "/api/chat/message/stream", {
      sessionId: s.sessionId,
      message: "What is your process?",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const events = await readSse(res);
    const deltas = events
      .filter((e) => e.event === "delta")
      .map((e) => (e.data as { text: string }).text);
    const done = chatMessageResponseSchema.parse(events.find((e) => e.event === "done")?.data);
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(done.response);
    expect(done.response).toContain("Discovery");
  });

  it("rejects bad input with 400 and unknown sessions with 404", async () => {
    const s = await start();
    for (const message of ["", "   \n\t "]) {
      const res = await send(s.sessionId, message);
      expect(res.status).toBe(400);
      expect((await readError(res)).error).toContain("empty");
    }
    const long = await send(s.sessionId, "x".repeat(2001));
    expect(long.status).toBe(400);
    expect((await readError(long)).error).toContain("2000");
    expect((await t.json("POST", "/api/chat/message", { message: "hi" })).status).toBe(400);
    expect((await t.json("POST", "/api/chat/message", "{not json")).status).toBe(400);
    expect(
      (await t.json("POST", "/api/chat/message", { sessionId: s.sessionId, message: 42 })).status,
    ).toBe(400);

    const badVisitor = await t.json("POST", "/api/chat/session", { visitorId: "short" });
    expect(badVisitor.status).toBe(400);
    expect((await readError(badVisitor)).error).toContain("visitorId");
    const badZone = await t.json("POST", "/api/chat/session", { timeZone: "Mars/Olympus" });
    expect(badZone.status).toBe(400);
    expect((await readError(badZone)).error).toContain("timeZone");
    expect((await t.json("POST", "/api/chat/session", "{not json")).status).toBe(400);
    expect((await t.json("POST", "/api/chat/session", " ")).status).toBe(201);

    const unknown = await send("no-such-session", "hello");
    expect(unknown.status).toBe(404);
    expect((await readError(unknown)).error).toMatch(/session not found/i);
    const unknownStream = await t.json("POST", "/api/chat/message/stream", {
      sessionId: "no-such-session",
      message: "hi",
    });
    expect(unknownStream.status).toBe(404);
  });

  it("answers 404, streamed or not, to a session whose conversation was deleted", async () => {
    const s = await start();
    expect((await send(s.sessionId, "What services do you offer?")).status).toBe(200);
    await t.deps.storage.conversations.clear();
    const res = await send(s.sessionId, "How much does a chatbot cost?");
    expect(res.status).toBe(404);
    expect((await readError(res)).error).toMatch(/session not found/i);
    const stream = await t.json("POST", "/api/chat/message/stream", {
      sessionId: s.sessionId,
      message: "What is your process?",
    });
    // Nothing of an answer goes out before the error.
    expect((await readSse(stream)).map((e) => e.event)).toEqual(["error"]);
    expect(await t.deps.storage.conversations.get(s.sessionId)).toBeNull();
  });

  it("refuses browsers from origins that are not allowed", async () => {
    const s = await start();
    const res = await send(s.sessionId, "hi", { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const pre = await t.app.request("/api/chat/message", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("chat limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", {
      CHAT_SESSION_MESSAGES_PER_MINUTE: "3",
      CHAT_IP_MESSAGES_PER_MINUTE: "5",
      CORS_ORIGINS: "https://partner.example",
    });
  });
  afterAll(() => t.close());

  const start = async () =>
    (await readJson(await t.json("POST", "/api/chat/session"), chatSessionResponseSchema))
      .sessionId;

  it("limits messages per session and per address with 429", async () => {
    const a = await start();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await t.json("POST", "/api/chat/message", { sessionId: a, message: `q ${i}` })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const b = await start();
    const res = await t.json("POST", "/api/chat/message", { sessionId: b, message: "hello" });
    expect(res.status).toBe(200);
    const over = await t.json("POST", "/api/chat/message", { sessionId: b, message: "hello" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBeTruthy();
  });

  it("allows configured origins", async () => {
    const pre = await t.app.request("/api/chat/session", {
      method: "OPTIONS",
      headers: { origin: "https://partner.example", "access-control-request-method": "POST" },
    });
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://partner.example");
  });
});
