import { chatSessionResponseSchema } from "@repo/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, buildTestApp, type TestApp } from "../../test/support/app";
import { readJson } from "../../test/support/responses";

/**
 * A message's address limit, session and session limit are asked of storage in one step and
 * judged in that order: the address's 429 first, then the unknown session's 404, then the
 * session's 429, each with its own RateLimit headers.
 */
describe.each(backends)("chat limits judged in order on %s", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, {
      TRUST_PROXY: "true",
      CHAT_SESSION_MESSAGES_PER_MINUTE: "1",
      CHAT_IP_MESSAGES_PER_MINUTE: "2",
    });
  });
  afterAll(() => t.close());

  const from = (address: string) => ({ "x-forwarded-for": address });
  const send = (sessionId: string, address: string) =>
    t.json(
      "POST",
      "/api/chat/message",
      { sessionId, message: "What do you offer?" },
      from(address),
    );

  it("answers 429 for the address, then 404 for the session, then 429 for the session", async () => {
    const session = (
      await readJson(
        await t.json("POST", "/api/chat/session", undefined, from("10.0.0.9")),
        chatSessionResponseSchema,
      )
    ).sessionId;
    const unknown = "no-such-session";

    expect((await send(unknown, "10.0.0.1")).status).toBe(404);
    const ok = await send(session, "10.0.0.1");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("ratelimit-limit")).toBe("1");
    expect(ok.headers.get("ratelimit-remaining")).toBe("0");

    // A second address: its own limit is fine, the session's is spent.
    const perSession = await send(session, "10.0.0.2");
    expect(perSession.status).toBe(429);
    expect(perSession.headers.get("ratelimit-limit")).toBe("1");
    // An unknown session is 404 even past its session limit (its second message here).
    expect((await send(unknown, "10.0.0.3")).status).toBe(404);

    // The first address is over its limit: that is the answer, whatever the session.
    for (const id of [unknown, session]) {
      const perAddress = await send(id, "10.0.0.1");
      expect(perAddress.status).toBe(429);
      expect(perAddress.headers.get("ratelimit-limit")).toBe("2");
      expect(perAddress.headers.get("ratelimit-remaining")).toBe("0");
      expect(perAddress.headers.get("retry-after")).toBeTruthy();
    }
  });
});
