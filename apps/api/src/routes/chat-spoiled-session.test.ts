import { analyticsQuerySchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { startChat } from "../../test/support/chat";
import { spoilKvEntry } from "../../test/support/spoil-entry";
import { sessionKey } from "../services/chat-session";
import { insightsCacheKey } from "../services/insights";
import { setStoredJsonWarn } from "../storage/stored-json";

/** Stored JSON that is not a session's state (an object): each is a session that expired. */
const NOT_A_STATE = [
  "42",
  "null",
  '"null"',
  '"text"',
  "[1]",
  "true",
  "{not json",
  "{}",
  '{"id":"a","memory":null,"tokensUsed":0}',
];

/** A session or cache entry spoiled by hand or by a bad restore is gone, never a 500 for good. */
describe.each(backends)("a spoiled chat session or insights cache on %s", (backend: Backend) => {
  let t: TestApp;
  let restoreWarn: ReturnType<typeof setStoredJsonWarn>;
  beforeAll(async () => {
    restoreWarn = setStoredJsonWarn(() => {});
    // More messages than one address may send a minute by default, all from the same one.
    t = await buildTestApp(backend, { CHAT_IP_MESSAGES_PER_MINUTE: "1000" });
  });
  afterAll(async () => {
    setStoredJsonWarn(restoreWarn);
    await t.close();
  });

  it.each(NOT_A_STATE)(
    "answers 404 (session expired) to a session stored as %s, message after message",
    async (bad) => {
      const chat = await startChat(t);
      const { sessionId } = chat;
      const send = () => chat.send("Hello?");
      // The first message holds the session in this instance: the spoiled value must end that too.
      expect((await send()).status).toBe(200);
      expect(await spoilKvEntry(backend, t, sessionKey(sessionId), bad)).toBe(1);
      for (let i = 0; i < 2; i++) expect((await send()).status).toBe(404);
    },
  );

  it("answers 404 to a session stored as another session's state, which stays as it was", async () => {
    const start = async () => {
      const { sessionId, send } = await startChat(t);
      expect((await send("Hello?")).status).toBe(200);
      return sessionId;
    };
    const [spoiled, other] = [await start(), await start()];
    const otherState = JSON.stringify(await t.deps.storage.kv.get(sessionKey(other)));
    expect(await spoilKvEntry(backend, t, sessionKey(spoiled), otherState)).toBe(1);
    const send = () =>
      t.json("POST", "/api/chat/message", {
        sessionId: spoiled,
        message: "I'm Ann, ann@example.com",
      });
    for (let i = 0; i < 2; i++) expect((await send()).status).toBe(404);
    expect(JSON.stringify(await t.deps.storage.kv.get(sessionKey(other)))).toBe(otherState);
  });

  it.each([{ name: 42 }, { interests: 5 }, { needs: [null] }])(
    "answers 404 to a session whose memory is %o, message after message",
    async (memory) => {
      const chat = await startChat(t);
      const { sessionId } = chat;
      const send = () => chat.send("I'm Dana, I run a bakery and want chatbots: dana@example.com");
      expect((await send()).status).toBe(200);
      const state = (await t.deps.storage.kv.get(sessionKey(sessionId))) as object;
      const spoiled = JSON.stringify({ ...state, memory });
      expect(await spoilKvEntry(backend, t, sessionKey(sessionId), spoiled)).toBe(1);
      for (let i = 0; i < 2; i++) expect((await send()).status).toBe(404);
    },
  );

  it.each([
    { booking: {} },
    { booking: { offered: "x" } },
    { booking: { offered: [1] } },
    { booking: { offered: [{ start: "2026-12-01T17:00:00.000Z" }] } },
    { booking: { offered: [], chosen: { start: 5, label: "Tue" } } },
    { booking: { offered: [], bookingId: 7 } },
    { booking: { offered: [{ start: "soon", label: "Tue" }] } },
    { booking: { offered: [], chosen: { start: "2026-13-45", label: "Tue" } } },
    { timeZone: 42 },
  ])("answers 404 to a session stored with %o, message after message", async (fields) => {
    const chat = await startChat(t);
    const { sessionId } = chat;
    const send = () => chat.send("Can we book a call?");
    expect((await send()).status).toBe(200);
    const state = (await t.deps.storage.kv.get(sessionKey(sessionId))) as object;
    const spoiled = JSON.stringify({ ...state, ...fields });
    expect(await spoilKvEntry(backend, t, sessionKey(sessionId), spoiled)).toBe(1);
    for (let i = 0; i < 2; i++) expect((await send()).status).toBe(404);
  });

  it("answers 404, not 500, to the email that would book a chosen time stored as no date", async () => {
    const { sessionId, send } = await startChat(t);
    expect((await send("Can we book a call?")).status).toBe(200);
    expect((await send("the first one")).status).toBe(200);
    const state = (await t.deps.storage.kv.get(sessionKey(sessionId))) as {
      booking: { chosen: { label: string } };
    };
    const chosen = { ...state.booking.chosen, start: "soon" };
    const spoiled = JSON.stringify({ ...state, booking: { ...state.booking, chosen } });
    expect(await spoilKvEntry(backend, t, sessionKey(sessionId), spoiled)).toBe(1);
    expect((await send("I'm Dana, dana@example.com")).status).toBe(404);
  });

  it("offers times in the business's zone to a session stored with a zone that is none", async () => {
    const { sessionId, send } = await startChat(t);
    expect((await send("Hello?")).status).toBe(200);
    const state = (await t.deps.storage.kv.get(sessionKey(sessionId))) as object;
    const spoiled = JSON.stringify({ ...state, timeZone: "Not/AZone" });
    expect(await spoilKvEntry(backend, t, sessionKey(sessionId), spoiled)).toBe(1);
    const offered = await send("Can we book a call?");
    expect(offered.status).toBe(200);
    expect(JSON.stringify(await offered.json())).toContain(t.deps.businessHours.timeZone);
    expect((await send("the first one")).status).toBe(200);
  });

  it.each(NOT_A_STATE)("generates insights again over a cache stored as %s", async (bad) => {
    const auth = await t.login();
    const path = "/api/admin/insights?dateRange=7";
    expect((await t.json("GET", path, undefined, auth)).status).toBe(200);
    const key = insightsCacheKey(analyticsQuerySchema.parse({ dateRange: "7" }));
    expect(await spoilKvEntry(backend, t, key, bad)).toBe(1);
    const again = await t.json("GET", path, undefined, auth);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ cached: false });
  });
});
