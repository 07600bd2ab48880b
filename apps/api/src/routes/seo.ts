import { join } from "node:path";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { findPublishedPost, listPublishedPosts } from "../services/blogs";
import { type BuildManifest, modulePreloadTags, preloadFilesFor } from "../services/route-preload";
import {
  blogPostSlug,
  brandForRequest,
  classifyPath,
  llmsTxt,
  renderPostShell,
  renderShell,
  robotsTxt,
  sitemapXml,
} from "../services/seo";
import type { ShellRenderer } from "../static";

const brandOf = (c: Context<AppEnv>) => brandForRequest(c.var.deps, new URL(c.req.url).origin);
const CACHE = "public, max-age=3600";

/** sitemap.xml, robots.txt and llms.txt, generated from site-content and the SITE_* brand. */
export const seoRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", async (c) => {
    // Without the content service the pages are still listed.
    const posts = await listPublishedPosts(c.var.deps).catch((error: unknown) => {
      c.var.deps.logger.warn({ err: error }, "sitemap: published posts unavailable");
      return [];
    });
    c.header("Cache-Control", CACHE);
    return c.body(sitemapXml(brandOf(c), posts), 200, {
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
  })
  // The build manifest is for the server (route preloads), not for the public.
  .get("/.vite/*", (c) => c.text("Not found", 404));

const manifests = new Map<string, Promise<BuildManifest | undefined>>();
/** The web build's manifest, read once per build directory; none in a build without one. */
function manifestOf(distDir: string) {
  let manifest = manifests.get(distDir);
  if (!manifest) {
    const file = Bun.file(join(distDir, ".vite", "manifest.json"));
    manifest = file
      .json()
      .then((m) => m as BuildManifest)
      .catch(() => undefined);
    manifests.set(distDir, manifest);
  }
  return manifest;
}

/**
 * Per-route <head> tags, brand data and modulepreload links for the route's chunks in the
 * SPA shell; 404 for unknown public paths.
 */
export const renderSeoShell: ShellRenderer = async (html, c) => {
  const path = c.req.path;
  const slug = blogPostSlug(path);
  const manifest =
    classifyPath(path) === "public" || slug !== null
      ? await manifestOf(c.var.deps.env.WEB_DIST)
      : undefined;
  const preloads = manifest ? modulePreloadTags(preloadFilesFor(path, manifest)) : "";
  if (slug !== null) {
    // A published post gets its own head; an unknown slug is a 404. When the content service
    // fails, the shell still answers 200 (the page retries) so a passing outage deindexes nothing.
    const post = await findPublishedPost(c.var.deps, slug).catch((error: unknown) => {
      c.var.deps.logger.warn({ err: error, slug }, "post page head: content service failed");
      return undefined;
    });
    if (post) return renderPostShell(html, post, brandOf(c), preloads);
    if (post === undefined) return renderShell(html, "/blog", brandOf(c), preloads);
  }
  return renderShell(html, path, brandOf(c), preloads);
};
