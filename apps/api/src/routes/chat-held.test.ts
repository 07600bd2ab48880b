import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chatMessageResponseSchema, chatSessionResponseSchema } from "@repo/schemas";
import { afterEach, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";
import { createChatSession } from "../services/chat";
import type { HeldWrite } from "../storage";

/**
 * A message of a session its app instance holds is answered from the state held and stored in
 * one storage step with its limits; two instances on one store (as two server processes) each
 * hold their own. The promise: limits hold across instances, a state stored by the other
 * instance is never overwritten, a deleted session is a 404 and an over-limit message a 429,
 * neither writing anything.
 */
describe.each(backends)("chat sessions held by two app instances on %s", (backend: Backend) => {
  let apps: TestApp[] = [];
  let dir = "";
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
    rmSync(dir, { recursive: true, force: true });
  });

  /** Two instances on one store; each counts what its held writes answered. */
  async function twoApps(env: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), "chat-held-"));
    const shared = {
      TRUST_PROXY: "true",
      ...env,
      ...(backend === "sqlite" ? { DATA_DIR: dir } : {}),
    };
    const opts = { redisPrefix: `test:${crypto.randomUUID()}:` };
    apps = [await buildTestApp(backend, shared, opts), await buildTestApp(backend, shared, opts)];
    return apps.map((t) => {
      const outcomes: string[] = [];
      const conversations = t.deps.storage.conversations;
      const original = conversations.addMessagesIfHeld;
      Object.assign(conversations, {
        addMessagesIfHeld: async (...args: Parameters<typeof original>) => {
          const out: HeldWrite = await original(...args);
          outcomes.push(out.written ? "written" : out.why);
          return out;
        },
      });
      const send = (sessionId: string, message = "What do you offer?", address = "10.0.0.1") =>
        t.json("POST", "/api/chat/message", { sessionId, message }, { "x-forwarded-for": address });
      return { t, send, outcomes };
    }) as [Instance, Instance];
  }
  type Instance = {
    t: TestApp;
    send(sessionId: string, message?: string, address?: string): Promise<Response>;
    outcomes: string[];
  };

  const startOn = async (a: Instance) =>
    (await readJson(await a.t.json("POST", "/api/chat/session"), chatSessionResponseSchema))
      .sessionId;
  const storedCount = async (a: Instance, id: string) =>
    (await a.t.deps.storage.conversations.get(id))?.messageCount;

  it("holds a session's limit across instances, with the same RateLimit headers, and writes nothing over it", async () => {
    const [a, b] = await twoApps({
      CHAT_SESSION_MESSAGES_PER_MINUTE: "4",
      CHAT_IP_MESSAGES_PER_MINUTE: "100",
    });
    const id = await startOn(a);
    const statuses: number[] = [];
    const remaining: (string | null)[] = [];
    for (const from of [a, b, a, b, a, b]) {
      const res = await from.send(id);
      statuses.push(res.status);
      remaining.push(res.headers.get("ratelimit-remaining"));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(remaining).toEqual(["3", "2", "1", "0", "0", "0"]);
    // The first messages were read first; then each instance held the session.
    expect(a.outcomes).toEqual(["written", "limited"]);
    expect(b.outcomes).toEqual(["written", "limited"]);
    // The greeting and four exchanges: nothing of the refused messages.
    expect(await storedCount(a, id)).toBe(9);
    // A key refused by its limit is judged first while its window lasts: no answer computed.
    expect((await a.send(id)).status).toBe(429);
    expect(a.outcomes).toHaveLength(2);
    expect(await storedCount(a, id)).toBe(9);
  });

  it("holds an address's limit across instances, writing nothing over it", async () => {
    const [a, b] = await twoApps({
      CHAT_SESSION_MESSAGES_PER_MINUTE: "100",
      CHAT_IP_MESSAGES_PER_MINUTE: "3",
    });
    const id = await startOn(a);
    const statuses: number[] = [];
    for (const from of [a, b, a, b, a]) statuses.push((await from.send(id)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect([...a.outcomes, ...b.outcomes]).toEqual(["written", "limited", "limited"]);
    expect(await storedCount(a, id)).toBe(7);
    // Another address is not held back by it.
    expect((await b.send(id, "What do you offer?", "10.0.0.2")).status).toBe(200);
  });

  it("never overwrites a session state another instance stored", async () => {
    const [a, b] = await twoApps({});
    const id = await startOn(a);
    expect((await a.send(id)).status).toBe(200);
    // The other instance stores a change: the visitor's name and business.
    const told = await b.send(id, "Hi, I'm Dana and I run a bakery");
    expect((await readJson(told, chatMessageResponseSchema)).response).toContain("Dana");
    // The first instance holds the state before it: it is read again, and answered from.
    const res = await a.send(id, "What services do you offer?");
    const answer = await readJson(res, chatMessageResponseSchema);
    expect(answer.response).toContain("bakery");
    expect(a.outcomes).toEqual(["changed"]);
    const stored = (await a.t.deps.storage.kv.get(`chat:session:${id}`)) as {
      memory: { name?: string };
    } | null;
    expect(stored?.memory.name).toBe("Dana");
    expect(await storedCount(a, id)).toBe(7);
    // Read again, the state is held: the next message is one step.
    expect((await a.send(id)).status).toBe(200);
    expect(a.outcomes).toEqual(["changed", "written"]);
  });

  it("answers 404 to a held session deleted meanwhile, writing nothing", async () => {
    const [a] = await twoApps({});
    const id = await startOn(a);
    expect((await a.send(id)).status).toBe(200);
    expect((await a.send(id)).status).toBe(200);
    expect(a.outcomes).toEqual(["written"]);
    await a.t.deps.storage.kv.delete(`chat:session:${id}`);
    const res = await a.send(id, "How much does a chatbot cost?");
    expect(res.status).toBe(404);
    expect(a.outcomes).toEqual(["written", "changed"]);
    expect(await storedCount(a, id)).toBe(5);
  });

  it("answers 404 to a held session whose conversation was cleared, its entry still there, writing nothing", async () => {
    const [a] = await twoApps({});
    const id = await startOn(a);
    expect((await a.send(id)).status).toBe(200);
    expect((await a.send(id)).status).toBe(200);
    expect(a.outcomes).toEqual(["written"]);
    await a.t.deps.storage.conversations.clear();
    expect(await a.t.deps.storage.kv.get(`chat:session:${id}`)).not.toBeNull();
    const res = await a.send(id, "How much does a chatbot cost?");
    expect(res.status).toBe(404);
    expect(a.outcomes).toEqual(["written", "gone"]);
    expect(await a.t.deps.storage.conversations.get(id)).toBeNull();
    expect(await a.t.deps.storage.conversations.messages(id)).toEqual([]);
  });

  it("keeps holding live chats through a burst of new sessions", async () => {
    const [a] = await twoApps({});
    const id = await startOn(a);
    expect((await a.send(id)).status).toBe(200);
    // More new sessions than a store holds: none of them has a message to hold it for yet.
    for (let i = 0; i < 1001; i++) await createChatSession(a.t.deps, {});
    expect((await a.send(id)).status).toBe(200);
    expect(a.outcomes).toEqual(["written"]);
  });
});
