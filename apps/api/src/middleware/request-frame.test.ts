import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";
import { createApp } from "../app";
import { createLogger } from "../lib/logger";

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

  it("logs one line per API request, with its status (also a refusal), and none for a page", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = createApp({ ...t.deps, logger: createLogger("info", sink) });
    const headers = { "content-type": "application/json", "x-request-id": "log-1" };
    await app.request("/api/health", { headers });
    await app.request("/api/leads", { method: "POST", headers, body: '{"type":"contact"}' });
    await app.request("/api/leads", { method: "POST", headers, body: "{" });
    const large = "x".repeat(70 * 1024);
    await app.request("/api/leads", { method: "POST", headers, body: large });
    await app.request("/api/no-such-route", { headers });
    await app.request("/pricing", { headers });
    expect(lines.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      "GET /api/health 200",
      "POST /api/leads 400",
      "POST /api/leads 400",
      "POST /api/leads 413",
      "GET /api/no-such-route 404",
    ]);
    for (const line of lines) {
      expect(line).toMatchObject({ level: 30, requestId: "log-1" });
      expect(typeof line.ms).toBe("number");
    }
  });
});
