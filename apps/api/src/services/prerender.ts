import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BlogPost } from "@repo/schemas";
import type { Brand } from "@repo/site-content";
import type { Logger } from "../lib/logger";

/** Data a page is rendered with; the page writes it into its head for hydration. */
export interface PageData {
  post?: BlogPost;
}

/** The web app's server renderer (apps/web/src/entry-server.tsx). */
export interface ServerRenderer {
  /** The markup inside #root for `path`, and its status. */
  renderPage(path: string, brand: Brand, pageData?: PageData): Promise<{ html: string }>;
}

const renderers = new Map<string, Promise<ServerRenderer | undefined>>();

/**
 * The server renderer built beside the web app (`dist-ssr/entry-server.js` next to `dist`),
 * imported once per build directory. Pages are rendered with it when first asked for, with
 * the brand from the running server's SITE_* values (so a deployment changes them without a
 * rebuild). Without that build (Vite's dev server, tests with a bare shell) there is none and
 * the shell is served unrendered.
 */
export function serverRendererFor(
  webDist: string,
  logger: Logger,
): Promise<ServerRenderer | undefined> {
  let renderer = renderers.get(webDist);
  if (!renderer) {
    const file = join(webDist, "..", "dist-ssr", "entry-server.js");
    renderer = existsSync(file)
      ? (import(file) as Promise<ServerRenderer>).catch((error: unknown) => {
          logger.error({ err: error, file }, "the server renderer failed to load");
          return undefined;
        })
      : Promise.resolve(undefined);
    renderers.set(webDist, renderer);
  }
  return renderer;
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
