import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { type FakeOpenAi, repeatVisitor, startFakeOpenAi } from "../../test/support/fake-openai";

type Answer = { id: number; result?: { isError?: boolean; content: { text: string }[] } };

const ask = (id: number, query: string) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "ask", arguments: { query } },
});

/**
 * With a model configured, calls are counted before they are answered. A batch's calls are
 * counted in the order sent, as the limit sees them, whichever answer is
 * ready first: an agent with one call left sending [A, B] gets A answered and B refused, and no
 * answer is computed for B.
 */
describe.each(backends)("an MCP batch's asks on %s", (backend: Backend) => {
  let fake: FakeOpenAi;
  let t: TestApp | undefined;
  beforeAll(() => {
    fake = startFakeOpenAi({ defaultReply: "A model's answer." });
  });
  afterAll(() => fake.stop());
  afterEach(async () => {
    fake.reset();
    await t?.close();
    t = undefined;
  });

  it("counts them in the order sent, not the order their answers finish", async () => {
    t = await buildTestApp(backend, {
      AGENT_RATE_LIMIT: "1",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "test",
    });
    // The first question's answer takes longer than the second's (read from its last user message).
    fake.state.delay = (request) => (repeatVisitor(request).includes("discovery call") ? 300 : 0);
    const res = await t.app.request("/api/nlweb/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-03-26",
      },
      body: JSON.stringify([
        ask(1, "What does the discovery call cost?"),
        ask(2, "Do you build chatbots?"),
      ]),
    });
    expect(res.status).toBe(200);
    const [first, second] = (await res.json()) as [Answer, Answer];
    expect(first.id).toBe(1);
    expect(first.result?.isError).toBeUndefined();
    expect(first.result?.content[0]?.text).toContain("A model's answer.");
    expect(second.id).toBe(2);
    expect(second.result?.isError).toBe(true);
    expect(second.result?.content[0]?.text).toMatch(/^Rate limit reached for this client\./);
    // Only the call within the limit had an answer computed.
    expect(fake.state.requests).toHaveLength(1);
    const stored = await t.deps.storage.conversations.list({ source: "mcp", limit: 10 });
    expect(stored).toHaveLength(1);
  });

  it("counts a batch's calls in the order sent with the built-in responder, one checked first too", async () => {
    t = await buildTestApp(backend, { AGENT_RATE_LIMIT: "1" });
    // The first call carries `_meta`: its params are checked by the SDK's schemas, loaded first.
    const first = ask(1, "What does the discovery call cost?");
    const withMeta = { ...first, params: { ...first.params, _meta: { progressToken: "p1" } } };
    const res = await t.app.request("/api/nlweb/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-03-26",
      },
      body: JSON.stringify([withMeta, ask(2, "Do you build chatbots?")]),
    });
    expect(res.status).toBe(200);
    const [a, b] = (await res.json()) as [Answer, Answer];
    expect([a.id, b.id]).toEqual([1, 2]);
    expect(a.result?.isError).toBeUndefined();
    expect(a.result?.content[0]?.text).toMatch(/discovery call/i);
    expect(b.result?.isError).toBe(true);
    expect(b.result?.content[0]?.text).toMatch(/^Rate limit reached for this client\./);
    const stored = await t.deps.storage.conversations.list({ source: "mcp", limit: 10 });
    expect(stored.map((c) => c.firstQuestion)).toEqual(["What does the discovery call cost?"]);
  });

  it("counts a single call first when a model answers, so a caller over its limit costs no model call", async () => {
    t = await buildTestApp(backend, {
      AGENT_RATE_LIMIT: "2",
      OPENAI_API_KEY: "test-key",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "test",
    });
    const texts: string[] = [];
    for (let id = 1; id <= 5; id++) {
      const res = await t.app.request("/api/nlweb/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-03-26",
        },
        body: JSON.stringify(ask(id, "Do you build chatbots?")),
      });
      expect(res.status).toBe(200);
      texts.push(((await res.json()) as Answer).result?.content[0]?.text ?? "");
    }
    expect(texts.slice(0, 2).every((text) => text.includes("A model's answer."))).toBe(true);
    expect(texts.slice(2).every((text) => text.startsWith("Rate limit reached"))).toBe(true);
    // Two answers within the limit; none computed for the three refused calls.
    expect(fake.state.requests).toHaveLength(2);
  });
});
