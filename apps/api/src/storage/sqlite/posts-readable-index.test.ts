import { Database } from "bun:sqlite";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { oldDatabase } from "../../../test/support/sqlite-layouts";
import { samplePost } from "../../../test/support/storage";
import { tempDirs } from "../../../test/support/temp-dirs";
import { createSqliteStorage } from ".";
import { READABLE } from "./posts";

/** The posts table as versions before the readable posts' index made it. */
const OLD_POSTS = `
  CREATE TABLE blog_posts (
    id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
    content_type TEXT NOT NULL, environment TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL,
    views INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL
  );
  CREATE INDEX blog_posts_created ON blog_posts (created_at DESC);`;

describe("SQLite posts made by an earlier version", () => {
  const newDir = tempDirs();

  it("gain the readable posts' index, which the count reads, and count right after a row spoils", async () => {
    const dir = newDir("posts-migration-");
    const old = oldDatabase(dir, OLD_POSTS);
    const posts = [1, 2, 3].map((d) => samplePost({ createdAt: `2030-03-0${d}T00:00:00.000Z` }));
    const insert = old.query(
      "INSERT INTO blog_posts (id, slug, status, content_type, environment, created_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const p of posts) {
      const data = p === posts[1] ? "{not json" : JSON.stringify(p);
      insert.run(p.id, p.slug, p.status, p.contentType, "development", p.createdAt, data);
    }
    old.close();

    const storage = createSqliteStorage(dir);
    const db = new Database(join(dir, "app.sqlite"));
    try {
      const list = () => storage.posts.list({ contentType: "Quick Tips", limit: 10, skip: 0 });
      expect(await list()).toMatchObject({ total: 2 });
      // The count and the page read the index (never the documents) when filtered as the
      // admin's and the blog's lists are.
      const plan = (sql: string) =>
        db
          .query<{ detail: string }, []>(`EXPLAIN QUERY PLAN ${sql}`)
          .all()
          .map((r) => r.detail)
          .join("\n");
      const where = `WHERE ${READABLE} AND status = 'published' AND environment = 'development'`;
      expect(plan(`SELECT COUNT(*) FROM blog_posts ${where}`)).toMatch(
        /USING INDEX blog_posts_readable/,
      );
      expect(
        plan(`SELECT id, data FROM blog_posts ${where} ORDER BY created_at DESC, id DESC LIMIT 10`),
      ).toMatch(/USING INDEX blog_posts_readable/);

      db.query("UPDATE blog_posts SET data = '42' WHERE id = ?").run(posts[2]?.id ?? "");
      expect(await list()).toMatchObject({ total: 1, items: [{ id: posts[0]?.id }] });
    } finally {
      db.close();
      await storage.close();
    }
  });
});
