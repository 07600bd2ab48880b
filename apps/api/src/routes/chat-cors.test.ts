import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

/** The CORS headers of an answer, and its status. */
async function corsOf(res: Response) {
  const cors: Record<string, string> = {};
  for (const [name, value] of res.headers)
    if (name.startsWith("access-control-") || name === "vary") cors[name] = value;
  return { status: res.status, cors, contentType: res.headers.get("content-type") };
}

describe("the chat's CORS answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite", { CORS_ORIGINS: "https://partner.example" });
  });
  afterAll(() => t.close());

  const preflight = (origin: string) =>
    t.app.request("/api/chat/message", {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
  const start = (headers: Record<string, string> = {}) =>
    t.json("POST", "/api/chat/session", {}, headers);

  it("answers a preflight: what an allowed origin may send, and nothing to any other", async () => {
    expect(await corsOf(await preflight("https://partner.example"))).toEqual({
      status: 204,
      cors: {
        "access-control-allow-origin": "https://partner.example",
        "access-control-allow-methods": "GET,POST,OPTIONS",
        "access-control-allow-headers": "Content-Type",
        "access-control-max-age": "600",
        vary: "Origin, Access-Control-Request-Headers",
      },
      contentType: null,
    });
    expect(await corsOf(await preflight("https://evil.example"))).toEqual({
      status: 204,
      cors: {
        "access-control-allow-methods": "GET,POST,OPTIONS",
        "access-control-allow-headers": "Content-Type",
        "access-control-max-age": "600",
        vary: "Origin, Access-Control-Request-Headers",
      },
      contentType: null,
    });
  });

  it("names an allowed origin on its answer, none without one, and refuses any other", async () => {
    const partner = await start({ origin: "https://partner.example" });
    expect(await corsOf(partner)).toEqual({
      status: 201,
      cors: { "access-control-allow-origin": "https://partner.example", vary: "Origin" },
      contentType: "application/json",
    });
    expect(((await partner.json()) as { sessionId: string }).sessionId).toBeTruthy();
    // The server's own pages (same host) and callers without a browser.
    for (const origin of ["http://localhost", undefined]) {
      const res = await start(origin ? { origin } : {});
      const expected = origin ? { "access-control-allow-origin": origin } : {};
      expect(await corsOf(res)).toEqual({
        status: 201,
        cors: { ...expected, vary: "Origin" },
        contentType: "application/json",
      });
    }
    const evil = await start({ origin: "https://evil.example" });
    expect(await corsOf(evil)).toEqual({
      status: 403,
      cors: {},
      contentType: "application/json",
    });
  });

  it("keeps the allowed origin on a refusal that comes after it (an unknown session)", async () => {
    const res = await t.json(
      "POST",
      "/api/chat/message",
      { sessionId: "no-such-session", message: "hi" },
      { origin: "https://partner.example" },
    );
    expect(await corsOf(res)).toEqual({
      status: 404,
      cors: { "access-control-allow-origin": "https://partner.example", vary: "Origin" },
      contentType: "application/json",
    });
  });
});
