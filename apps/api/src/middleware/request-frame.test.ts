import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

const EVERY_ANSWER = [
  "content-security-policy",
  "permissions-policy",
  "x-content-type-options",
  "x-frame-options",
  "strict-transport-security",
  "referrer-policy",
  "cross-origin-opener-policy",
  "x-permitted-cross-domain-policies",
];
const DOCUMENT_ONLY = ["origin-agent-cluster", "x-dns-prefetch-control"];

describe("the frame of every request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp("sqlite");
  });
  afterAll(() => t.close());

  it("sends the security headers of its kind of answer: the API's, a page's", async () => {
    for (const path of ["/api/health", "/api/no-such-route"]) {
      const res = await t.app.request(path);
      for (const name of EVERY_ANSWER) expect(res.headers.has(name), `${path} ${name}`).toBe(true);
      for (const name of DOCUMENT_ONLY)
        expect(res.headers.has(name), `${path} ${name}`).toBe(false);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    for (const path of ["/", "/pricing", "/admin/leads"]) {
      const res = await t.app.request(path);
      for (const name of [...EVERY_ANSWER, ...DOCUMENT_ONLY])
        expect(res.headers.has(name), `${path} ${name}`).toBe(true);
      expect(res.headers.has("x-xss-protection")).toBe(false);
      expect(res.headers.has("x-download-options")).toBe(false);
    }
  });

  it("answers with the client's plain X-Request-Id, or a new one", async () => {
    const kept = await t.app.request("/api/no-such-route", {
      headers: { "x-request-id": "trace-42_a=b" },
    });
    expect(kept.headers.get("x-request-id")).toBe("trace-42_a=b");
    expect(((await kept.json()) as { requestId: string }).requestId).toBe("trace-42_a=b");
    for (const sent of ["has space", "semi;colon", "x".repeat(256), ""]) {
      const res = await t.app.request("/api/no-such-route", { headers: { "x-request-id": sent } });
      const id = res.headers.get("x-request-id") ?? "";
      expect(id, sent).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
