import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleProblems, launchBrowser, openPage } from "./support/browser";
import { rootReplaced, waitForHydration, watchRootReplaced } from "./support/hydration";
import { rootText } from "./support/raw-html";
import { E2E_ADMIN, type RunningServer, startServer } from "./support/server";

/** /blog lists the published posts in its HTML, so a crawler without JavaScript finds them. */
describe("the blog list in the prerendered HTML", () => {
  let server: RunningServer;
  let browser: Browser & { cleanup(): Promise<void> };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
  });

  async function publishDraft(brief: string): Promise<{ title: string; slug: string }> {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(E2E_ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { "content-type": "application/json", authorization: `Bearer ${token}` };
    const drafted = await fetch(`${server.url}/api/admin/blog-agent`, {
      method: "POST",
      headers,
      body: JSON.stringify({ runId: `prerender-${Date.now()}`, message: brief }),
    });
    const { entryId } = (await drafted.json()) as { entryId: string };
    const published = await fetch(`${server.url}/api/admin/blogs/${entryId}/status`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ status: "published" }),
    });
    expect(published.status).toBe(200);
    return ((await published.json()) as { data: { title: string; slug: string } }).data;
  }

  it("carries a post published after start, and hydrates keeping it", async () => {
    // Read once before: the page must not keep its first rendering once a post is published.
    expect(rootText(await (await fetch(`${server.url}/blog`)).text())).not.toContain(
      "Latest posts",
    );
    const post = await publishDraft(
      "Quick tips for restaurant owners on answering reservation requests with a chatbot. Proceed.",
    );
    const html = await (await fetch(`${server.url}/blog`)).text();
    expect(rootText(html)).toContain("Latest posts");
    expect(rootText(html)).toContain(post.title);
    expect(html).toContain(`href="/blog/${post.slug}"`);

    const { page, errors, context } = await openPage(browser);
    await watchRootReplaced(page);
    const messages = consoleProblems(page);
    await page.goto(`${server.url}/blog`);
    await waitForHydration(page);
    await page.getByRole("link", { name: post.title, exact: true }).waitFor();
    expect(await rootReplaced(page)).toBe(false);
    expect(messages).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
