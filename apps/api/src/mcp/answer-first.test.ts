import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { createApp } from "../app";
import type { KeyedCountedWrite } from "../storage";
import { issueSessionId } from "./session";
import { addressToolKey } from "./transport-limit";

type Answer = {
  id: number;
  result?: { isError?: boolean; content: { text: string }[]; structuredContent?: unknown };
  error?: { code: number; message: string };
};

const JWT_SECRET = "answer-first-test-secret-0123456789abcdef";
const NOW = new Date("2026-03-05T17:00:00Z");

/**
 * An ask is answered first, then counted and stored in one storage step; a call over a limit
 * writes nothing there and is answered by the count-first path. Two app instances on one store
 * (as two server processes): limits hold across them, and an agent sees what it saw before.
 */
describe.each(backends)("MCP ask answered first on %s", (backend: Backend) => {
  let apps: TestApp[] = [];
  let dir = "";
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
    rmSync(dir, { recursive: true, force: true });
  });

  async function twoApps(env: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), "mcp-first-"));
    const shared = {
      TRUST_PROXY: "true",
      JWT_SECRET,
      ...env,
      ...(backend === "sqlite" ? { DATA_DIR: dir } : {}),
    };
    const opts = { redisPrefix: `test:${crypto.randomUUID()}:` };
    apps = [await buildTestApp(backend, shared, opts), await buildTestApp(backend, shared, opts)];
    return apps.map(instance);
  }

  /** An instance: ask() posts one tools/call ask (its clock fixed); `outcomes`: its one-step writes. */
  function instance(t: TestApp) {
    const outcomes: string[] = [];
    const conversations = t.deps.storage.conversations;
    const original = conversations.appendKeyedCounted;
    Object.assign(conversations, {
      appendKeyedCounted: async (...args: Parameters<typeof original>) => {
        const out: KeyedCountedWrite = await original(...args);
        outcomes.push(out.written ? "written" : out.why);
        return out;
      },
    });
    // Whether each call computed an answer: an answer reads the brand (for its links); nothing
    // else on a tool call's way does.
    let brandReads = 0;
    const deps = new Proxy(
      { ...t.deps, clock: () => NOW },
      {
        get(target, prop, receiver) {
          if (prop === "brand") brandReads++;
          return Reflect.get(target, prop, receiver);
        },
      },
    );
    const app = createApp(deps);
    const answered: boolean[] = [];
    const ask = async (id: number, query: string, headers: Record<string, string> = {}) => {
      const reads = brandReads;
      const res = await app.request("/api/nlweb/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "x-forwarded-for": "10.0.0.7",
          ...headers,
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: "ask", arguments: { query } },
        }),
      });
      answered.push(brandReads > reads);
      return { res, body: (await res.json()) as Answer };
    };
    return { t, ask, outcomes, answered };
  }

  type Instance = ReturnType<typeof instance>;

  const mcpConversations = async (t: TestApp) =>
    (await t.deps.storage.conversations.list({ source: "mcp", limit: 50 })).length;

  it("holds an agent's limit across instances and writes nothing over it", async () => {
    const [a, b] = (await twoApps({
      AGENT_RATE_LIMIT: "3",
      AGENT_TRANSPORT_RATE_LIMIT: "100",
    })) as [Instance, Instance];
    const texts: string[] = [];
    const remaining: (string | null)[] = [];
    for (const [i, from] of [a, b, a, b, a, b].entries()) {
      const { res, body } = await from.ask(i + 1, "What does the discovery call cost?");
      expect(res.status).toBe(200);
      expect(body.id).toBe(i + 1);
      texts.push(body.result?.content[0]?.text ?? "");
      remaining.push(res.headers.get("ratelimit-remaining"));
    }
    expect(texts.slice(0, 3).every((t) => t === texts[0] && !t.startsWith("Rate limit"))).toBe(
      true,
    );
    for (const refused of texts.slice(3)) {
      expect(refused).toMatch(/^Rate limit reached for this client\. Try again in \d+ seconds\.$/);
    }
    expect(remaining).toEqual(["99", "98", "97", "96", "95", "94"]);
    // Three stored in one step each. Over the limit each instance's one step wrote nothing
    // and the call was counted first; then the key it saw refused is counted first straight
    // away (b's last call), with no one-step write tried.
    expect(a.outcomes).toEqual(["written", "written", "limited"]);
    expect(b.outcomes).toEqual(["written", "limited"]);
    // b's last call was refused before an answer was computed for it.
    expect(a.answered).toEqual([true, true, true]);
    expect(b.answered).toEqual([true, true, false]);
    const storage = a.t.deps.storage;
    expect((await storage.rateLimits.peek(addressToolKey("10.0.0.7", "ask")))?.count).toBe(6);
    expect((await storage.rateLimits.peek("mcp:10.0.0.7"))?.count).toBe(6);
    expect(await mcpConversations(a.t)).toBe(3);
  });

  it("answers the address's 429 over its limit, counting as the count-first path counts", async () => {
    const [a, b] = (await twoApps({
      AGENT_RATE_LIMIT: "100",
      AGENT_TRANSPORT_RATE_LIMIT: "2",
    })) as [Instance, Instance];
    expect((await a.ask(1, "Which services do you offer?")).res.status).toBe(200);
    expect((await b.ask(2, "Which services do you offer?")).res.status).toBe(200);
    const { res, body } = await a.ask(3, "Which services do you offer?");
    expect(res.status).toBe(429);
    expect(body.error?.message).toMatch(
      /^Rate limit reached: too many requests from this address\. Try again in \d+ seconds\.$/,
    );
    expect(a.outcomes).toEqual(["written", "limited"]);
    const storage = a.t.deps.storage;
    expect((await storage.rateLimits.peek("mcp:10.0.0.7"))?.count).toBe(3);
    expect((await storage.rateLimits.peek(addressToolKey("10.0.0.7", "ask")))?.count).toBe(2);
    expect(await mcpConversations(a.t)).toBe(2);
  });

  it("stores a session's exchanges as the count-first path stores them", async () => {
    const [a] = await twoApps({});
    // Another store whose one-step write always declines: its calls take the count-first path.
    const old = await buildTestApp(backend, { TRUST_PROXY: "true", JWT_SECRET });
    apps.push(old);
    Object.assign(old.deps.storage.conversations, {
      appendKeyedCounted: async () => ({ written: false, why: "conflict" }),
    });
    const b = instance(old);
    const session = issueSessionId(JWT_SECRET);
    for (const [i, q] of [
      "What does the discovery call cost?",
      "Do you build chatbots?",
    ].entries()) {
      const mine = await a?.ask(i + 1, q, { "mcp-session-id": session });
      const theirs = await b.ask(i + 1, q, { "mcp-session-id": session });
      expect(mine?.body).toEqual(theirs.body);
      expect(mine?.res.headers.get("ratelimit-remaining")).toBe(
        theirs.res.headers.get("ratelimit-remaining"),
      );
    }
    expect(a?.outcomes).toEqual(["written", "written"]);
    const stored = async (t: TestApp) => {
      const [c] = await t.deps.storage.conversations.list({ source: "mcp", limit: 50 });
      if (!c) throw new Error("no conversation");
      const messages = await t.deps.storage.conversations.messages(c.id);
      const { id: _, ...record } = c;
      return { record, messages };
    };
    const mine = await stored(apps[0] as TestApp);
    expect(mine.messages).toHaveLength(4);
    expect(mine).toEqual(await stored(old));
    const days = { fromDay: "2026-03-05", toDay: "2026-03-05" };
    expect(await apps[0]?.deps.storage.conversations.dailyCounts(days)).toEqual(
      await old.deps.storage.conversations.dailyCounts(days),
    );
  });
});
