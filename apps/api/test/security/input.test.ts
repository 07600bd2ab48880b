/**
 * Hostile input against the served app on both back ends: words that name Object.prototype
 * members, lone UTF-16 surrogates, and fields a client should not be able to set.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  chatSessionResponseSchema,
  conversationDetailSchema,
  conversationListSchema,
  leadCreatedSchema,
  leadSchema,
} from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { backends } from "../support/app";
import { readData, readDataAsSent, readJson } from "../support/responses";
import { jsonInit, type Served, serveApp } from "../support/server";

const PROTOTYPE_WORDS = [
  "constructor",
  "__proto__",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "isPrototypeOf",
  "__defineGetter__",
];

/** Every string anywhere in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(backends)("hostile input on %s", (backend) => {
  let s: Served;
  let auth: { authorization: string };
  let mcp: Client;
  beforeAll(async () => {
    s = await serveApp(backend, {
      CHAT_SESSION_MESSAGES_PER_MINUTE: "1000",
      CHAT_IP_MESSAGES_PER_MINUTE: "1000",
      AGENT_RATE_LIMIT: "1000",
      AGENT_BOOKING_RATE_LIMIT: "1000",
    });
    auth = await s.t.login();
    mcp = new Client({ name: "security-suite", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL("/api/nlweb/mcp", s.url)));
  });
  afterAll(async () => {
    await mcp.close();
    await s.stop();
  });

  const chatSession = async () => {
    const res = await s.fetch("/api/chat/session", jsonInit({}));
    expect(res.status).toBe(201);
    return (await readJson(res, chatSessionResponseSchema)).sessionId;
  };
  const callTool = async (name: string, args: Record<string, unknown>) =>
    (await mcp.callTool({ name, arguments: args })) as CallToolResult;

  describe("names of Object.prototype members are ordinary words", () => {
    it.each(PROTOTYPE_WORDS)("chat answers %s", async (word) => {
      const sessionId = await chatSession();
      for (const message of [word, `what is ${word}?`, `${word} pricing`]) {
        const res = await s.fetch("/api/chat/message", jsonInit({ sessionId, message }));
        expect(res.status, message).toBe(200);
      }
    });

    it.each(PROTOTYPE_WORDS)("NLWeb ask and MCP ask answer %s", async (word) => {
      const get = await s.fetch(`/api/nlweb/ask?query=${encodeURIComponent(word)}`);
      expect(get.status).toBe(200);
      const post = await s.fetch("/api/nlweb/ask", jsonInit({ query: word, mode: "generate" }));
      expect(post.status).toBe(200);
      const tool = await callTool("ask", { query: `${word} services` });
      expect(tool.isError ?? false).toBe(false);
    });

    it.each(PROTOTYPE_WORDS)("the blog agent answers %s", async (word) => {
      const res = await s.fetch(
        "/api/admin/blog-agent",
        jsonInit({ runId: `proto-${word.replace(/\W/g, "")}`, message: word }, auth),
      );
      expect(res.status).toBe(200);
    });
  });

  describe("lone UTF-16 surrogates are made well-formed on the way in", () => {
    const BAD = "\ud800Mar\udfffia";

    it("a public lead is stored well-formed and the leads list stays well-formed", async () => {
      const res = await s.fetch(
        "/api/leads",
        jsonInit({
          type: "project_inquiry_modal",
          name: BAD,
          email: "surrogate@example.com",
          company: BAD,
          message: `Hello ${BAD}`,
          industry: BAD,
        }),
      );
      expect(res.status).toBe(201);
      const { id } = await readData(res, leadCreatedSchema);
      // As sent: parsing would make the strings well-formed itself.
      const lead = await readDataAsSent(
        await s.fetch(`/api/leads/${id}`, { headers: auth }),
        leadSchema,
      );
      expect(lead.name).toBe("\ufffdMar\ufffdia");
      const list = await readDataAsSent(
        await s.fetch("/api/leads", { headers: auth }),
        z.array(leadSchema),
      );
      for (const text of strings(list)) expect(text.isWellFormed(), text).toBe(true);
    });

    it("a chat message is stored well-formed", async () => {
      const sessionId = await chatSession();
      const res = await s.fetch(
        "/api/chat/message",
        jsonInit({ sessionId, message: `My name is ${BAD}, what does a chatbot cost?` }),
      );
      expect(res.status).toBe(200);
      const list = await s.fetch("/api/admin/conversations?environment=all&dateRange=7", {
        headers: auth,
      });
      const body = await readJson(list, conversationListSchema);
      for (const conversation of body.conversations) {
        const detail = await s.fetch(`/api/admin/conversations/${conversation.id}`, {
          headers: auth,
        });
        for (const text of strings(await detail.json()))
          expect(text.isWellFormed(), JSON.stringify(text)).toBe(true);
      }
    });

    it("an MCP booking name becomes a well-formed lead", async () => {
      const result = await callTool("book_consultation", {
        name: BAD,
        email: "agent-surrogate@example.com",
        notes: BAD,
      });
      expect(result.isError ?? false).toBe(false);
      // As sent: parsing would make the strings well-formed itself.
      const leads = await readDataAsSent(
        await s.fetch("/api/leads?type=booking", { headers: auth }),
        z.array(leadSchema),
      );
      const lead = leads.find((l) => l.email === "agent-surrogate@example.com");
      expect(lead?.name).toBe("\ufffdMar\ufffdia");
    });
  });
  describe("mass assignment: fields a client may not set are ignored on every public write", () => {
    /** What an attacker adds to every body. */
    const OVERREACH = {
      id: "chosen-id",
      status: "converted",
      priority: "high",
      environment: "production",
      createdAt: "2000-01-01T00:00:00.000Z",
      updatedAt: "2000-01-01T00:00:00.000Z",
      notes: [{ text: "planted", createdAt: "2000-01-01T00:00:00.000Z" }],
      conversationId: "someone-elses",
      bookingId: "someone-elses",
      role: "admin",
      isAdmin: true,
      isUser: false,
      userId: "u1",
      passwordHash: "x",
      leadId: "planted",
      __proto__: { polluted: "yes" },
      constructor: { prototype: { polluted: "yes" } },
    };
    /** JSON.stringify drops a literal `__proto__` key; a raw body keeps it. */
    const withOverreach = (body: object) =>
      `${JSON.stringify({ ...body, ...OVERREACH }).slice(0, -1)},"__proto__":{"polluted":"yes"}}`;

    const expectNotPolluted = () => {
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty("polluted");
    };

    it.each(["contact", "project_inquiry_modal"])("a %s lead", async (type) => {
      const res = await s.fetch(
        "/api/leads",
        jsonInit(
          withOverreach({
            type,
            name: "Mass Assign",
            email: `${type}@mass.example`,
            message: "Hi",
          }),
        ),
      );
      expect(res.status).toBe(201);
      const { id } = await readData(res, leadCreatedSchema);
      expect(id).not.toBe("chosen-id");
      const lead = await readData(await s.fetch(`/api/leads/${id}`, { headers: auth }), leadSchema);
      expect(lead).toMatchObject({
        status: "new",
        priority: "medium",
        environment: "development",
        notes: [],
        type: type === "contact" ? "contact" : "project_inquiry",
      });
      expect(lead.createdAt).not.toBe(OVERREACH.createdAt);
      expect(lead.conversationId).toBeUndefined();
      expect(lead.bookingId).toBeUndefined();
      expectNotPolluted();
    });

    it("a chat session and message", async () => {
      const session = await s.fetch("/api/chat/session", jsonInit(withOverreach({})));
      expect(session.status).toBe(201);
      const { sessionId } = await readJson(session, chatSessionResponseSchema);
      expect(sessionId).not.toBe("chosen-id");
      const res = await s.fetch(
        "/api/chat/message",
        jsonInit(withOverreach({ sessionId, message: "What does a chatbot cost?" })),
      );
      expect(res.status).toBe(200);
      const list = await s.fetch("/api/admin/conversations?environment=all&limit=100", {
        headers: auth,
      });
      const { conversations } = await readJson(list, conversationListSchema);
      const mine = conversations.find((c) => c.firstQuestion === "What does a chatbot cost?");
      expect(mine?.environment).toBe("development");
      const detail = await readJson(
        await s.fetch(`/api/admin/conversations/${mine?.id}`, { headers: auth }),
        conversationDetailSchema,
      );
      const asked = detail.messages.find((m) => m.text === "What does a chatbot cost?");
      expect(asked?.isUser).toBe(true);
      expectNotPolluted();
    });

    it("an MCP booking", async () => {
      const { notes: _notes, ...overreach } = OVERREACH; // notes is a real booking field
      const result = await callTool("book_consultation", {
        name: "Agent Mass",
        email: "agent-mass@example.com",
        ...overreach,
        status: "cancelled",
        source: "planted",
      });
      expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
      const leads = await readData(
        await s.fetch("/api/leads?type=booking", { headers: auth }),
        z.array(leadSchema),
      );
      const lead = leads.find((l) => l.email === "agent-mass@example.com");
      expect(lead).toMatchObject({
        status: "new",
        environment: "development",
        source: "ai_agent_mcp",
      });
      expectNotPolluted();
    });

    it("a login cannot pick its role or user", async () => {
      const res = await s.fetch(
        "/api/auth/login",
        jsonInit(withOverreach({ email: "nobody@example.com", password: "whatever it is" })),
      );
      expect(res.status).toBe(401);
      expectNotPolluted();
    });
  });
});
