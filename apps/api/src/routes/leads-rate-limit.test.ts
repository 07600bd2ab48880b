import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Backend, backends, buildTestApp, type TestApp } from "../../test/support/app";

/**
 * `POST /api/leads` counts a valid submission's hit in the lead's own write; these check that
 * every other request still counts, and that the limit holds across processes on one store.
 */
describe.each(backends)("lead submission limit on %s", (backend: Backend) => {
  let a: TestApp;
  let b: TestApp;
  const sharedDir = mkdtempSync(join(tmpdir(), "leads-limit-"));
  beforeAll(async () => {
    // Two server processes on one store: one SQLite file, or one Redis key space.
    const env = { TRUST_PROXY: "true", ...(backend === "sqlite" ? { DATA_DIR: sharedDir } : {}) };
    const shared = { redisPrefix: `test:${crypto.randomUUID()}:` };
    a = await buildTestApp(backend, env, shared);
    b = await buildTestApp(backend, env, shared);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    rmSync(sharedDir, { recursive: true, force: true });
  });

  const valid = { type: "contact", name: "Sam", email: "sam@example.com" };
  const submit = (t: TestApp, body: unknown, ip: string) =>
    t.json("POST", "/api/leads", body, { "x-forwarded-for": ip });
  const leadCount = async () => (await a.deps.storage.leads.counts()).total;

  it("answers with the RateLimit headers on a stored lead and on a refused body", async () => {
    const ok = await submit(a, valid, "10.77.0.1");
    expect(ok.status).toBe(201);
    expect(ok.headers.get("RateLimit-Limit")).toBe("20");
    expect(ok.headers.get("RateLimit-Remaining")).toBe("19");
    expect(Number(ok.headers.get("RateLimit-Reset"))).toBeGreaterThan(3500);
    const bad = await submit(a, { ...valid, email: "nope" }, "10.77.0.1");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("RateLimit-Remaining")).toBe("18");
  });

  it("counts invalid and malformed bodies, and refuses a valid one over the limit", async () => {
    const ip = "10.77.0.2";
    for (let i = 0; i < 10; i++)
      expect((await submit(a, { type: "contact" }, ip)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await submit(b, "{not json", ip)).status).toBe(400);
    const before = await leadCount();
    const refused = await submit(a, valid, ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "rate_limited" });
    expect(refused.headers.get("Retry-After")).toBeTruthy();
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    expect(await leadCount()).toBe(before);
    // Over the limit, an invalid body is answered 429 too, as when the limit came first.
    expect((await submit(b, { type: "contact" }, ip)).status).toBe(429);
  });

  it("holds across two processes on one store, stores nothing over it", async () => {
    const ip = "10.77.0.3";
    const before = await leadCount();
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => submit(i % 2 ? a : b, valid, ip).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await leadCount()).toBe(before + 20);
  });
});
