import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogPost } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import type { Logger } from "../lib/logger";
import type { PageStylesheets } from "./critical-css";
import { renderThread } from "./render-thread";

/** Data a page is rendered with; the page writes it into its head for hydration. */
export interface PageData {
  post?: BlogPost;
  /** The published posts /blog lists, without their bodies. */
  posts?: BlogPost[];
}

/** The markup inside #root for a page, and the rules of its stylesheets it uses. */
export interface RenderedMarkup {
  html: string;
  /**
   * The rules its markup uses, and the address of a sheet of the others (served from memory,
   * lib/deferred-styles.ts). Absent when no stylesheets were named, or picking them failed.
   */
  criticalCss?: { inline: string; rest: string };
}

/** The web app's server renderer (apps/web/src/entry-server.tsx), run in the render thread. */
export interface ServerRenderer {
  /** The markup inside #root for `path`, with the rules of `stylesheets` it uses. */
  renderPage(
    path: string,
    brand: Brand,
    pageData?: PageData,
    stylesheets?: PageStylesheets,
  ): Promise<RenderedMarkup>;
}

const renderers = new Map<string, Promise<ServerRenderer | undefined>>();

/**
 * The server renderer built beside the web app (`dist-ssr/entry-server.js` next to `dist`),
 * one per build directory, run on a thread of its own while it has pages to render
 * (render-thread.ts). Pages are rendered with it when first asked for, with the brand from the
 * running server's SITE_* values (so a deployment changes them without a rebuild). Without
 * that build (Vite's dev server, tests with a bare shell) there is none and the shell is
 * served unrendered.
 */
export function serverRendererFor(
  webDist: string,
  logger: Logger,
): Promise<ServerRenderer | undefined> {
  let renderer = renderers.get(webDist);
  if (!renderer) {
    const file = join(webDist, "..", "dist-ssr", "entry-server.js");
    renderer = Promise.resolve(existsSync(file) ? renderThread(file, logger) : undefined);
    renderers.set(webDist, renderer);
  }
  return renderer;
}

/** Markup of pages rendered without page data, by path and brand (the site URL aside). */
const bodies = new Map<string, Promise<RenderedMarkup>>();
const MAX_BODIES = 64;

/**
 * The markup inside #root for a page that needs no page data (a public route, the 404
 * page), with its critical CSS, rendered once. The site URL is left out of the key: no page
 * shows it (it only goes into the head, which is written per site URL).
 */
export function renderedBody(
  renderer: ServerRenderer,
  path: string,
  brand: Brand,
  stylesheets?: PageStylesheets,
): Promise<RenderedMarkup> {
  const key = [path, brand.companyName, brand.legalName, brand.email, brand.bookingUrl].join("\n");
  let body = bodies.get(key);
  if (!body) {
    body = renderer.renderPage(path, brand, undefined, stylesheets);
    if (bodies.size < MAX_BODIES) bodies.set(key, body);
    body.catch(() => bodies.delete(key));
  }
  return body;
}

/**
 * Renders every public route (and the 404 page) with its critical CSS at start-up, so no
 * visitor waits for the first render of a page.
 */
export async function prerenderPublicPages(
  webDist: string,
  brand: Brand,
  logger: Logger,
  paths: readonly string[],
): Promise<void> {
  const started = performance.now();
  const renderer = await serverRendererFor(webDist, logger);
  if (!renderer) return;
  const stylesheets = await shellStylesheets(webDist);
  let rendered = 0;
  for (const path of paths) {
    await renderedBody(renderer, path, brand, stylesheets).then(
      () => rendered++,
      (error: unknown) => logger.error({ err: error, path }, "prerendering a public page failed"),
    );
  }
  // Start-up is done: the bench waits for this line before it measures anything.
  const ms = Math.round(performance.now() - started);
  logger.info({ pages: rendered, of: paths.length, ms }, "public pages prerendered");
}

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/** The stylesheets a built page links (index.html's, the shell of every public page). */
export function stylesheetsOf(html: string, webDist: string): PageStylesheets {
  return { dir: webDist, hrefs: [...html.matchAll(STYLESHEET)].map((m) => `/${m[1]}`) };
}

async function shellStylesheets(webDist: string): Promise<PageStylesheets | undefined> {
  const shell = Bun.file(join(webDist, "index.html"));
  return (await shell.exists()) ? stylesheetsOf(await shell.text(), webDist) : undefined;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, "<\\/style");

/**
 * The page with its stylesheets inlined, so a prerendered page paints from its HTML alone,
 * without another round trip for the CSS first (the CSP allows inline styles). With the
 * rules its markup uses (`criticalCss`), only those: the first link becomes a <style> whose
 * data-stylesheets names the sheet of the other rules, for /boot.js to load after the first
 * paint (the app's menus, dialogs and error states use them), and data-whole the whole
 * stylesheets, loaded instead if that sheet fails to load; the other links go. Without
 * them (no markup, or picking them failed), the whole stylesheets.
 */
export function inlineStylesheets(
  html: string,
  webDist: string,
  criticalCss?: RenderedMarkup["criticalCss"],
): string {
  if (criticalCss) {
    // The whole stylesheets, for /boot.js to load instead if the rest sheet is not found (an
    // instance that has not rendered this page, e.g. a blog post rendered on demand elsewhere).
    const whole = [...html.matchAll(STYLESHEET)].map((m) => `/${m[1]}`).join(" ");
    let first = true;
    return html.replace(STYLESHEET, () => {
      if (!first) return "";
      first = false;
      const { inline, rest } = criticalCss;
      return `<style data-stylesheets="${rest}" data-whole="${whole}">${escapeStyle(inline)}</style>`;
    });
  }
  return html.replace(STYLESHEET, (link, file: string) => {
    const path = join(webDist, file);
    if (!existsSync(path)) return link;
    return `<style>${escapeStyle(readFileSync(path, "utf8"))}</style>`;
  });
}
