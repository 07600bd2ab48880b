import { statSync } from "node:fs";
import { join } from "node:path";
import type { Brand } from "@repo/site-content";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { findPublishedPost, listPublishedPosts } from "../services/blogs";
import { startScriptsAfterFirstPaint } from "../services/deferred-scripts";
import {
  inlineStylesheets,
  type PageData,
  renderedBody,
  serverRendererFor,
} from "../services/prerender";
import { RenderThreadFailed } from "../services/render-thread";
import { type BuildManifest, modulePreloadTags, preloadFilesFor } from "../services/route-preload";
import {
  blogPostSlug,
  classifyPath,
  llmsTxt,
  pageDataScript,
  renderPostShell,
  renderShell,
  robotsTxt,
  sitemapXml,
} from "../services/seo";
import { renderedWithoutMarkup, type ShellPlan, type ShellRenderer } from "../static";

/** Every absolute URL comes from SITE_URL or its one default, never from the request's Host. */
const brandOf = (c: Context<AppEnv>) => c.var.deps.brand;

/** When the public pages last changed: the web build's time (none without a build). */
function pagesBuiltAt(distDir: string): string | undefined {
  try {
    return statSync(join(distDir, "index.html")).mtime.toISOString();
  } catch {
    return undefined;
  }
}
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
    return c.body(sitemapXml(brandOf(c), posts, pagesBuiltAt(c.var.deps.env.WEB_DIST)), 200, {
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

/** The route's prerendered markup, or "" without a server renderer (then the SPA renders it). */
async function renderBody(c: Context<AppEnv>, path: string, brand: Brand, pageData?: PageData) {
  const { env, logger } = c.var.deps;
  const renderer = await serverRendererFor(env.WEB_DIST, logger);
  if (!renderer) return "";
  try {
    if (!pageData) return await renderedBody(renderer, path, brand);
    return (await renderer.renderPage(path, brand, pageData)).html;
  } catch (error) {
    // The renderer's thread failed, not the page: unrendered this time (the SPA renders it).
    if (!(error instanceof RenderThreadFailed)) throw error;
    renderedWithoutMarkup(c);
    return "";
  }
}

/**
 * Plans the page for a client route: per-route <head> tags, brand data, modulepreload links
 * for the route's chunks and the page prerendered by the web app's server renderer; 404 for
 * unknown public paths. The admin area gets its own bare shell, admin.html (it renders after
 * login). Pages are keyed by what they show, so each is rendered once: a public route per site
 * URL, a published post until it changes.
 */
export const renderSeoShell: ShellRenderer = async (c) => {
  const path = c.req.path;
  const brand = brandOf(c);
  const site = `|${brand.siteUrl}`;
  const kind = classifyPath(path);
  const slug = blogPostSlug(path);
  const preloads = async () => {
    const manifest = await manifestOf(c.var.deps.env.WEB_DIST);
    return manifest ? modulePreloadTags(preloadFilesFor(path, manifest)) : "";
  };
  // Prerendered pages carry their CSS; the admin shell keeps its stylesheet link.
  const styled = (html: string) => inlineStylesheets(html, c.var.deps.env.WEB_DIST);
  if (path === "/blog") {
    const plan = await blogListPlan(c, brand, site, styled, preloads);
    if (plan) return plan;
  }
  if (slug === null) {
    if (kind === "admin")
      return {
        key: `admin${site}`,
        // The back office's own entry: no public page loads its routes, nor they a public page's.
        shell: "admin.html",
        render: (html) => renderShell(html, path, brand),
      };
    return {
      key: (kind === "public" ? `page:${path}` : "not-found") + site,
      // /blog lists the published posts, which change while the server runs.
      lasting: kind === "public" && path !== "/blog",
      render: async (html) =>
        startScriptsAfterFirstPaint(
          renderShell(
            styled(html),
            path,
            brand,
            kind === "public" ? await preloads() : "",
            // Every unknown path shows the same 404 page.
            await renderBody(c, kind === "public" ? path : "/404", brand),
          ),
        ),
    };
  }
  // A published post gets its own head; an unknown slug is a 404. When the content service
  // fails, the page still answers 200 (it retries in the browser) so a passing outage
  // deindexes nothing.
  const post = await findPublishedPost(c.var.deps, slug).catch((error: unknown) => {
    c.var.deps.logger.warn({ err: error, slug }, "post page head: content service failed");
    return undefined;
  });
  if (post) {
    // Keyed by what the page shows: a counted view (not on the page) renders nothing anew.
    const { views: _views, ...shown } = post;
    return {
      key: `post:${slug}:${Bun.hash(JSON.stringify(shown)).toString(36)}${site}`,
      render: async (html) =>
        startScriptsAfterFirstPaint(
          renderPostShell(
            styled(html),
            post,
            brand,
            await preloads(),
            await renderBody(c, path, brand, { post }),
          ),
        ),
    };
  }
  return {
    key: (post === undefined ? "post-unavailable" : "post-not-found") + site,
    render: async (html) =>
      startScriptsAfterFirstPaint(
        renderShell(
          styled(html),
          post === undefined ? "/blog" : path,
          brand,
          await preloads(),
          await renderBody(c, path, brand),
        ),
      ),
  };
};

/**
 * /blog with the published posts in its HTML (bodies left out: the list shows titles and
 * excerpts), kept until the list changes; null when there are none or the content service
 * fails, so the page is the plain hub.
 */
async function blogListPlan(
  c: Context<AppEnv>,
  brand: Brand,
  site: string,
  styled: (html: string) => string,
  preloads: () => Promise<string>,
): Promise<ShellPlan | null> {
  const posts = await listPublishedPosts(c.var.deps).catch((error: unknown) => {
    c.var.deps.logger.warn({ err: error }, "blog page: published posts unavailable");
    return [];
  });
  if (!posts.length) return null;
  const listed = posts.map((post) => ({ ...post, content: "" }));
  return {
    key: `blog:${Bun.hash(JSON.stringify(listed)).toString(36)}${site}`,
    render: async (html) =>
      startScriptsAfterFirstPaint(
        renderShell(
          styled(html),
          "/blog",
          brand,
          `${pageDataScript({ posts: listed })}\n    ${await preloads()}`,
          await renderBody(c, "/blog", brand, { posts: listed }),
        ),
      ),
  };
}
