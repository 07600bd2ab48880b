import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../test/support/app";
import { postMcp, type Served, serveApp } from "../../test/support/mcp";
import { addressToolKey } from "./transport-limit";

const NOW = new Date("2026-03-05T17:00:00Z");

type Answer = {
  id: number;
  result?: { isError?: boolean; content: { text: string }[] };
  error?: { code: number; message: string; data?: { retryAfter: number } };
};

/**
 * An address's request limit and an agent's tool limit on one tools/call: every POST counts
 * against the address and is refused by it first (HTTP 429); a call it lets through counts
 * against the tool's limit, whose refusal is the tool's answer.
 */
describe.each(backends)("MCP limits in order on %s", (backend) => {
  let s: Served;
  beforeAll(async () => {
    s = await serveApp(backend, NOW, { AGENT_TRANSPORT_RATE_LIMIT: "4", AGENT_RATE_LIMIT: "2" });
  });
  afterAll(() => s.stop());

  const call = (id: number, name: string | undefined, args: Record<string, unknown>) =>
    postMcp(s.url, {
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: name === undefined ? { arguments: args } : { name, arguments: args },
    });
  const answer = async (res: Response) => (await res.json()) as Answer;
  const toolCount = async () =>
    (await s.t.deps.storage.rateLimits.peek(addressToolKey("127.0.0.1", "ask")))?.count;

  it("counts every POST against the address first, and only calls it lets through against the tool", async () => {
    const first = await call(1, "ask", { query: "What does the discovery call cost?" });
    expect(first.status).toBe(200);
    expect(first.headers.get("ratelimit-limit")).toBe("4");
    expect(first.headers.get("ratelimit-remaining")).toBe("3");
    expect((await answer(first)).result?.isError).toBeFalsy();

    // Invalid arguments: counted against the address, not against the tool.
    const invalid = await call(2, "ask", { query: "" });
    expect(invalid.status).toBe(200);
    expect((await answer(invalid)).result?.isError).toBe(true);
    expect(await toolCount()).toBe(1);

    const second = await call(3, "ask", { query: "Which services do you offer?" });
    expect((await answer(second)).result?.isError).toBeFalsy();

    // The address still has one request left; the tool has none: the tool's own refusal.
    const toolRefused = await call(4, "ask", { query: "pricing" });
    expect(toolRefused.status).toBe(200);
    expect(toolRefused.headers.get("ratelimit-remaining")).toBe("0");
    expect(toolRefused.headers.get("retry-after")).toBeNull();
    const refusedAnswer = await answer(toolRefused);
    expect(refusedAnswer.id).toBe(4);
    expect(refusedAnswer.result?.isError).toBe(true);
    expect(refusedAnswer.result?.content[0]?.text).toMatch(
      /^Rate limit reached for this client\. Try again in \d+ seconds\.$/,
    );
    expect(await toolCount()).toBe(3);

    // Over the address's limit: HTTP 429 whatever the message, and the tool is not counted.
    const posts = [
      call(5, "ask", { query: "pricing" }),
      call(6, "ask", { query: "" }),
      call(7, "no_such_tool", {}),
      call(8, undefined, {}),
      postMcp(s.url, { jsonrpc: "2.0", id: 9, method: "ping" }),
    ];
    for (const [i, res] of (await Promise.all(posts)).entries()) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(res.headers.get("ratelimit-remaining")).toBe("0");
      const body = await answer(res);
      expect(body.id).toBe(5 + i);
      expect(body.error?.code).toBe(-32000);
      expect(body.error?.message).toMatch(
        /^Rate limit reached: too many requests from this address\. Try again in \d+ seconds\.$/,
      );
      expect(body.error?.data?.retryAfter).toBe(Number(res.headers.get("retry-after")));
    }
    expect(await toolCount()).toBe(3);
  });
});
