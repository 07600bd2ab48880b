import { describe, expect, it } from "vitest";
import { adminJourney, submitAdminLogin } from "./support/admin";
import { openPage } from "./support/browser";
import { rootReplaced, waitForHydration, watchRootReplaced } from "./support/hydration";

describe("admin: Blog Management and the Create Blog Post drawer", () => {
  const admin = adminJourney();

  it("creates a draft through the drawer, then shows it in the list and the preview", async () => {
    const { page, errors } = admin.tracked;
    await page.goto(`${admin.server.url}/admin/blogs`);
    await page.waitForURL(/\/admin\/login\?redirect=%2Fadmin%2Fblogs$/);
    await page.getByRole("heading", { name: "Login" }).waitFor();
    await submitAdminLogin(page);
    await page.waitForURL(`${admin.server.url}/admin/blogs`);

    await page.getByRole("heading", { name: "Blog Management" }).waitFor();
    await page.getByText("No blog posts found").waitFor();
    await page.getByText("Create your first blog post to get started").waitFor();
    await page.getByText("Rich Editor · SEO Tools · Scheduling").waitFor();

    // The drawer follows each run's progress stream (fetch with the bearer, not EventSource).
    const streams: { url: string; status: number; type: string }[] = [];
    page.on("response", (r) => {
      if (r.url().includes("/api/admin/blog-agent/stream/"))
        streams.push({ url: r.url(), status: r.status(), type: r.headers()["content-type"] ?? "" });
    });

    await page.getByRole("button", { name: "New Post" }).click();
    const drawer = page.getByRole("dialog", { name: "Create Blog Post" });
    await drawer.getByText("AI-powered blog creation").waitFor();
    await drawer.getByText(/Share a blog idea or topic/).waitFor();

    const input = drawer.getByLabel("Message");
    await input.fill("How AI chatbots answer customer questions after hours");
    await input.press("Enter");
    await drawer.getByText(/Two quick questions/).waitFor();
    expect(
      await page.evaluate(
        () => Object.keys(JSON.parse(localStorage.getItem("blog-chat-sessions") ?? "{}")).length,
      ),
    ).toBe(1);

    await input.fill("For restaurants, as quick tips. Yes, proceed");
    await input.press("Enter");
    await drawer.getByText("Blog draft created successfully!").waitFor();
    const session = await page.evaluate(
      () =>
        Object.values(JSON.parse(localStorage.getItem("blog-chat-sessions") ?? "{}"))[0] as {
          status: string;
          entryId: string | null;
          messages: unknown[];
        },
    );
    expect(session.status).toBe("completed");
    expect(session.entryId).toBeTruthy();
    expect(session.messages).toHaveLength(4);
    expect(streams).toHaveLength(2);
    for (const stream of streams) {
      expect(stream.url).toMatch(/\/api\/admin\/blog-agent\/stream\/blog-[\w-]+\?live=1$/);
      expect(stream).toMatchObject({
        status: 200,
        type: expect.stringMatching(/text\/event-stream/),
      });
    }

    // The drawer closes by itself and the list refreshes.
    await drawer.waitFor({ state: "hidden" });
    const row = page.locator(`[data-post-id="${session.entryId}"]`);
    await row.waitFor();
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toMatch(/AI Chatbots/);
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain("draft");
    await expect
      .poll(() => page.getByTestId("stat-Drafts").textContent(), { timeout: 10_000 })
      .toBe("1");
    await page.getByText("Blog Posts (1)").waitFor();

    await row.getByRole("button", { name: /^View / }).click();
    const preview = page.getByTestId("post-preview");
    await preview.waitFor();
    // The real body, rendered as markdown.
    await preview
      .getByRole("heading", { level: 2, name: "Why It Matters for Restaurants" })
      .waitFor();
    await preview.getByRole("heading", { level: 2, name: /^1\. / }).waitFor();
    // The agent's notes for the owner sit beside the post, not in it.
    await preview
      .getByRole("complementary", { name: "Notes for you" })
      .getByText(/no language model/)
      .waitFor();
    await page.keyboard.press("Escape");

    // Edit: a new title and slug, and an opening line of the owner's own, previewed live.
    await row.getByRole("button", { name: /^Edit / }).click();
    const editor = page.getByRole("form", { name: "Edit post" });
    await editor
      .getByLabel("Title", { exact: true })
      .fill("After-Hours Chatbots for Restaurants: 7 Quick Tips");
    await editor.getByRole("button", { name: "Make from title" }).click();
    expect(await editor.getByLabel("Slug").inputValue()).toBe(
      "after-hours-chatbots-for-restaurants-7-quick-tips",
    );
    const body = editor.getByLabel("Body (markdown)");
    await body.fill(`Our own guests asked us this **every night**.\n\n${await body.inputValue()}`);
    await editor
      .getByRole("region", { name: "Live preview" })
      .locator("strong", { hasText: "every night" })
      .waitFor();
    await editor.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Post saved").waitFor();
    await editor.waitFor({ state: "detached" });
    await expect
      .poll(() => row.textContent(), { timeout: 10_000 })
      .toContain("After-Hours Chatbots for Restaurants");

    // Filters narrow the table.
    await page.getByLabel("Status").selectOption("published");
    await page.getByText("Try adjusting your filters").waitFor();
    await page.getByLabel("Status").selectOption("all");
    await page.getByPlaceholder("Search posts...").fill("after-hours");
    await row.waitFor();

    expect(errors).toEqual([]);
  });

  it("publishes the draft from the preview; readers see it on /blog and its page, and views count", async () => {
    const { page, errors } = admin.tracked;
    await page.getByPlaceholder("Search posts...").fill("");
    const row = page.locator("[data-post-id]").first();
    const title = (await row.locator("td").first().locator("div").first().textContent()) ?? "";
    expect(title).toBe("After-Hours Chatbots for Restaurants: 7 Quick Tips");

    await row.getByRole("button", { name: /^View / }).click();
    const preview = page.getByTestId("post-preview");
    await preview.getByLabel("Post status").selectOption("published");
    await page.getByText("Status set to published").waitFor();
    await page.keyboard.press("Escape");
    // The list refreshes after the toast: poll until it shows the new status.
    const text = (locator: ReturnType<typeof page.locator>) =>
      expect.poll(() => locator.textContent(), { timeout: 10_000 });
    await text(row.locator("td").nth(1)).toBe("published");
    await text(page.getByTestId("stat-Published")).toBe("1");
    await text(row.locator("td").nth(2)).toBe("0");

    // A reader, not logged in.
    const reader = await openPage(admin.browser);
    // The post page counts its view once its code has started, after the first paint.
    const viewCounted = (timeout = 10_000) =>
      reader.page.waitForResponse(
        (res) => res.request().method() === "POST" && /\/views$/.test(new URL(res.url()).pathname),
        { timeout },
      );
    try {
      const hub = await reader.page.goto(`${admin.server.url}/blog`);
      expect(hub?.status()).toBe(200);
      await reader.page.getByRole("heading", { name: "AI Business Intelligence Hub" }).waitFor();
      await reader.page.getByRole("button", { name: "Notify Me" }).waitFor();
      const latest = reader.page.getByRole("region", { name: "Latest posts" });
      const postPath = /\/blog\/after-hours-chatbots-for-restaurants-7-quick-tips$/;
      const firstView = viewCounted(25_000);
      const link = latest.getByRole("link", { name: title, exact: true });
      await link.click();
      // Under heavy load a click has, about once in fifty runs, reached no link at all (no
      // navigation, no view; in-page probes never saw the link miss a click that arrived).
      // That is a question for the pointer, not for counting: click once more only when the
      // reader is still on /blog, so a view can never be counted twice here.
      const moved = await reader.page
        .waitForURL(postPath, { timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!moved && new URL(reader.page.url()).pathname === "/blog")
        await link.click({ timeout: 3_000 }).catch(() => {});
      // The server counted it: the answer carries the post's views after this one.
      expect(await (await firstView).json()).toEqual({ data: { views: 1 } });
      await reader.page.waitForURL(postPath);
      await reader.page.getByRole("heading", { level: 1, name: title }).waitFor();
      const postBody = reader.page.getByTestId("post-body");
      await postBody.locator("strong", { hasText: "every night" }).waitFor();
      // Neither the owner's notes nor the brief reach readers.
      const read = (await postBody.textContent()) ?? "";
      expect(read).not.toMatch(/language model|Notes for you|proceed/i);
      await reader.page
        .getByRole("link", { name: /Book Free AI Strategy Call/ })
        .first()
        .waitFor();
      expect(await reader.page.title()).toMatch(/\| /);
      const postUrl = reader.page.url();

      // Loaded directly, the server answers with the post's own head. The reader moves on
      // while the page's count is still on its way (held here until they have left): it
      // still reaches the server.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let passed = () => {};
      const passedOn = new Promise<void>((resolve) => {
        passed = resolve;
      });
      await reader.page.route(
        /\/views$/,
        async (route) => {
          await held;
          // A request the page dropped when the reader left cannot go on.
          await route.continue().catch(() => {});
          passed();
        },
        { times: 1 },
      );
      const sent = reader.page.waitForRequest(
        (req) => req.method() === "POST" && /\/views$/.test(new URL(req.url()).pathname),
      );
      // The prerendered post hydrates as it is.
      await watchRootReplaced(reader.page);
      const direct = await reader.page.goto(postUrl);
      expect(direct?.status()).toBe(200);
      await reader.page.getByRole("heading", { level: 1, name: title }).waitFor();
      await waitForHydration(reader.page);
      expect(await rootReplaced(reader.page)).toBe(false);
      const canonical = await reader.page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical?.endsWith(new URL(postUrl).pathname)).toBe(true);
      await sent;

      const missing = await reader.page.goto(`${admin.server.url}/blog/no-such-post`);
      expect(missing?.status()).toBe(404);
      release();
      await reader.page.getByRole("heading", { name: "Post not found" }).waitFor();
      await passedOn;
      expect(reader.errors).toEqual([]);
    } finally {
      await reader.context.close();
    }

    // Two reads by the reader: the admin list shows them.
    await page.reload();
    await page.locator("[data-post-id]").first().waitFor();
    await expect
      .poll(() => page.locator("[data-post-id]").first().locator("td").nth(2).textContent(), {
        timeout: 10_000,
      })
      .toBe("2");
    await expect
      .poll(() => page.getByTestId("stat-Total Views").textContent(), { timeout: 10_000 })
      .toBe("2");

    // Delete asks, then archives: the post leaves the public blog.
    const published = page.locator("[data-post-id]").first();
    await published.getByRole("button", { name: /^Delete / }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this post?" });
    await confirm.getByRole("button", { name: "Archive Post" }).click();
    await page.getByText("Post archived").waitFor();
    await expect
      .poll(() => published.locator("td").nth(1).textContent(), { timeout: 10_000 })
      .toBe("archived");
    const gone = await openPage(admin.browser);
    try {
      const res = await gone.page.goto(
        `${admin.server.url}/blog/after-hours-chatbots-for-restaurants-7-quick-tips`,
      );
      expect(res?.status()).toBe(404);
    } finally {
      await gone.context.close();
    }
    expect(errors).toEqual([]);
  });
});
