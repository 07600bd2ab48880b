import { existsSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "./context";
import { acceptsGzip, compressBytes, fileResponse } from "./lib/compress";

/** Shapes the HTML shell for one client route (per-route <head>, status for unknown paths). */
export type ShellRenderer = (
  html: string,
  c: Context<AppEnv>,
) => Promise<{ html: string; status?: 200 | 404 }> | { html: string; status?: 200 | 404 };

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
 * revalidated; text compressed) and `index.html` for every other GET, so client routes
 * survive a reload. The per-route shell is gzipped on the fly (brotli is too slow per request).
 */
export function spaRoutes(distDir: string, renderShell?: ShellRenderer) {
  const root = normalize(distDir + sep);
  const indexFile = join(root, "index.html");
  let shell: Promise<string> | undefined;
  const readShell = () => {
    shell ??= Bun.file(indexFile).text();
    return shell;
  };

  return new Hono<AppEnv>().get("*", async (c) => {
    const path = decodePath(c.req.path);
    const file = normalize(join(root, path));
    // Matched on the decoded path: `/.vite%2fmanifest.json` is `/.vite/manifest.json`.
    if (file.startsWith(root) && extname(file) && !isHidden(path) && existsSync(file)) {
      const cache = path.startsWith("/assets/") ? IMMUTABLE : "public, max-age=0, must-revalidate";
      return fileResponse(file, c.req.header("accept-encoding"), { "Cache-Control": cache });
    }
    if (extname(path) && path !== "/index.html") return c.text("Not found", 404);
    if (!existsSync(indexFile)) {
      return c.text("The web app is not built yet: run `bun run build` (or `bun run start`).", 503);
    }
    const rendered = renderShell
      ? await renderShell(await readShell(), c)
      : { html: await readShell() };
    const headers: Record<string, string> = {
      "Cache-Control": "no-cache",
      "Content-Type": "text/html; charset=UTF-8",
      Vary: "Accept-Encoding",
    };
    if (!acceptsGzip(c.req.header("accept-encoding"))) {
      return c.body(rendered.html, rendered.status ?? 200, headers);
    }
    const body = compressBytes(new TextEncoder().encode(rendered.html), "gzip");
    return c.body(body, rendered.status ?? 200, { ...headers, "Content-Encoding": "gzip" });
  });
}
