import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import type { NlwebAnswer } from "../services/nlweb";

/** Parses a text/event-stream body into its events. */
function events(body: string): Array<{ event: string; data: Record<string, unknown> }> {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const event =
        lines
          .find((l) => l.startsWith("event:"))
          ?.slice(6)
          .trim() ?? "message";
      const data = lines
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trim())
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

describe("NLWeb ask and manifest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { AGENT_RATE_LIMIT: "20" });
  });
  afterAll(() => t.close());

  it("lists schema.org results for a GET query", async () => {
    const res = await t.app.request("/api/nlweb/ask?query=lead%20qualification");
    expect(res.status).toBe(200);
    const body = (await res.json()) as NlwebAnswer;
    expect(body.query_id).toBeTruthy();
    expect(body.results.length).toBeGreaterThan(0);
    const first = body.results[0];
    expect(first).toMatchObject({ site: "wasatch-ai.com" });
    expect(first?.url).toMatch(/^https:\/\//);
    expect(first?.schema_object["@context"]).toBe("https://schema.org");
    expect(body.results.some((r) => r.schema_object["@type"] === "Service")).toBe(true);
    expect(body.summary).toBeUndefined();
  });

  it("summarizes and generates over POST, with earlier queries as context", async () => {
    const summarize = await t.json("POST", "/api/nlweb/ask", {
      query: "How much does the discovery call cost?",
      mode: "summarize",
      query_id: "q-1",
    });
    const s = (await summarize.json()) as NlwebAnswer;
    expect(s.query_id).toBe("q-1");
    expect(s.summary?.toLowerCase()).toContain("free");
    const generate = await t.json("POST", "/api/nlweb/ask", {
      query: "and how long is it?",
      prev: ["How much does the discovery call cost?"],
      mode: "generate",
    });
    const g = (await generate.json()) as NlwebAnswer;
    expect(g.answer).toBeTruthy();
  });

  it("streams result, summary and complete messages as server-sent events", async () => {
    const res = await t.app.request(
      "/api/nlweb/ask?query=pricing&mode=summarize&streaming=true&query_id=s-1",
    );
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const list = events(await res.text());
    expect(list.map((e) => e.event)).toEqual(["result", "summary", "complete"]);
    expect(list[0]?.data).toMatchObject({ message_type: "result", query_id: "s-1" });
    expect((list[0]?.data.results as unknown[] | undefined)?.length).toBeGreaterThan(0);
    expect(typeof list[1]?.data.message).toBe("string");

    const gen = await t.app.request("/api/nlweb/ask?query=chatbots&mode=generate&streaming=1");
    expect(events(await gen.text()).map((e) => e.event)).toEqual(["result", "nlws", "complete"]);
  });

  it("stores each exchange as an nlweb conversation", async () => {
    await t.app.request("/api/nlweb/ask?query=Do%20you%20work%20with%20law%20firms%3F");
    const conversations = await t.deps.storage.conversations.list({ source: "nlweb", limit: 10 });
    expect(conversations.length).toBeGreaterThan(0);
    const messages = await t.deps.storage.conversations.messages(conversations[0]?.id ?? "");
    expect(messages.some((m) => m.isUser && m.text === "Do you work with law firms?")).toBe(true);
  });

  it("names the missing query with a 400", async () => {
    const res = await t.app.request("/api/nlweb/ask");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input" });
    const bad = await t.json("POST", "/api/nlweb/ask", { query: "x", mode: "poem" });
    expect(bad.status).toBe(400);
  });

  it("serves the manifest at the root, not swallowed by the SPA", async () => {
    const res = await t.app.request("http://agents.test/.well-known/nlweb.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      nlweb: { ask: string };
      mcp: { url: string; tools: string[] };
    };
    expect(body.nlweb.ask).toBe("http://agents.test/api/nlweb/ask");
    expect(body.mcp.url).toBe("http://agents.test/api/nlweb/mcp");
    expect(body.mcp.tools).toEqual(
      expect.arrayContaining([
        "book_consultation",
        "check_availability",
        "schedule_meeting",
        "ask",
      ]),
    );
  });

  it("limits asks per client", async () => {
    const limited = await buildTestApp("sqlite", { AGENT_RATE_LIMIT: "2" });
    try {
      for (let i = 0; i < 2; i++) {
        expect((await limited.app.request("/api/nlweb/ask?query=ai")).status).toBe(200);
      }
      const res = await limited.app.request("/api/nlweb/ask?query=ai");
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
