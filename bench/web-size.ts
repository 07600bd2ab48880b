/**
 * Builds the web app, then prints per public route:
 * - initial JS (gzip): the entry chunk, the public layout, the route's own chunks and all
 *   they import statically, read from Vite's build manifest. Lazy parts (the chat widget,
 *   which mounts when the browser is idle; the mobile menu; admin) are not initial.
 * - all JS (gzip) and transferred bytes: what a cold load in Chromium against the real
 *   server actually fetched, the idle-time chat widget included.
 * Run: `bun bench/web-size.ts` (`--no-build` reuses the last build).
 */
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import {
  type BuildManifest,
  entryFiles,
  preloadFilesFor,
} from "../apps/api/src/services/route-preload";
import { launchBrowser, openPage } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { pages } from "../packages/site-content/src/index";

const TARGET_INITIAL_JS_GZIP = 120 * 1024;
const root = new URL("..", import.meta.url).pathname;
const dist = `${root}apps/web/dist`;
const manifestPath = `${dist}/.vite/manifest.json`;

if (!process.argv.includes("--no-build") || !existsSync(manifestPath)) {
  const build = Bun.spawnSync(["bun", "x", "vite", "build"], {
    cwd: `${root}apps/web`,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}

const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest;

/** What a route needs to render: the entry's chunks plus the route's own (as the server preloads). */
const initialFiles = (path: string) =>
  new Set([...entryFiles(manifest), ...preloadFilesFor(path, manifest)]);

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
