import { blogAgentReplySchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/support/app";
import { readJson } from "../../../test/support/responses";
import { forwardToWebhook, webhookTexts } from "./webhook";

/** A stand-in external blog automation on 127.0.0.1. */
let hook: ReturnType<typeof Bun.serve>;
const seen: unknown[] = [];
let never: (() => void) | null = null;

beforeAll(() => {
  hook = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      if (url.pathname.startsWith("/ok/stream/")) {
        return new Response("event: thinking\ndata: {}\n\n", {
          headers: { "content-type": "text/event-stream" },
        });
      }
      const body = await req.json();
      seen.push(body);
      if (url.pathname === "/ok") {
        return Response.json([
          {
            reply: "Draft created",
            entryId: "n8n-1",
            needsMoreInfo: false,
            conversationComplete: true,
          },
        ]);
      }
      if (url.pathname === "/fail")
        return Response.json({ message: "Workflow crashed" }, { status: 500 });
      if (url.pathname === "/fail-bare") return new Response("", { status: 503 });
      if (url.pathname === "/slow")
        return new Promise<Response>((resolve) => {
          never = () => resolve(new Response("late"));
        });
      return new Response("not found", { status: 404 });
    },
  });
});
afterAll(async () => {
  never?.();
  await hook.stop(true);
});

const base = () => `http://127.0.0.1:${hook.port}`;
const req = { runId: "run-1", message: "Write about AI" };

describe("blog webhook forwarding", () => {
  it("forwards {runId, message} and returns the automation's reply", async () => {
    const reply = await forwardToWebhook(`${base()}/ok`, req);
    expect(reply).toEqual({
      reply: "Draft created",
      entryId: "n8n-1",
      needsMoreInfo: false,
      conversationComplete: true,
    });
    expect(seen.at(-1)).toEqual(req);
  });

  it("names the status and message of a failed answer", async () => {
    await expect(forwardToWebhook(`${base()}/fail`, req)).rejects.toMatchObject({
      message: "webhook error: 500 - Workflow crashed",
      status: 502,
    });
    await expect(forwardToWebhook(`${base()}/fail-bare`, req)).rejects.toMatchObject({
      message: "webhook error: 503 - Unknown error",
    });
  });

  it("says when nothing answers, and when it takes too long", async () => {
    const closed = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response("") });
    const url = `http://127.0.0.1:${closed.port}/gone`;
    await closed.stop(true);
    await expect(forwardToWebhook(url, req)).rejects.toMatchObject({
      message: webhookTexts.noResponse,
    });
    await expect(forwardToWebhook(`${base()}/slow`, req, { timeoutMs: 200 })).rejects.toMatchObject(
      { message: webhookTexts.timeout },
    );
    await expect(forwardToWebhook(undefined, req)).rejects.toMatchObject({
      message: webhookTexts.notConfigured,
    });
  });

  it("is what the admin route uses when BLOG_WEBHOOK_URL is set, stream included", async () => {
    let t: TestApp | null = null;
    try {
      t = await buildTestApp("sqlite", { BLOG_WEBHOOK_URL: `${base()}/ok` });
      expect(t.deps.components.blogAgent).toBe("webhook");
      const auth = await t.login();
      const ping = await t.json(
        "POST",
        "/api/admin/blog-agent",
        { runId: "test-connection", message: "ping" },
        auth,
      );
      expect((await readJson(ping, blogAgentReplySchema)).entryId).toBe("n8n-1");
      expect(seen.at(-1)).toEqual({ runId: "test-connection", message: "ping" });
      const stream = await t.app.request("/api/admin/blog-agent/stream/run-1", { headers: auth });
      expect(await stream.text()).toContain("event: thinking");

      await t.close();
      t = await buildTestApp("sqlite", { BLOG_WEBHOOK_URL: `${base()}/fail` });
      const res = await t.json("POST", "/api/admin/blog-agent", req, await t.login());
      expect(res.status).toBe(502);
      expect(await res.json()).toMatchObject({ error: "webhook error: 500 - Workflow crashed" });
    } finally {
      await t?.close();
    }
  });
});
