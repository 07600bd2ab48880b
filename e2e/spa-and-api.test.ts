import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisHandle, startRedisServer } from "../apps/api/test/support/redis-server";
import { adminLeadsFromApi } from "./support/admin";
import { type Browser, launchBrowser, openPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

async function adminLeadEmails(server: RunningServer): Promise<string[]> {
  return (await adminLeadsFromApi(server)).map((l) => l.email);
}

const postLead = (server: RunningServer, email: string) =>
  fetch(`${server.url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "contact", name: "Rita", email, source: "homepage_contact_form" }),
  });

describe("the one server", () => {
  let server: RunningServer;
  let browser: Browser & { cleanup(): Promise<void> };
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  it("serves the SPA on a client route after a reload, without page errors", async () => {
    const { page, errors, context } = await openPage(browser);
    const res = await page.goto(`${server.url}/pricing`);
    expect(res?.status()).toBe(200);
    await page.reload();
    expect(await page.locator("#root, body").first().innerHTML()).not.toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("serves hashed assets with long-lived cache headers", async () => {
    const html = await (await fetch(server.url)).text();
    const asset = /(?:src|href|data-modules)="(\/assets\/[^" ]+)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("takes a lead, shows it to the logged-in admin, and keeps it across a restart on SQLite", async () => {
    expect((await postLead(server, "rita@example.com")).status).toBe(201);
    expect(await adminLeadEmails(server)).toContain("rita@example.com");

    await server.stop({ keepData: true });
    server = await startServer({ DATA_DIR: server.dataDir });
    expect(await adminLeadEmails(server)).toContain("rita@example.com");
  });
});

describe("the one server on Redis", () => {
  let redis: RedisHandle;
  let server: RunningServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startServer({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await server?.stop();
    await redis?.stop();
  });

  it("reports Redis and keeps leads across a restart", async () => {
    expect((await (await fetch(`${server.url}/api/health`)).json()) as object).toMatchObject({
      storage: "Redis",
    });
    expect((await postLead(server, "redis-rita@example.com")).status).toBe(201);
    await server.stop();
    server = await startServer({ REDIS_URL: redis.url });
    expect(await adminLeadEmails(server)).toContain("redis-rita@example.com");
  });
});
