import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { AppRouter } from "./app-router";

const ROUTES: [string, string][] = [
  ["ALL", "/*"],
  ["ALL", "/api/*"],
  ["POST", "/api/leads"],
  ["GET", "/api/leads/stats"],
  ["GET", "/api/leads/:id"],
  ["PUT", "/api/leads/:id"],
  ["POST", "/api/chat/message"],
  ["GET", "/api/blog/posts/:slug?"],
  ["GET", "/*"],
];

function both() {
  const app = new AppRouter<string>();
  const trie = new TrieRouter<string>();
  for (const [method, path] of ROUTES) {
    app.add(method, path, `${method} ${path}`);
    trie.add(method, path, `${method} ${path}`);
  }
  return { app, trie };
}

describe("AppRouter", () => {
  it("matches every path as Hono's TrieRouter does, kept or not, first time or again", () => {
    const { app, trie } = both();
    const requests: [string, string][] = [
      ["POST", "/api/leads"],
      ["GET", "/api/leads"],
      ["GET", "/api/leads/stats"],
      ["GET", "/api/leads/abc"],
      ["PUT", "/api/leads/stats"],
      ["POST", "/api/chat/message"],
      ["HEAD", "/api/chat/message"],
      ["OPTIONS", "/api/chat/message"],
      ["PURGE", "/api/chat/message"],
      ["GET", "/api/blog/posts"],
      ["GET", "/api/blog/posts/hello"],
      ["GET", "/pricing"],
      ["GET", "/api/leads/"],
    ];
    for (let round = 0; round < 2; round++)
      for (const [method, path] of requests)
        expect(app.match(method, path), `${method} ${path}`).toEqual(trie.match(method, path));
  });

  it("keeps a static path's match, and only for the usual methods", () => {
    const { app } = both();
    expect(app.match("POST", "/api/leads")).toBe(app.match("POST", "/api/leads"));
    expect(app.match("GET", "/api/leads/abc")).not.toBe(app.match("GET", "/api/leads/abc"));
    expect(app.match("PURGE", "/api/leads")).not.toBe(app.match("PURGE", "/api/leads"));
  });

  it("forgets what it kept when a route is added", () => {
    const { app } = both();
    expect(app.match("POST", "/api/leads")[0]).toHaveLength(3);
    app.add("POST", "/api/leads", "another");
    expect(app.match("POST", "/api/leads")[0].map(([h]) => h)).toContain("another");
  });

  it("routes an app as the default router does", async () => {
    const app = new Hono({ router: new AppRouter() });
    app.use(async (c, next) => {
      await next();
      c.header("X-Seen", "1");
    });
    app.get("/api/leads/stats", (c) => c.text("stats"));
    app.get("/api/leads/:id", (c) => c.text(`lead ${c.req.param("id")}`));
    for (let i = 0; i < 2; i++) {
      const stats = await app.request("/api/leads/stats");
      expect([stats.status, await stats.text(), stats.headers.get("x-seen")]).toEqual([
        200,
        "stats",
        "1",
      ]);
      expect(await (await app.request(`/api/leads/l${i}`)).text()).toBe(`lead l${i}`);
      expect((await app.request("/api/leads/stats", { method: "POST" })).status).toBe(404);
    }
  });
});
