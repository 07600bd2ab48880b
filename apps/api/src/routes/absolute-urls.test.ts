import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

/** Without SITE_URL, public and cached files name the one default origin, whatever Host claims. */
describe("absolute URLs without SITE_URL", () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "dist-urls-"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--></head><body><div id=root></div></body></html>",
    );
    t = await buildTestApp("sqlite", {
      WEB_DIST: dist,
      BUSINESS_HOURS: "Mon-Thu 09:00-17:00; Fri 09:00-12:00",
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string) =>
    t.app.request(`http://attacker.example${path}`, { headers: { host: "attacker.example" } });

  it.each(["/.well-known/nlweb.json", "/llms.txt", "/sitemap.xml", "/robots.txt", "/", "/pricing"])(
    "%s names https://wasatch-ai.com, never the Host",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).not.toContain("attacker.example");
      expect(body).toContain("https://wasatch-ai.com");
    },
  );

  it("gives the organisation's JSON-LD its opening hours, and pages a lastmod", async () => {
    const html = await (await get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
    );
    const org = blocks.find((b) => b["@type"] === "ProfessionalService");
    expect(org?.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "09:00",
        closes: "17:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Friday"],
        opens: "09:00",
        closes: "12:00",
      },
    ]);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toMatch(
      /<loc>https:\/\/wasatch-ai\.com\/pricing<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}T/,
    );
  });
});
