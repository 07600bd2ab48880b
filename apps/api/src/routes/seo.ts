import { join } from "node:path";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { type BuildManifest, modulePreloadTags, preloadFilesFor } from "../services/route-preload";
import {
  brandForRequest,
  classifyPath,
  llmsTxt,
  renderShell,
  robotsTxt,
  sitemapXml,
} from "../services/seo";
import type { ShellRenderer } from "../static";

const brandOf = (c: Context<AppEnv>) => brandForRequest(c.var.deps, new URL(c.req.url).origin);
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
  const manifest =
    classifyPath(path) === "public" ? await manifestOf(c.var.deps.env.WEB_DIST) : undefined;
  const preloads = manifest ? modulePreloadTags(preloadFilesFor(path, manifest)) : "";
  return renderShell(html, path, brandOf(c), preloads);
};
