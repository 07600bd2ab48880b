import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launchBrowser, openPage } from "./support/browser";
import { E2E_ADMIN, type RunningServer, startServer } from "./support/server";

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
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
  });

  it("takes a lead and shows it to the logged-in admin, and keeps it across a restart", async () => {
    const post = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        type: "contact",
        name: "Rita",
        email: "rita@example.com",
        source: "homepage_contact_form",
      }),
    });
    expect(post.status).toBe(201);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const emails = async () => {
      const list = await fetch(`${server.url}/api/leads`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await list.json()) as { data: { email: string }[] };
      return data.map((l) => l.email);
    };
    expect(await emails()).toContain("rita@example.com");

    await server.stop({ keepData: true });
    server = await startServer({ DATA_DIR: server.dataDir });
    expect(await emails()).toContain("rita@example.com"); // the token survives too: sessions are stored
  });
});
