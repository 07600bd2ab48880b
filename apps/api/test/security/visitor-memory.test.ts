/**
 * The chat's visitor id is not a key to someone's details: a session started with another
 * visitor's id may greet them by first name but never reads back their email or phone, and a
 * replayed id (or the same email in a new session the same day) never makes a second lead.
 */
import { chatMessageResponseSchema, chatSessionResponseSchema, leadSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { backends } from "../support/app";
import { readData, readJson } from "../support/responses";
import { jsonInit, type Served, serveApp } from "../support/server";

describe.each(backends)("visitor memory on %s", (backend) => {
  let s: Served;
  let auth: { authorization: string };
  beforeAll(async () => {
    s = await serveApp(backend, {
      CHAT_SESSION_MESSAGES_PER_MINUTE: "1000",
      CHAT_IP_MESSAGES_PER_MINUTE: "1000",
    });
    auth = await s.t.login();
  });
  afterAll(() => s.stop());

  const start = async (visitorId?: string) => {
    const res = await s.fetch("/api/chat/session", jsonInit(visitorId ? { visitorId } : {}));
    expect(res.status).toBe(201);
    return readJson(res, chatSessionResponseSchema);
  };
  const say = async (sessionId: string, message: string) => {
    const res = await s.fetch("/api/chat/message", jsonInit({ sessionId, message }));
    expect(res.status).toBe(200);
    return readJson(res, chatMessageResponseSchema);
  };
  const leadsFor = async (email: string) => {
    const res = await s.fetch("/api/leads", { headers: auth });
    const data = await readData(res, z.array(leadSchema));
    return data.filter((l) => l.email === email);
  };

  it("greets a replayed visitor id by first name but never reads back their contact details", async () => {
    const first = await start();
    await say(first.sessionId, "I'm Ken Marsh, reach me at ken.marsh@example.com or 801-555-0134");

    const replay = await start(first.visitorId);
    expect(replay.initialMessage.text).toContain("Ken");
    expect(replay.initialMessage.text).not.toContain("Marsh");
    for (const ask of [
      "what's my email?",
      "What phone number did I give you?",
      "what's my email and phone number?",
    ]) {
      const { response } = await say(replay.sessionId, ask);
      expect(response).not.toContain("ken.marsh@example.com");
      expect(response).not.toContain("555-0134");
    }
  });

  it("keeps one lead per person per day, however often the id is replayed", async () => {
    const first = await start();
    await say(first.sessionId, "I'm Lena, my email is lena@example.com");
    for (let i = 0; i < 3; i++) {
      const replay = await start(first.visitorId);
      await say(replay.sessionId, "Can someone call me back?");
    }
    expect(await leadsFor("lena@example.com")).toHaveLength(1);
  });

  it("updates the day's lead instead of adding one when the same person writes again", async () => {
    const one = await start();
    await say(one.sessionId, "I'm Ravi, ravi@example.com");
    const two = await start();
    await say(two.sessionId, "Hi, I'm Ravi again: ravi@example.com. We run a bakery in Logan.");
    const leads = await leadsFor("ravi@example.com");
    expect(leads).toHaveLength(1);
    expect(leads[0]?.notes.some((n) => n.text.includes("bakery"))).toBe(true);
  });
});
