import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/support/app";

describe("a public page whose renderer's thread fails", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "seo-render-failure-"));
    const dist = join(root, "dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    mkdirSync(join(root, "dist-ssr"));
    writeFileSync(
      join(dist, "index.html"),
      "<!doctype html><html><head><!--seo--><title>shell</title><!--/seo--></head><body><div id=root></div></body></html>",
    );
    // The first render ends its thread (as a crash of the renderer would); later ones render.
    const crashed = join(root, "crashed");
    writeFileSync(
      join(root, "dist-ssr", "entry-server.js"),
      `import { existsSync, writeFileSync } from "node:fs";
export async function renderPage(path) {
  if (!existsSync(${JSON.stringify(crashed)})) {
    writeFileSync(${JSON.stringify(crashed)}, "1");
    process.exit(1);
  }
  return { html: "<main>rendered " + path + "</main>" };
}`,
    );
    t = await buildTestApp("sqlite", { WEB_DIST: dist, SITE_NAME: "Acme AI" });
    expect(existsSync(crashed)).toBe(false);
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("goes out unrendered that time, with its head, and is rendered when next asked for", async () => {
    const first = await t.app.request("/pricing");
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml).toContain("<title>Pricing | Acme AI</title>");
    expect(firstHtml).not.toContain("rendered /pricing");

    const next = await t.app.request("/pricing");
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("<main>rendered /pricing</main>");
  });
});
