/**
 * Lighthouse (npm `lighthouse`, mobile defaults: emulated phone, simulated slow 4G and 4×
 * CPU) on the public pages of the real server, started as `bun run start` does after the web
 * build. Prints the four category scores and LCP, TBT and CLS per route; target 100 ×4.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). On a shared machine the
 * performance score moves with the load: run it when the machine is quiet.
 * `bun run bench:lighthouse` (`--routes /,/pricing`).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startApp } from "./throughput/servers";

const i = process.argv.indexOf("--routes");
const ROUTES = (i > 0 ? process.argv[i + 1] : undefined)?.split(",") ?? [
  "/",
  "/pricing",
  "/contact",
  "/ai",
  "/blog",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LIGHTHOUSE = join(import.meta.dir, "../node_modules/.bin/lighthouse");

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

async function lighthouse(url: string, out: string): Promise<Report> {
  const proc = Bun.spawn(
    [
      LIGHTHOUSE,
      url,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      `--only-categories=${CATEGORIES.join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    {
      // biome-ignore lint/suspicious/noUndeclaredEnvVars: bench scripts run under bun directly, not as turbo tasks
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      stdout: "ignore",
      stderr: "inherit",
    },
  );
  const timer = setTimeout(() => proc.kill(), 180_000);
  const code = await proc.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  return JSON.parse(readFileSync(out, "utf8")) as Report;
}

const dir = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const app = await startApp({ DATA_DIR: dir, LOG_LEVEL: "warn" }, join(dir, "server.log"));
try {
  // Steady state, as visitors after the first see it: each page rendered and compressed once.
  for (const route of ROUTES) await (await fetch(app.url + route)).arrayBuffer();
  console.log("| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
  console.log("|---|---|---|---|---|---|---|---|");
  let perfect = true;
  for (const route of ROUTES) {
    const report = await lighthouse(app.url + route, join(dir, "report.json"));
    const scores = CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
    if (scores.some((s) => s < 100)) perfect = false;
    const metric = (id: string) => report.audits[id]?.displayValue ?? "?";
    console.log(
      `| \`${route}\` | ${scores.join(" | ")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
    );
  }
  console.log(`\n100 ×4 on every route: ${perfect ? "met" : "NOT met"}`);
} finally {
  await app.stop();
  rmSync(dir, { recursive: true, force: true });
}
