/**
 * Builds the web app, serves it with the real server, loads every public route in Chromium
 * and prints (1) the gzipped JavaScript `/` needs before it is interactive and (2) the bytes
 * each public route transfers on a cold load. Run: `bun bench/web-size.ts` (--no-build to
 * skip the build).
 */
import { gzipSync } from "node:zlib";
import { launchBrowser, openPage } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";
import { pages } from "../packages/site-content/src/index";

const TARGET_INITIAL_JS_GZIP = 120 * 1024;
const root = new URL("..", import.meta.url).pathname;

if (!process.argv.includes("--no-build")) {
  const build = Bun.spawnSync(["bun", "run", "build"], {
    cwd: `${root}apps/web`,
    stdout: "ignore",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const server = await startServer();
const browser = await launchBrowser();

try {
  const rows: {
    path: string;
    requests: number;
    transferred: number;
    js: number;
    jsGzip: number;
  }[] = [];
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
    const entries = [...sizes.values()];
    const scripts = entries.filter((e) => e.type === "Script");
    let jsGzip = 0;
    let js = 0;
    for (const s of scripts) {
      const body = new Uint8Array(await (await fetch(s.url)).arrayBuffer());
      js += body.byteLength;
      jsGzip += gzipSync(body, { level: 9 }).byteLength;
    }
    rows.push({
      path,
      requests: entries.length,
      transferred: entries.reduce((sum, e) => sum + e.bytes, 0),
      js,
      jsGzip,
    });
    await context.close();
  }

  console.log("Public routes, cold load (no cache):\n");
  console.log("route      requests  transferred   JS raw      JS gzip");
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(10)} ${String(r.requests).padStart(8)}  ${kb(r.transferred).padStart(11)}  ${kb(r.js).padStart(9)}  ${kb(r.jsGzip).padStart(10)}`,
    );
  }
  const home = rows.find((r) => r.path === "/");
  if (home) {
    const verdict = home.jsGzip <= TARGET_INITIAL_JS_GZIP ? "within" : "OVER";
    console.log(
      `\nInitial JS of / (gzip): ${kb(home.jsGzip)} (${verdict} the ${kb(TARGET_INITIAL_JS_GZIP)} target)`,
    );
  }
  console.log(
    "\n'transferred' is what went over the wire; the server sends uncompressed unless a proxy compresses.",
  );
} finally {
  await browser.cleanup();
  await server.stop();
}
