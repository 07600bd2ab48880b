import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server";

/** The agent endpoint on the real server process, called the way the README shows. */
describe("agent endpoint on the running server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const rpc = (method: string, params: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/nlweb/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        ...headers,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });

  it("serves the manifest at the root instead of the SPA", async () => {
    const res = await fetch(`${server.url}/.well-known/nlweb.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { mcp: { url: string }; nlweb: { ask: string } };
    // SITE_URL is unset here: the one default origin, never the Host this request named.
    expect(body.mcp.url).toBe("https://wasatch-ai.com/api/nlweb/mcp");
    expect(body.nlweb.ask).toBe("https://wasatch-ai.com/api/nlweb/ask");
  });

  it("lists tools and answers check_availability over plain JSON-RPC", async () => {
    const list = await rpc("tools/list", {});
    expect(list.status).toBe(200);
    const tools = ((await list.json()) as { result: { tools: { name: string }[] } }).result.tools;
    expect(tools.map((t) => t.name)).toContain("book_consultation");

    const res = await rpc("tools/call", {
      name: "check_availability",
      arguments: { limit: 3, timeZone: "America/New_York" },
    });
    const body = (await res.json()) as {
      result: { structuredContent: { slots: { start: { callerLocal: string } }[] } };
    };
    expect(body.result.structuredContent.slots).toHaveLength(3);
    expect(body.result.structuredContent.slots[0]?.start.callerLocal).toMatch(/E[SD]T/);
  });

  it("refuses a foreign Origin with 403", async () => {
    const res = await rpc("tools/list", {}, { origin: "http://attacker.example" });
    expect(res.status).toBe(403);
  });

  it("answers an NLWeb ask", async () => {
    const res = await fetch(`${server.url}/api/nlweb/ask?query=chatbots&streaming=false`);
    const body = (await res.json()) as { results: { schema_object: object }[] };
    expect(body.results.length).toBeGreaterThan(0);
  });
});
