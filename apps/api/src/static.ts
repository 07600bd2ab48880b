import { existsSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { fileResponse } from "./lib/compress";
import type { PageLane } from "./lib/page-lane";
import { PageCache, pageResponse, preparePage } from "./lib/prepared-page";

/** One client route's page: its HTML and the status to send. */
export interface ShellPage {
  html: string;
  status?: 200 | 404;
}

/**
 * Which page a client route shows. Requests whose plans share a `key` get the same prepared
 * response; `render` builds it from the plan's shell the first time that key is asked for.
 */
export interface ShellPlan {
  key: string;
  /** The built HTML page it starts from: index.html (public pages) unless named (admin.html). */
  shell?: string;
  /** The page cannot change while the server runs (a public route): the fast lane may keep it. */
  lasting?: boolean;
  render: (shell: string) => Promise<ShellPage> | ShellPage;
}

/** Plans the page for one request (per-route <head>, prerendered body, status). */
export type ShellRenderer = (c: Context<AppEnv>) => Promise<ShellPlan> | ShellPlan;

/**
 * Requests whose page went out without its server-rendered markup for a passing reason (the
 * renderer's thread failed): their page serves them and whoever waited on it, but is not kept.
 */
const unrenderedForNow = new WeakSet<Request>();
export const renderedWithoutMarkup = (c: Context) => unrenderedForNow.add(c.req.raw);

const bareShell: ShellRenderer = () => ({ key: "index", render: (html) => ({ html }) });

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Dot folders and files in the build (`.vite/manifest.json`) are for the server, never served. */
const isHidden = (decodedPath: string) => decodedPath.split(/[\\/]/).some((s) => s.startsWith("."));

/** The path with every escape decoded; as sent when an escape is malformed (then it is no file). */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Serves the built SPA: files from `distDir` (hashed `assets/` cached for a year, the rest
 * revalidated; text compressed) and a page for every other GET, so client routes survive a
 * reload. Each page is computed once per key and kept in memory with its gzip and brotli
 * bodies and an ETag, so serving it costs about what a static file does.
 */
export function spaRoutes(
  distDir: string,
  renderShell: ShellRenderer = bareShell,
  lane?: PageLane,
) {
  const root = normalize(distDir + sep);
  // Each read once it exists (the server may start before the first build finishes).
  const shells = new Map<string, Promise<string>>();
  const readShell = (name: string) => {
    const file = join(root, name);
    if (!shells.has(name) && existsSync(file)) shells.set(name, Bun.file(file).text());
    return shells.get(name);
  };
  const pages = new PageCache();

  return new Hono<AppEnv>().get("*", async (c) => {
    const path = decodePath(c.req.path);
    if (extname(path)) {
      const file = normalize(join(root, path));
      // Matched on the decoded path: `/.vite%2fmanifest.json` is `/.vite/manifest.json`.
      if (file.startsWith(root) && !isHidden(path) && existsSync(file)) {
        const cache = path.startsWith("/assets/")
          ? IMMUTABLE
          : "public, max-age=0, must-revalidate";
        return fileResponse(file, c.req.header("accept-encoding"), { "Cache-Control": cache });
      }
      if (path !== "/index.html") return c.text("Not found", 404);
    }
    const plan = await renderShell(c);
    const html = readShell(plan.shell ?? "index.html");
    if (!html) {
      return c.text("The web app is not built yet: run `bun run build` (or `bun run start`).", 503);
    }
    const page = await pages.get(plan.key, async () => {
      const rendered = await plan.render(await html);
      const prepared = preparePage(rendered.html, rendered.status ?? 200);
      // Without its markup for a passing reason: not kept, the next request renders it again.
      return unrenderedForNow.has(c.req.raw) ? { ...prepared, passing: true } : prepared;
    });
    const response = pageResponse(
      page,
      c.req.header("accept-encoding"),
      c.req.header("if-none-match"),
    );
    if (plan.lasting && !page.passing) lane?.offer(response, c.req.raw, page);
    return response;
  });
}
