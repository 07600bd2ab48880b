/**
 * Builds the web app, then prints per public route:
 * - initial JS (gzip): the entry chunk, the public layout, the route's own chunks and all
 *   they import statically, read from Vite's build manifest. Lazy parts (the chat widget,
 *   which mounts when the browser is idle; the mobile menu; admin) are not initial.
 * - all JS (gzip) and transferred bytes: what a cold load in Chromium against the real
 *   server actually fetched, the idle-time chat widget included.
 * Run: `bun bench/web-size.ts` (`--no-build` reuses a build made with `vite build --manifest`).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { launchBrowser, openPage } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { pages } from "../packages/site-content/src/index";

const TARGET_INITIAL_JS_GZIP = 120 * 1024;
const root = new URL("..", import.meta.url).pathname;
const dist = `${root}apps/web/dist`;
const manifestPath = `${dist}/.vite/manifest.json`;

if (!process.argv.includes("--no-build") || !existsSync(manifestPath)) {
  const build = Bun.spawnSync(["bun", "x", "vite", "build", "--manifest"], {
    cwd: `${root}apps/web`,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, ManifestChunk>;
// The manifest is for this script only; the server should not publish it.
rmSync(`${dist}/.vite`, { recursive: true, force: true });

const routeFiles: Record<string, string> = {
  "/": "src/routes/_public/index.tsx",
  "/pricing": "src/routes/_public/pricing.tsx",
  "/contact": "src/routes/_public/contact.tsx",
  "/blog": "src/routes/_public/blog.tsx",
  "/ai": "src/routes/_public/ai.tsx",
  "/terms": "src/routes/_public/terms.tsx",
  "/privacy": "src/routes/_public/privacy.tsx",
};

/** The entry, the public layout and the route's split chunks, with their static imports. */
function initialFiles(path: string): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const route = routeFiles[path];
  for (const [key, chunk] of Object.entries(manifest)) {
    const isLayout = key.startsWith("src/routes/_public/route.tsx?");
    const isRoute = route !== undefined && key.startsWith(`${route}?`);
    if (chunk.isEntry || isLayout || isRoute) visit(key);
  }
  return files;
}

const gzipFile = (file: string) =>
  gzipSync(new Uint8Array(readFileSync(`${dist}/${file}`)), { level: 9 }).byteLength;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await launchBrowser();
try {
  console.log("Public routes, cold load (no cache):\n");
  console.log("route      requests  transferred  initial JS (gzip)  all JS (gzip)");
  let homeInitial = 0;
  for (const { path } of pages) {
    const { page, context } = await openPage(browser);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const sizes = new Map<string, { bytes: number; url: string; type: string }>();
    cdp.on("Network.responseReceived", (e) => {
      sizes.set(e.requestId, { bytes: 0, url: e.response.url, type: e.type });
    });
    cdp.on("Network.loadingFinished", (e) => {
      const entry = sizes.get(e.requestId);
      if (entry) entry.bytes = e.encodedDataLength;
    });
    await page.goto(server.url + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(2500); // the chat widget loads when the browser is idle
    await page.waitForLoadState("networkidle");
    await context.close();

    const entries = [...sizes.values()];
    const transferred = entries.reduce((sum, e) => sum + e.bytes, 0);
    const allJs = entries
      .filter((e) => e.type === "Script")
      .reduce((sum, e) => sum + gzipFile(new URL(e.url).pathname.slice(1)), 0);
    const initial = [...initialFiles(path)].reduce((sum, f) => sum + gzipFile(f), 0);
    if (path === "/") homeInitial = initial;
    console.log(
      `${path.padEnd(10)} ${String(entries.length).padStart(8)}  ${kb(transferred).padStart(11)}  ${kb(initial).padStart(17)}  ${kb(allJs).padStart(13)}`,
    );
  }
  const verdict = homeInitial <= TARGET_INITIAL_JS_GZIP ? "within" : "OVER";
  console.log(
    `\nInitial JS of / (gzip): ${kb(homeInitial)} (${verdict} the ${kb(TARGET_INITIAL_JS_GZIP)} target)`,
  );
  console.log("'transferred' counts every byte on the wire (HTML, CSS, JS, fetches) as sent.");
} finally {
  await browser.cleanup();
  await server.stop();
}
