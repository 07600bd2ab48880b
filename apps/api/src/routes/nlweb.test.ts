import { EventSource } from "eventsource";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import type { NlwebAnswer } from "../services/nlweb";

/** Parses a text/event-stream body into its blocks: fields as written, data parsed. */
function blocks(body: string): Array<{ fields: string[]; data: Record<string, unknown> }> {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split("\n");
      const data = lines
        .filter((l) => l.startsWith("data:"))
        .map((l) => l.slice(5).trim())
        .join("\n");
      return {
        fields: lines.map((l) => l.split(":")[0] ?? ""),
        data: JSON.parse(data) as Record<string, unknown>,
      };
    });
}

describe("NLWeb ask and manifest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { AGENT_RATE_LIMIT: "20" });
  });
  afterAll(() => t.close());

  it("lists schema.org results as JSON when streaming is off", async () => {
    const res = await t.app.request("/api/nlweb/ask?query=lead%20qualification&streaming=false");
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

  it("answers an agent's follow-up with what the earlier queries make of it, never worse than alone", async () => {
    for (const query of ["and the price?", "what about for a dentist"]) {
      const res = await t.json("POST", "/api/nlweb/ask", {
        query,
        prev: ["do you build chatbots"],
        generate_mode: "summarize",
        streaming: false,
      });
      const body = (await res.json()) as NlwebAnswer;
      expect(body.decontextualized_query?.original_query, query).toBe(query);
      expect(body.results.length, query).toBeGreaterThan(0);
      expect(body.summary?.message, query).not.toMatch(/I don't know/);
    }
  });

  it("reads a follow-up whose subject is a pronoun as about the earlier query's subject", async () => {
    const res = await t.json("POST", "/api/nlweb/ask", {
      query: "and how long is it?",
      prev: ["is the discovery call free?"],
      generate_mode: "summarize",
      streaming: false,
    });
    const body = (await res.json()) as NlwebAnswer;
    expect(body.summary?.message).toMatch(/30 minutes/);
    expect(body.summary?.message).not.toMatch(/weeks/);
    expect(body.results[0]?.name).toMatch(/discovery call/i);
  });

  it("answers summary {message} and nlws {answer, items}; prev makes a decontextualized query", async () => {
    const summarize = await t.json("POST", "/api/nlweb/ask", {
      query: "How much does the discovery call cost?",
      generate_mode: "summarize",
      streaming: false,
      query_id: "q-1",
    });
    const s = (await summarize.json()) as NlwebAnswer;
    expect(s.query_id).toBe("q-1");
    expect(s.summary?.message.toLowerCase()).toContain("free");
    expect(s.decontextualized_query).toBeUndefined();
    const generate = await t.json("POST", "/api/nlweb/ask", {
      query: "and how long is it?",
      prev: ["How much does the discovery call cost?"],
      mode: "generate",
      streaming: 0,
    });
    const g = (await generate.json()) as NlwebAnswer;
    expect(g.nlws?.answer).toBeTruthy();
    expect(Array.isArray(g.nlws?.items)).toBe(true);
    expect(g.decontextualized_query).toMatchObject({ original_query: "and how long is it?" });
    expect(g.decontextualized_query?.decontextualized_query).toContain("discovery call");
    const nothing = (await (
      await t.app.request("/api/nlweb/ask?query=zzqx%20vvw&streaming=false")
    ).json()) as NlwebAnswer;
    expect(nothing).toMatchObject({
      results: [],
      no_results: { message: "No results were found" },
    });
  });

  it("streams by default: data-only messages with message_type, retry set, then complete", async () => {
    const res = await t.app.request(
      "/api/nlweb/ask?query=pricing&generate_mode=summarize&query_id=s-1",
    );
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const list = blocks(await res.text());
    expect(list.map((b) => b.data.message_type)).toEqual([
      "api_version",
      "result_batch",
      "summary",
      "complete",
    ]);
    expect(list.flatMap((b) => b.fields)).not.toContain("event");
    expect(list[0]?.fields).toContain("retry");
    expect(list.every((b) => b.data.query_id === "s-1")).toBe(true);
    expect((list[1]?.data.results as unknown[] | undefined)?.length).toBeGreaterThan(0);
    expect(typeof list[2]?.data.message).toBe("string");

    const gen = await t.app.request("/api/nlweb/ask?query=chatbots&mode=generate&streaming=1");
    expect(blocks(await gen.text()).map((b) => b.data.message_type)).toEqual([
      "api_version",
      "result_batch",
      "nlws",
      "complete",
    ]);
  });

  it("stores each ask as its own nlweb conversation, one per conversation_id", async () => {
    const ask = (q: string, extra = "") =>
      t.app.request(`/api/nlweb/ask?streaming=false&query=${encodeURIComponent(q)}${extra}`);
    await ask("Do you work with law firms?");
    await ask("Do you work with dentists?");
    await ask("What is the process?", "&conversation_id=c-7");
    await ask("How long does it take?", "&conversation_id=c-7");
    const conversations = await t.deps.storage.conversations.list({ source: "nlweb", limit: 50 });
    const texts = await Promise.all(
      conversations.map(async (c) =>
        (await t.deps.storage.conversations.messages(c.id))
          .filter((m) => m.isUser)
          .map((m) => m.text),
      ),
    );
    expect(texts).toContainEqual(["Do you work with law firms?"]);
    expect(texts).toContainEqual(["Do you work with dentists?"]);
    expect(texts).toContainEqual(["What is the process?", "How long does it take?"]);
  });

  it("names the missing query with a 400", async () => {
    const res = await t.app.request("/api/nlweb/ask");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "invalid_input" });
    const bad = await t.json("POST", "/api/nlweb/ask", { query: "x", mode: "poem" });
    expect(bad.status).toBe(400);
  });

  it("serves the manifest at the root, its URLs from SITE_URL's default, never the Host", async () => {
    const res = await t.app.request("http://agents.test/.well-known/nlweb.json");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      nlweb: { ask: string };
      mcp: { url: string; tools: string[] };
    };
    expect(body.nlweb.ask).toBe("https://wasatch-ai.com/api/nlweb/ask");
    expect(body.mcp.url).toBe("https://wasatch-ai.com/api/nlweb/mcp");
    expect(JSON.stringify(body)).not.toContain("agents.test");
    expect(body.mcp.tools).toEqual(
      expect.arrayContaining([
        "book_consultation",
        "check_availability",
        "schedule_meeting",
        "find_booking",
        "reschedule_booking",
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

describe("NLWeb through an EventSource client", () => {
  let t: TestApp;
  let server: ReturnType<typeof Bun.serve>;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { CORS_ORIGINS: "https://partner.example" });
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: t.app.fetch });
  });
  afterAll(async () => {
    await server.stop(true);
    await t.close();
  });

  it("delivers every message to onmessage, in order, ending with complete", async () => {
    const url = `http://127.0.0.1:${server.port}/api/nlweb/ask?query=${encodeURIComponent("do you build chatbots")}&generate_mode=summarize`;
    const source = new EventSource(url);
    const received = await new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
      const got: Array<Record<string, unknown>> = [];
      source.onmessage = (e) => {
        const m = JSON.parse(e.data) as Record<string, unknown>;
        got.push(m);
        if (m.message_type === "complete") resolve(got);
      };
      source.onerror = () => reject(new Error("stream failed before complete"));
    });
    source.close();
    expect(received.map((m) => m.message_type)).toEqual([
      "api_version",
      "result_batch",
      "summary",
      "complete",
    ]);
    expect(String(received[2]?.message).length).toBeGreaterThan(20);
  });

  it("answers CORS for CORS_ORIGINS, preflight included", async () => {
    const base = `http://127.0.0.1:${server.port}/api/nlweb/ask`;
    const pre = await fetch(base, {
      method: "OPTIONS",
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    const res = await fetch(`${base}?query=pricing&streaming=false`, {
      headers: { origin: "https://partner.example" },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("https://partner.example");
    const evil = await fetch(`${base}?query=pricing`, {
      headers: { origin: "https://evil.example" },
    });
    expect(evil.status).toBe(403);
  });
});
