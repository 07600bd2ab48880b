import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/support/app";

describe("serving the SPA", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><title>shell</title><div id=root></div>",
    );
    writeFileSync(
      join(dist, "admin.html"),
      "<!doctype html><title>shell</title><div id=root></div><script src=/admin-entry.js></script>",
    );
    writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log(1)");
    writeFileSync(join(dist, "favicon.svg"), "<svg></svg>");
    t = await buildTestApp("sqlite", { WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("falls back to index.html for client routes (admin.html under /admin), not cached", async () => {
    for (const path of ["/", "/pricing", "/admin/leads", "/admin/leads?x=1", "/admin"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain("<div id=root>");
      expect(html.includes("admin-entry.js"), path).toBe(path.startsWith("/admin"));
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves hashed assets for a year and other files revalidated", async () => {
    const asset = await t.app.request("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toContain("must-revalidate");
  });

  it("compresses text assets and the page shell for clients that accept it", async () => {
    const plain = await t.app.request("/assets/index-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();

    const br = await t.app.request("/assets/index-abc123.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toContain("immutable");
    const decoded = brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString();
    expect(decoded).toBe("console.log(1)");

    const page = await t.app.request("/pricing", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(Bun.gunzipSync(new Uint8Array(await page.arrayBuffer())).length).toBeGreaterThan(0);
  });

  it("keeps each page ready in brotli and gzip with an ETag, and answers a revalidation with 304", async () => {
    const br = await t.app.request("/pricing", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-z]+"$/);
    const html = brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString();
    expect(html).toContain("<div id=root>");
    const plain = await t.app.request("/pricing");
    expect(plain.headers.get("etag")).toBe(etag);
    expect(await plain.text()).toBe(html);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const fresh = await t.app.request("/pricing", { headers: { "if-none-match": ifNoneMatch } });
      expect(fresh.status, ifNoneMatch).toBe(304);
      expect(await fresh.text()).toBe("");
      expect(fresh.headers.get("etag")).toBe(etag);
    }
    const stale = await t.app.request("/pricing", { headers: { "if-none-match": '"other"' } });
    expect(stale.status).toBe(200);
    // An unknown path is a 404 page, never a 304.
    const missing = await t.app.request("/nope", { headers: { "if-none-match": "*" } });
    expect(missing.status).toBe(404);
  });

  it("answers 404 for missing files and never serves outside the build", async () => {
    expect((await t.app.request("/assets/missing.js")).status).toBe(404);
    expect((await t.app.request("/../package.json")).status).not.toBe(200);
    expect((await t.app.request("/%2e%2e/%2e%2e/package.json")).status).toBe(404);
  });

  it("answers a malformed escape in the path like any unknown path, not with a 500", async () => {
    expect((await t.app.request("/assets/%E0%A4%A.js")).status).toBe(404);
    const page = await t.app.request("/%E0%A4%A");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("<div id=root>");
  });

  it("keeps /api paths as JSON 404s rather than the shell", async () => {
    const res = await t.app.request("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("sends the security headers on pages and API answers", async () => {
    for (const path of ["/", "/api/health"]) {
      const res = await t.app.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});
