import { Database } from "bun:sqlite";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterEach, describe, expect, inject, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { issueSessionId } from "./session";

const JWT_SECRET = "ask-unrecorded-test-secret-0123456789abcdef";

type Answer = { result?: { isError?: boolean; content: { text: string }[] } };

/**
 * A recording that fails (a stored value it cannot use) does not fail an answered ask: the
 * agent gets its answer, the call is counted, the failure is logged, as when the recording
 * ran on its own step.
 */
describe.each(backends)("an MCP ask whose recording fails on %s", (backend: Backend) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  /**
   * Makes the session's recording fail: on SQLite a message the database refuses (a malformed
   * entry only starts a new conversation), on Redis a key of another type.
   */
  async function spoilEntry(app: TestApp, prefix: string) {
    if (backend === "sqlite") {
      const db = new Database(join(app.deps.env.DATA_DIR, "app.sqlite"));
      db.exec(
        "CREATE TRIGGER refuse_messages BEFORE INSERT ON conversation_messages BEGIN SELECT RAISE(ABORT, 'refused'); END",
      );
      const entries = db
        .query("SELECT count(*) AS n FROM kv WHERE key LIKE 'agent-conversation:%'")
        .get() as { n: number };
      db.close();
      return entries.n;
    }
    const redis = new Redis(inject("redisUrl"));
    try {
      const keys = await redis.keys(`${prefix}*agent-conversation:*`);
      for (const key of keys) {
        await redis.del(key);
        await redis.hset(key, "not", "a string");
      }
      return keys.length;
    } finally {
      redis.disconnect();
    }
  }

  it("answers, counts the call and logs the failure", async () => {
    const prefix = `test:${crypto.randomUUID()}:`;
    const app = await buildTestApp(
      backend,
      { TRUST_PROXY: "true", JWT_SECRET, AGENT_RATE_LIMIT: "10" },
      { redisPrefix: prefix },
    );
    t = app;
    const warnings: unknown[][] = [];
    Object.assign(app.deps.logger, { warn: (...args: unknown[]) => warnings.push(args) });
    const session = issueSessionId(JWT_SECRET);
    const ask = async (id: number) => {
      const res = await app.app.request("/api/nlweb/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "x-forwarded-for": "10.0.0.9",
          "mcp-session-id": session,
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: "ask", arguments: { query: "What does the discovery call cost?" } },
        }),
      });
      return { status: res.status, body: (await res.json()) as Answer };
    };

    const first = await ask(1);
    expect(first.status).toBe(200);
    expect(warnings).toEqual([]);
    expect(await spoilEntry(app, prefix)).toBe(1);

    const second = await ask(2);
    expect(second.status).toBe(200);
    expect(second.body.result?.isError).toBeUndefined();
    expect(second.body.result?.content[0]?.text).toBe(first.body.result?.content[0]?.text);
    const toolKey = `mcp-tool:ask:session:${session}`;
    expect((await app.deps.storage.rateLimits.peek(toolKey))?.count).toBe(2);
    expect((await app.deps.storage.rateLimits.peek("mcp:10.0.0.9"))?.count).toBe(2);
    expect(warnings).toEqual([
      [{ err: expect.any(String), source: "mcp" }, "could not record the agent exchange"],
    ]);
    // The one exchange recorded before, nothing of the second.
    const stored = await app.deps.storage.conversations.list({ source: "mcp", limit: 10 });
    expect(stored.map((c) => c.messageCount)).toEqual([2]);
  });
});
