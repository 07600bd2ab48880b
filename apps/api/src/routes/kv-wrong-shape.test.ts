import {
  adminSettingsSchema,
  blogAgentReplySchema,
  chatSessionResponseSchema,
  conversationDetailSchema,
} from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readData, readDataAsSent, readJson } from "../../test/support/responses";
import { sessionKey } from "../services/chat-session";
import { LAST_ERROR_KEY, LAST_SENT_KEY } from "../services/mail/worker";
import { setStoredJsonWarn } from "../storage/stored-json";

/**
 * Key-value entries of a shape no version writes (a hand edit, an older layout): each reads as
 * absent where a user meets it, never a 500 or a page the admin cannot open.
 */
describe.each(backends)("kv entries of another shape on %s", (backend: Backend) => {
  let t: TestApp;
  let auth: { authorization: string };
  let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
  beforeAll(async () => {
    restoreWarn = setStoredJsonWarn(() => {});
    t = await buildTestApp(backend, { SITE_URL: "https://wasatch.example" });
    auth = await t.login();
  });
  afterAll(async () => {
    setStoredJsonWarn(restoreWarn);
    await t.close();
  });
  const kv = () => t.deps.storage.kv;

  it("Settings: the mail worker's notes of another shape read as never sent, no error", async () => {
    await kv().set(LAST_SENT_KEY, { at: 42 });
    await kv().set(LAST_ERROR_KEY, { at: "2026-11-27T03:00:00.000Z", error: { code: 1 } });
    const res = await t.json("GET", "/api/admin/settings", undefined, auth);
    expect(res.status).toBe(200);
    const { smtp } = await readDataAsSent(res, adminSettingsSchema);
    expect(smtp).not.toHaveProperty("lastSentAt");
    expect(smtp).not.toHaveProperty("lastError");
  });

  it("Settings: a feed secret of another shape is replaced by one whose feed opens", async () => {
    await kv().set(`calendar:feed-secret:${t.deps.env.APP_ENV}`, 42);
    const res = await t.json("GET", "/api/admin/settings", undefined, auth);
    const { calendarFeedUrl } = await readData(res, adminSettingsSchema);
    expect(calendarFeedUrl).not.toMatch(/\/42\.ics$/);
    expect((await t.app.request(new URL(calendarFeedUrl).pathname)).status).toBe(200);
  });

  it("Settings: a busy calendar copy of another shape reads as never synced, no error", async () => {
    // Port 1 refuses: the copy stays as stored until a refresh succeeds.
    const withCalendar = await buildTestApp(backend, {
      CALENDAR_BUSY_ICS_URL: "http://127.0.0.1:1/busy.ics",
    });
    try {
      await withCalendar.deps.storage.kv.set("calendar:busy", { events: 3 });
      const res = await withCalendar.json(
        "GET",
        "/api/admin/settings",
        undefined,
        await withCalendar.login(),
      );
      expect(res.status).toBe(200);
      const { busyCalendar } = await readData(res, adminSettingsSchema);
      expect(busyCalendar).toEqual({
        configured: true,
        source: "127.0.0.1:1",
        events: 0,
        busyIntervals: 0,
      });
    } finally {
      await withCalendar.close();
    }
  });

  it("Conversations: a chat session of another shape shows the visitor's memory instead", async () => {
    const { sessionId, visitorId } = await readJson(
      await t.json("POST", "/api/chat/session"),
      chatSessionResponseSchema,
    );
    const said = { sessionId, message: "Hi, I'm Dana and I run a bakery" };
    expect((await t.json("POST", "/api/chat/message", said)).status).toBe(200);
    await kv().set(sessionKey(sessionId), { id: sessionId, visitorId, memory: "Dana, bakery" });
    const res = await t.json("GET", `/api/admin/conversations/${sessionId}`, undefined, auth);
    expect(res.status).toBe(200);
    expect((await readJson(res, conversationDetailSchema)).memory).toMatchObject({ name: "Dana" });
  });

  it("Settings: loads replacing a feed secret of another shape at once show the one kept", async () => {
    await kv().set(`calendar:feed-secret:${t.deps.env.APP_ENV}`, { secret: 42 });
    const load = async () => {
      const res = await t.json("GET", "/api/admin/settings", undefined, auth);
      return (await readData(res, adminSettingsSchema)).calendarFeedUrl;
    };
    const [first, second] = await Promise.all([load(), load()]);
    expect(second).toBe(first);
    expect((await t.app.request(new URL(first).pathname)).status).toBe(200);
  });

  it("blog agent: a run and its progress of another shape start the conversation afresh", async () => {
    const runId = "spoiled-run";
    await kv().set(`blog-agent:run:${runId}`, { messages: "oops", entryId: null });
    await kv().set(`blog-agent:progress:${runId}`, [{ stage: "nope" }]);
    const res = await t.json(
      "POST",
      "/api/admin/blog-agent",
      { runId, message: "A post about chatbots" },
      auth,
    );
    expect(res.status).toBe(200);
    expect((await readJson(res, blogAgentReplySchema)).needsMoreInfo).toBe(true);
    const stream = await t.app.request(`/api/admin/blog-agent/stream/${runId}`, {
      headers: auth,
    });
    expect(stream.status).toBe(200);
    const stages = [...(await stream.text()).matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
    expect(stages).toEqual(["thinking", "complete"]);
  });

  it("blog agent: progress of another shape streams as none yet, not a broken stream", async () => {
    const runId = "spoiled-progress";
    await kv().set(`blog-agent:progress:${runId}`, { stage: "complete" });
    const stream = await t.app.request(`/api/admin/blog-agent/stream/${runId}?live=1`, {
      headers: auth,
      signal: AbortSignal.timeout(1000),
    });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain(": ready");
    await reader.cancel();
  });

  it("chat: a visitor's memory of another shape is none, and the chat goes on", async () => {
    const visitorId = "visitor-spoiled-1";
    await kv().set(`chat:visitor:${visitorId}`, { name: 42, interests: "chatbots" });
    const session = await readJson(
      await t.json("POST", "/api/chat/session", { visitorId }),
      chatSessionResponseSchema,
    );
    expect(session.returning).toBe(false);
    const res = await t.json("POST", "/api/chat/message", {
      sessionId: session.sessionId,
      message: "Hi, I'm Dana and I run a bakery",
    });
    expect(res.status).toBe(200);
    // The next fact replaces it: the visitor is remembered again.
    const again = await readJson(
      await t.json("POST", "/api/chat/session", { visitorId }),
      chatSessionResponseSchema,
    );
    expect(again.returning).toBe(true);
    expect(again.initialMessage.text).toContain("Dana");
  });
});
