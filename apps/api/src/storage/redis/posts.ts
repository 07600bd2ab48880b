import type { BlogPost } from "@repo/schemas";
import type { Redis } from "ioredis";
import { AppError } from "../../lib/errors";
import { decodeStored, readable } from "../stored-json";
import type { PostRepository } from "../types";
import { type Keys, withLock } from "./client";

/**
 * post:{id} JSON; post:views HASH id → count (HINCRBY, so views never race edits);
 * posts:slug HASH slug → id; posts:index ZSET by creation time.
 */
export function createRedisPosts(redis: Redis, key: Keys): PostRepository {
  const postKey = (id: string) => key("post", id);
  const views = key("posts", "views");
  const slugs = key("posts", "slug");
  const index = key("posts", "index");

  const withViews = async (json: string | null, id: string): Promise<BlogPost | null> => {
    const post = json && decodeStored<BlogPost>(json, "post", id);
    if (!post) return null;
    const count = await redis.hget(views, id);
    return { ...post, views: Number(count ?? 0) };
  };

  return {
    async create(post) {
      // The slug claim is the uniqueness check, as the SQLite UNIQUE column is.
      if (!(await redis.hsetnx(slugs, post.slug, post.id))) {
        throw new AppError("conflict", `A post with the slug ${post.slug} exists`);
      }
      await redis
        .multi()
        .set(postKey(post.id), JSON.stringify(post))
        .hset(views, post.id, post.views)
        .zadd(index, Date.parse(post.createdAt), post.id)
        .exec();
      return post;
    },
    async get(id) {
      return withViews(await redis.get(postKey(id)), id);
    },
    async getBySlug(slug) {
      const id = await redis.hget(slugs, slug);
      return id ? withViews(await redis.get(postKey(id)), id) : null;
    },
    async list(filter) {
      const ids = await redis.zrevrange(index, 0, -1);
      const posts: BlogPost[] = [];
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        const [docs, counts] = await Promise.all([
          redis.mget(...chunk.map(postKey)),
          redis.hmget(views, ...chunk),
        ]);
        posts.push(
          ...readable(docs, (json, j) => {
            const post = json && decodeStored<BlogPost>(json, "post", chunk[j] as string);
            return post && { ...post, views: Number(counts[j] ?? 0) };
          }),
        );
      }
      const matching = posts.filter(
        (p) =>
          (!filter.status || p.status === filter.status) &&
          (!filter.contentType || p.contentType === filter.contentType) &&
          (!filter.environment || p.environment === filter.environment),
      );
      return {
        items: matching.slice(filter.skip, filter.skip + filter.limit),
        total: matching.length,
      };
    },
    async update(id, change) {
      return withLock(redis, key("lock", "post", id), async () => {
        const before = await withViews(await redis.get(postKey(id)), id);
        if (!before) return null;
        const after = change(before);
        // A new slug is claimed like a created one: never taken over from another post.
        if (after.slug !== before.slug && !(await redis.hsetnx(slugs, after.slug, id))) {
          throw new AppError("conflict", `A post with the slug ${after.slug} exists`);
        }
        const tx = redis.multi().set(postKey(id), JSON.stringify(after));
        if (after.slug !== before.slug) tx.hdel(slugs, before.slug);
        await tx.exec();
        return after;
      });
    },
    async incrementViews(id) {
      if (!(await redis.exists(postKey(id)))) return null;
      return redis.hincrby(views, id, 1);
    },
  };
}
