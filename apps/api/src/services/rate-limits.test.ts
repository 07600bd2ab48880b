import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";
import { checkRateLimit } from "./rate-limits";

describe.each(backends)("rate limits on %s", (backend: Backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { TRUST_PROXY: "true" });
  });
  afterAll(() => t.close());

  it("counts hits, reports what is left, and answers 429 with the wait when over", async () => {
    const check = () =>
      checkRateLimit(t.deps.storage.rateLimits, { key: "unit:a", limit: 2, windowMs: 60_000 });
    expect(await check()).toMatchObject({ limit: 2, remaining: 1 });
    expect(await check()).toMatchObject({ remaining: 0 });
    await expect(check()).rejects.toMatchObject({ code: "rate_limited", status: 429 });
    const error = await check().catch((e) => e);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(error.retryAfter).toBeLessThanOrEqual(60);
  });

  it("computes the reset in real time even when the app's clock is fixed elsewhere", async () => {
    const realClock = t.deps.clock;
    t.deps.clock = () => new Date("2001-01-01T00:00:00Z");
    try {
      let res: Response | undefined;
      for (let i = 0; i < 21; i++) {
        res = await t.json(
          "POST",
          "/api/leads",
          { type: "contact", name: "A", email: "a@example.com" },
          { "x-forwarded-for": "10.77.0.1" },
        );
      }
      expect(res?.status).toBe(429);
      expect(Number(res?.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
      expect(Number(res?.headers.get("ratelimit-reset"))).toBeLessThanOrEqual(3600);
      expect(res?.headers.get("ratelimit-remaining")).toBe("0");
    } finally {
      t.deps.clock = realClock;
    }
  });
});
