/**
 * What a client controls in the request line and headers: X-Forwarded-For, Origin, a missing
 * Host, escaped paths; and the security headers every answer carries.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type FakeContentful,
  SPACE,
  startFakeContentful,
  TOKENS,
} from "../../../../packages/content/test/fake-contentful";
import { backends } from "../support/app";
import { rawHttp } from "../support/raw-http";
import { jsonInit, type Served, serveApp } from "../support/server";

const MANIFEST_MARK = "manifest-secret-marker";

/** A small web build: the shells (public pages, admin), one asset and the server-only build manifest. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), "dist-security-"));
  mkdirSync(join(dist, "assets"));
  mkdirSync(join(dist, ".vite"));
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({ "index.html": { file: "assets/index-1.js", isEntry: true, MANIFEST_MARK } }),
  );
  writeFileSync(join(dist, "assets", "index-1.js"), "console.log(1)");
  writeFileSync(join(dist, "widget.js"), "console.log('widget')");
  writeFileSync(
    join(dist, "index.html"),
    "<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--></head><body><div id=root></div></body></html>",
  );
  writeFileSync(
    join(dist, "admin.html"),
    "<!doctype html><html><head><!--seo--><title>admin shell</title><!--/seo--></head><body><div id=root></div></body></html>",
  );
  return dist;
}

/** The img-src sources of an answer's Content-Security-Policy. */
const imgSrc = (res: Response) =>
  /img-src ([^;]*)/.exec(res.headers.get("content-security-policy") ?? "")?.[1]?.split(" ");

const ADMIN_PAGES = ["/admin", "/admin/login", "/admin/leads", "/admin/blogs"];

const lead = (i: number) => ({
  type: "contact",
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  message: "Hello",
});

describe.each(backends)("request headers on %s", (backend) => {
  let s: Served;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebBuild();
    s = await serveApp(backend, {
      WEB_DIST: dist,
      WIDGET_JS: join(dist, "widget.js"),
      TRUST_PROXY: "true",
      SITE_URL: "https://site.example",
      CORS_ORIGINS: "https://partner.example",
    });
  });
  afterAll(async () => {
    await s.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("takes the client address from the right end of X-Forwarded-For, not the client-written left", async () => {
    // The leads limit is 20 an hour per address; a new left-hand entry each time must not reset it.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await s.fetch(
        "/api/leads",
        jsonInit(lead(i), { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` }),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another real client behind the same proxy is not affected.
    const other = await s.fetch(
      "/api/leads",
      jsonInit(lead(99), { "x-forwarded-for": "203.0.113.8" }),
    );
    expect(other.status).toBe(201);
  });

  it("refuses NLWeb asks from other sites' browsers, as MCP does", async () => {
    const evil = { origin: "https://evil.example" };
    expect((await s.fetch("/api/nlweb/ask?query=pricing", { headers: evil })).status).toBe(403);
    expect((await s.fetch("/api/nlweb/ask", jsonInit({ query: "pricing" }, evil))).status).toBe(
      403,
    );
    expect(
      (await s.fetch("/api/nlweb/ask?query=pricing&streaming=true", { headers: evil })).status,
    ).toBe(403);
    for (const origin of [
      undefined,
      "https://site.example",
      "https://partner.example",
      "http://localhost:6274",
    ]) {
      const headers: Record<string, string> = origin ? { origin } : {};
      const res = await s.fetch("/api/nlweb/ask?query=pricing", { headers });
      expect(res.status, origin).toBe(200);
    }
  });

  it("answers HTTP/1.0 requests without a Host header without a server error", async () => {
    for (const path of [
      "/",
      "/pricing",
      "/blog/some-post",
      "/admin/leads",
      "/robots.txt",
      "/sitemap.xml",
      "/llms.txt",
      "/.well-known/nlweb.json",
      "/api/health",
      "/api/leads",
      "/api/nlweb/ask?query=pricing",
      "/widget.js",
    ]) {
      const res = await rawHttp(s.url, `GET ${path} HTTP/1.0\r\n\r\n`);
      expect(res.status, path).toBeGreaterThanOrEqual(200);
      expect(res.status, `${path}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
    const root = await rawHttp(s.url, "GET / HTTP/1.0\r\n\r\n");
    expect(root.status).toBe(200);
    expect(root.body).toContain("<div id=root>");
    const api = await rawHttp(s.url, "GET /api/leads HTTP/1.0\r\n\r\n");
    expect(api.status).toBe(401);
  });

  it("never serves the build manifest, however the path is escaped", async () => {
    for (const path of [
      "/.vite/manifest.json",
      "/.vite%2fmanifest.json",
      "/.vite%2Fmanifest.json",
      "/%2evite/manifest.json",
      "/%2Evite%2Fmanifest.json",
      "/assets/..%2f.vite%2fmanifest.json",
      "/.vite%5cmanifest.json",
    ]) {
      const res = await rawHttp(
        s.url,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(res.body, path).not.toContain(MANIFEST_MARK);
      expect(res.status, path).toBe(404);
    }
    expect((await s.fetch("/assets/index-1.js")).status).toBe(200);
  });

  it("admin pages load images only from this server; every answer carries the security headers", async () => {
    for (const path of ADMIN_PAGES) {
      const res = await s.fetch(path);
      expect(imgSrc(res), path).toEqual(["'self'", "data:"]);
      await res.body?.cancel();
    }
    for (const path of ["/", "/pricing", "/api/health", "/api/nlweb/ask?query=x", "/nope.png"]) {
      const res = await s.fetch(path);
      const policy = res.headers.get("permissions-policy") ?? "";
      expect(policy, path).toContain("camera=()");
      expect(policy, path).toContain("microphone=()");
      expect(policy, path).toContain("geolocation=()");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toContain("script-src 'self'");
      await res.body?.cancel();
    }
  });

  it("oversized headers and unknown HTTP versions get Bun's own 4xx/505 and the server stays up", async () => {
    // Bun's parser answers these before the app sees them (status line only, no body to shape).
    const big = await rawHttp(
      s.url,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(big.status).toBe(431);
    const version = await rawHttp(s.url, "GET / HTTP/3.0\r\nHost: x\r\n\r\n");
    expect(version.status).toBe(505);
    const garbage = await rawHttp(s.url, "NOT HTTP AT ALL\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect((await s.fetch("/api/health")).status).toBe(200);
  });
});

describe("admin images with posts in Contentful", () => {
  let s: Served;
  let fake: FakeContentful;
  beforeAll(async () => {
    fake = startFakeContentful();
    s = await serveApp("sqlite", {
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_DELIVERY_TOKEN: TOKENS.delivery,
      CONTENTFUL_PREVIEW_TOKEN: TOKENS.preview,
      CONTENTFUL_HOST: fake.host,
    });
  });
  afterAll(async () => {
    await s.stop();
    await fake.stop();
  });

  it("admin pages may load Contentful's image hosts (the blog preview, EU spaces too) and no other", async () => {
    expect(s.t.deps.content.kind).toBe("contentful");
    for (const path of [...ADMIN_PAGES, "/admin/blogs/some-id"]) {
      const res = await s.fetch(path);
      expect(imgSrc(res), path).toEqual([
        "'self'",
        "data:",
        "https://images.ctfassets.net",
        "https://images.eu.ctfassets.net",
      ]);
      await res.body?.cancel();
    }
    const page = await s.fetch("/pricing");
    expect(imgSrc(page)).toEqual(["'self'", "data:", "https:"]);
    await page.body?.cancel();
  });
});
