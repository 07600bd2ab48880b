import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogPost } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import type { Logger } from "../lib/logger";
import { renderThread } from "./render-thread";

/** Data a page is rendered with; the page writes it into its head for hydration. */
export interface PageData {
  post?: BlogPost;
  /** The published posts /blog lists, without their bodies. */
  posts?: BlogPost[];
}

/** The web app's server renderer (apps/web/src/entry-server.tsx). */
export interface ServerRenderer {
  /** The markup inside #root for `path`, and its status. */
  renderPage(path: string, brand: Brand, pageData?: PageData): Promise<{ html: string }>;
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
const bodies = new Map<string, Promise<string>>();
const MAX_BODIES = 64;

/**
 * The markup inside #root for a page that needs no page data (a public route, the 404
 * page), rendered once. The site URL is left out of the key: no page shows it (it only goes
 * into the head, which is written per site URL).
 */
export function renderedBody(
  renderer: ServerRenderer,
  path: string,
  brand: Brand,
): Promise<string> {
  const key = [path, brand.companyName, brand.legalName, brand.email, brand.bookingUrl].join("\n");
  let body = bodies.get(key);
  if (!body) {
    body = renderer.renderPage(path, brand).then((page) => page.html);
    if (bodies.size < MAX_BODIES) bodies.set(key, body);
    body.catch(() => bodies.delete(key));
  }
  return body;
}

/**
 * Renders every public route (and the 404 page) at start-up, so no visitor waits for the
 * first render of a page.
 */
export async function prerenderPublicPages(
  webDist: string,
  brand: Brand,
  logger: Logger,
  paths: readonly string[],
): Promise<void> {
  const renderer = await serverRendererFor(webDist, logger);
  if (!renderer) return;
  for (const path of paths) {
    await renderedBody(renderer, path, brand).catch((error: unknown) => {
      logger.error({ err: error, path }, "prerendering a public page failed");
    });
  }
}

const STYLESHEET = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page with its stylesheets inlined: a prerendered page paints from its HTML alone,
 * without another round trip for the CSS first (the CSP allows inline styles).
 */
export function inlineStylesheets(html: string, webDist: string): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const path = join(webDist, file);
    if (!existsSync(path)) return link;
    return `<style>${readFileSync(path, "utf8").replace(/<\/style/gi, "<\\/style")}</style>`;
  });
}
