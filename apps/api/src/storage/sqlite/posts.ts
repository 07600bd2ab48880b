import type { Database } from "bun:sqlite";
import type { BlogPost } from "@repo/schemas";
import { AppError } from "../../lib/errors";
import { decodeStored, readable } from "../stored-json";
import type { PostRepository } from "../types";
import { conditions } from "./db";

/**
 * A row whose document decodes (JSON, an object), as decodeStored reads it: the total and the
 * pages count only these, as on Redis, so one bad row neither inflates the total nor shortens a
 * page. (CASE, since json_type raises on text that is not JSON.) The partial index on it is
 * checked once a row is written: a count and a page read the index, never the documents.
 */
export const READABLE = "CASE WHEN json_valid(data) THEN json_type(data) = 'object' ELSE 0 END";

/** Blog posts of the local content service: the JSON document plus the columns we filter on. */
type Stored = { id: string; data: string; views: number };

export function createSqlitePosts(db: Database): PostRepository {
  db.exec(`
    CREATE TABLE IF NOT EXISTS blog_posts (
      id TEXT PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL,
      content_type TEXT NOT NULL,
      environment TEXT NOT NULL DEFAULT '',
      created_at TEXT NOT NULL,
      views INTEGER NOT NULL DEFAULT 0,
      data TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS blog_posts_created ON blog_posts (created_at DESC);
    -- Newest first from its end; the filtered columns in it, so a count reads it alone.
    CREATE INDEX IF NOT EXISTS blog_posts_readable
      ON blog_posts (created_at, id, status, content_type, environment) WHERE ${READABLE};
  `);
  const insert = db.query(
    `INSERT INTO blog_posts (id, slug, status, content_type, environment, created_at, views, data)
     VALUES ($id, $slug, $status, $contentType, $environment, $createdAt, $views, $data)`,
  );
  const byId = db.query<Stored, [string]>("SELECT id, data, views FROM blog_posts WHERE id = ?");
  const bySlug = db.query<Stored, [string]>(
    "SELECT id, data, views FROM blog_posts WHERE slug = ?",
  );
  const save = db.query(
    `UPDATE blog_posts SET slug = $slug, status = $status, content_type = $contentType, data = $data
     WHERE id = $id`,
  );
  const bump = db.query<{ views: number }, [string]>(
    "UPDATE blog_posts SET views = views + 1 WHERE id = ? RETURNING views",
  );

  // Views live in their own column so a count never races a content edit.
  const read = (row: Stored | null): BlogPost | null => {
    const post = row && decodeStored<BlogPost>(row.data, "post", row.id);
    return post ? { ...post, views: row.views } : null;
  };
  const columns = (p: BlogPost) => ({
    id: p.id,
    slug: p.slug,
    status: p.status,
    contentType: p.contentType,
    data: JSON.stringify(p),
  });

  const update = db.transaction(
    (id: string, change: (post: BlogPost) => BlogPost): BlogPost | null => {
      // Not decoding: not found, and nothing written over what is stored.
      const before = read(byId.get(id));
      if (!before) return null;
      const next = change(before);
      const owner = bySlug.get(next.slug);
      // A slug held by a row that does not decode is still held (the UNIQUE column says so).
      if (owner && owner.id !== id) {
        throw new AppError("conflict", `A post with the slug ${next.slug} exists`);
      }
      save.run(columns(next));
      return next;
    },
  );

  return {
    async create(post) {
      if (bySlug.get(post.slug)) {
        throw new AppError("conflict", `A post with the slug ${post.slug} exists`);
      }
      insert.run({
        ...columns(post),
        environment: post.environment ?? "",
        createdAt: post.createdAt,
        views: post.views,
      });
      return post;
    },
    async get(id) {
      return read(byId.get(id));
    },
    async getBySlug(slug) {
      return read(bySlug.get(slug));
    },
    async list(filter) {
      const { sql, params } = conditions({
        "status = $status": filter.status,
        "content_type = $contentType": filter.contentType,
        "environment = $environment": filter.environment,
      });
      const where = `WHERE ${READABLE}${sql}`;
      const total =
        db
          .query<{ n: number }, typeof params>(`SELECT COUNT(*) AS n FROM blog_posts ${where}`)
          .get(params)?.n ?? 0;
      const rows = db
        .query<Stored, Record<string, string | number>>(
          `SELECT id, data, views FROM blog_posts ${where} ORDER BY created_at DESC, id DESC LIMIT $limit OFFSET $skip`,
        )
        .all({ ...params, limit: filter.limit, skip: filter.skip });
      return { items: readable(rows, read), total };
    },
    async update(id, change) {
      return update.immediate(id, change);
    },
    async incrementViews(id) {
      return bump.get(id)?.views ?? null;
    },
  };
}
