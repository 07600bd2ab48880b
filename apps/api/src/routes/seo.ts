import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { brandFromEnv, llmsTxt, renderShell, robotsTxt, sitemapXml } from "../services/seo";
import type { ShellRenderer } from "../static";

const brandOf = (c: Context<AppEnv>) => brandFromEnv(c.var.deps.env, new URL(c.req.url).origin);
const CACHE = "public, max-age=3600";

/** sitemap.xml, robots.txt and llms.txt, generated from site-content and the SITE_* brand. */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => {
    c.header("Cache-Control", CACHE);
    return c.body(sitemapXml(brandOf(c)), 200, {
      "Content-Type": "application/xml; charset=utf-8",
    });
  })
  .get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE);
    return c.text(robotsTxt(brandOf(c)), 200);
  })
  .get("/llms.txt", (c) => {
    c.header("Cache-Control", CACHE);
    return c.text(llmsTxt(brandOf(c)), 200);
  });

/** Per-route <head> tags and brand data in the SPA shell; 404 for unknown public paths. */
export const renderSeoShell: ShellRenderer = (html, c) => renderShell(html, c.req.path, brandOf(c));
