import { resolveBrand } from "@repo/site-content";
import { describe, expect, it } from "vitest";
import { classifyPath, llmsTxt, renderShell, robotsTxt, sitemapXml } from "./seo";

const brand = resolveBrand({ companyName: "Acme AI", siteUrl: "https://acme.test" });
const shell = `<!doctype html><html><head><!--seo--><title>x</title><!--/seo--></head><body><div id="root"></div></body></html>`;

describe("renderShell", () => {
  it("writes title, description, canonical, Open Graph and JSON-LD for a public page", () => {
    const { html, status } = renderShell(shell, "/pricing", brand);
    expect(status).toBe(200);
    expect(html).toContain("<title>Pricing | Acme AI</title>");
    expect(html).toContain('<link rel="canonical" href="https://acme.test/pricing" />');
    expect(html).toContain('<meta property="og:title" content="Pricing | Acme AI" />');
    expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
    expect(html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"ProfessionalService"',
    );
    expect(html).not.toContain("<title>x</title>");
  });

  it("puts Service items on the home page and the brand data block everywhere", () => {
    const { html } = renderShell(shell, "/", brand);
    expect(html.match(/"@type":"Service"/g)).toHaveLength(10);
    const data = /<script type="application\/json" id="site-brand">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data ?? "{}")).toMatchObject({
      companyName: "Acme AI",
      siteUrl: "https://acme.test",
    });
  });

  it("answers 404 with noindex for unknown paths, 200 for the admin area", () => {
    const missing = renderShell(shell, "/no-such-page", brand);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<meta name="robots" content="noindex" />');
    expect(missing.html).toContain("Page not found | Acme AI");
    expect(renderShell(shell, "/admin/leads", brand).status).toBe(200);
    expect(classifyPath("/terms/")).toBe("public");
  });

  it("escapes brand values in attributes and script blocks", () => {
    const evil = resolveBrand({
      companyName: '"><script>alert(1)</script>',
      siteUrl: "https://acme.test",
    });
    const { html } = renderShell(shell, "/pricing", evil);
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("works on a shell without markers", () => {
    const { html } = renderShell(
      "<html><head><title>t</title></head><body></body></html>",
      "/ai",
      brand,
    );
    expect(html).toContain("<title>Information for AI Agents | Acme AI</title>");
    expect(html).not.toContain("<title>t</title>");
  });
});

describe("prerendered body", () => {
  it("goes inside the root, with no noscript copy beside it", () => {
    const home = renderShell(shell, "/", brand, "", "<main><h1>Hello</h1></main>").html;
    expect(home).toContain('<div id="root"><main><h1>Hello</h1></main></div>');
    expect(home).not.toContain("<noscript>");
    expect(renderShell(shell, "/admin", brand).html).toContain('<div id="root"></div>');
  });
});

describe("crawler files", () => {
  it("lists every public page in the sitemap, with lastmod from the build", () => {
    const xml = sitemapXml(brand, [], "2026-03-01T10:00:00.000Z");
    for (const path of ["/", "/pricing", "/blog", "/contact", "/terms", "/privacy", "/ai"]) {
      expect(xml).toContain(
        `<loc>https://acme.test${path}</loc>\n    <lastmod>2026-03-01T10:00:00.000Z</lastmod>`,
      );
    }
    expect(xml).not.toContain("/admin");
    expect(sitemapXml(brand)).not.toContain("<lastmod>");
  });

  it("lets crawlers reach llms.txt and the agent endpoints, not the admin area or the rest of the API", () => {
    const txt = robotsTxt(brand);
    expect(txt).toContain("Disallow: /admin");
    expect(txt).toContain("Disallow: /api/");
    for (const path of ["/api/nlweb/", "/.well-known/", "/llms.txt"]) {
      expect(txt).toContain(`Allow: ${path}`);
    }
    expect(txt).toContain("Sitemap: https://acme.test/sitemap.xml");
  });

  it("summarises the site for language models", () => {
    const txt = llmsTxt(brand);
    expect(txt.startsWith("# Acme AI\n\n> ")).toBe(true);
    expect(txt).toContain("Managed Partnership");
    expect(txt).toContain("https://acme.test/api/nlweb/mcp");
    expect(txt).toContain("Smart Lead Qualifier");
    expect(txt).not.toMatch(/\{(companyName|email|legalName)\}/);
  });
});
