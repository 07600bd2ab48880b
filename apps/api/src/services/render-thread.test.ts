import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultBrand } from "@repo/site-content";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { RenderThreadFailed, renderThread } from "./render-thread";

/** A server renderer as the web build makes one: an ES module exporting `renderPage`. */
const RENDERER = `
export async function renderPage(path, brand, pageData = {}) {
  if (path === "/broken") throw new Error("no such layout");
  if (path === "/exit") process.exit(0);
  if (path === "/crash") {
    setTimeout(() => { throw new Error("out of memory"); }, 0);
    return new Promise(() => {});
  }
  if (path === "/hang") return new Promise(() => {});
  const title = pageData.post ? pageData.post.title : "";
  return { html: "<main>" + path + "|" + brand.companyName + "|" + title + "</main>", status: 200 };
}`;

let dir: string;
let lines: string[];
const logger = () => createLogger("info", { write: (line: string) => lines.push(line) });
const until = async (done: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await Bun.sleep(10);
  return done();
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "render-thread-"));
  lines = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the server renderer's thread", () => {
  it("renders pages with their brand and page data, several at once", async () => {
    const file = join(dir, "entry-server.js");
    writeFileSync(file, RENDERER);
    const thread = renderThread(file, logger());
    const post = { title: "Phone orders" } as never;
    const pages = await Promise.all([
      thread.renderPage("/", defaultBrand),
      thread.renderPage("/blog/phone-orders", defaultBrand, { post }),
    ]);
    expect(pages.map((p) => p.html)).toEqual([
      `<main>/|${defaultBrand.companyName}|</main>`,
      `<main>/blog/phone-orders|${defaultBrand.companyName}|Phone orders</main>`,
    ]);
  });

  it("ends once idle and starts again for the next page", async () => {
    const file = join(dir, "entry-server.js");
    writeFileSync(file, RENDERER);
    const thread = renderThread(file, logger(), 50);
    expect(thread.running()).toBe(false);
    await thread.renderPage("/", defaultBrand);
    expect(thread.running()).toBe(true);
    expect(await until(() => !thread.running())).toBe(true);
    const page = await thread.renderPage("/services", defaultBrand);
    expect(page.html).toContain("/services");
    expect(thread.running()).toBe(true);
  });

  it("stays while pages keep coming", async () => {
    const file = join(dir, "entry-server.js");
    writeFileSync(file, RENDERER);
    const thread = renderThread(file, logger(), 200);
    for (let i = 0; i < 5; i++) {
      await thread.renderPage(`/p${i}`, defaultBrand);
      await Bun.sleep(60);
      expect(thread.running()).toBe(true);
    }
  });

  it("passes a render's error to its caller and goes on rendering", async () => {
    const file = join(dir, "entry-server.js");
    writeFileSync(file, RENDERER);
    const thread = renderThread(file, logger());
    await expect(thread.renderPage("/broken", defaultBrand)).rejects.toThrow("no such layout");
    expect((await thread.renderPage("/", defaultBrand)).html).toContain("<main>/|");
  });

  it("answers an empty body when the renderer does not load, logging it once", async () => {
    const file = join(dir, "entry-server.js");
    writeFileSync(file, "export const renderPage = ;");
    const thread = renderThread(file, logger());
    const pages = await Promise.all([
      thread.renderPage("/", defaultBrand),
      thread.renderPage("/about", defaultBrand),
    ]);
    expect(pages.map((p) => p.html)).toEqual(["", ""]);
    expect(lines.filter((l) => l.includes("the server renderer failed to load"))).toHaveLength(1);
  });

  it.each([
    ["/exit", "ends", "the thread ended"],
    ["/crash", "fails", "out of memory"],
    ["/hang", "hangs", "took longer than 1000 ms"],
  ])(
    "fails %s as a passing failure when its thread %s, and starts a new one for the next page",
    async (path, _, why) => {
      const file = join(dir, "entry-server.js");
      writeFileSync(file, RENDERER);
      // Only a hang waits for the time limit: a thread that ends or fails is seen at once.
      const thread = renderThread(file, logger(), 5000, path === "/hang" ? 1000 : 60_000);
      const started = Date.now();
      const failed = thread.renderPage(path, defaultBrand);
      await expect(failed).rejects.toBeInstanceOf(RenderThreadFailed);
      await expect(failed).rejects.toThrow(why);
      if (path !== "/hang") expect(Date.now() - started).toBeLessThan(5000);
      expect(lines.filter((l) => l.includes("the server renderer's thread failed"))).toHaveLength(
        1,
      );
      expect((await thread.renderPage("/", defaultBrand)).html).toContain("<main>/|");
    },
  );
});
