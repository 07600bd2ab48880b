import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

describe("SEO routes", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "dist-seo-"));
    mkdirSync(join(dist, "assets"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(
      join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "index.html": { file: "assets/index-1.js", isEntry: true },
        "src/routes/_public/pricing.tsx?tsr-split=component": { file: "assets/pricing-2.js" },
      }),
    );
    writeFileSync(
      join(dist, "index.html"),
      '<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id=root></div></body></html>',
    );
    writeFileSync(
      join(dist, "admin.html"),
      '<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--><script type="module" crossorigin src="/assets/admin-3.js"></script></head><body><div id=root></div></body></html>',
    );
    t = await buildTestApp("sqlite", {
      WEB_DIST: dist,
      SITE_NAME: "Acme AI",
      SITE_URL: "https://acme.test",
      SITE_EMAIL: "hi@acme.test",
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves sitemap.xml, robots.txt and llms.txt from the configured brand", async () => {
    const sitemap = await t.app.request("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>https://acme.test/pricing</loc>");

    const robots = await t.app.request("/robots.txt");
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toContain("Sitemap: https://acme.test/sitemap.xml");

    const llms = await t.app.request("/llms.txt");
    expect(await llms.text()).toContain("hi@acme.test");
  });

  it("injects per-route head tags and answers 404 for unknown public paths", async () => {
    const pricing = await t.app.request("/pricing");
    expect(pricing.status).toBe(200);
    const html = await pricing.text();
    expect(html).toContain("<title>Pricing | Acme AI</title>");
    // The page's code (entry first, then the route's chunks) starts after its first paint.
    expect(html).toContain(
      '<script defer src="/boot.js" data-modules="/assets/index-1.js /assets/pricing-2.js"></script>',
    );
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect((await t.app.request("/.vite/manifest.json")).status).toBe(404);

    const missing = await t.app.request("/definitely-not-here");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("<div id=root>");

    const admin = await t.app.request("/admin/leads");
    expect(admin.status).toBe(200);
    // The back office renders only in the browser, from its own entry, whose code starts at once.
    const adminHtml = await admin.text();
    expect(adminHtml).toContain('<script type="module" crossorigin src="/assets/admin-3.js">');
    expect(adminHtml).not.toContain("index-1.js");
  });
});
