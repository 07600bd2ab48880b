import { inputString } from "@repo/schemas";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { validate } from "../middleware/validate";
import { getPublishedPost, listPublishedPosts, recordPublishedView } from "../services/blogs";

const slugParam = z.object({ slug: inputString().min(1).max(120) });

/**
 * `/api/blog`: published posts for the public site. Reading a post counts nothing (a link
 * preloaded on hover is not a visit); the post page counts its reader with `POST …/views`.
 */
export const publicBlogRoutes = new Hono<AppEnv>()
  .get("/posts", async (c) => c.json({ data: await listPublishedPosts(c.var.deps) }, 200))
  .get("/posts/:slug", validate("param", slugParam), async (c) =>
    c.json({ data: await getPublishedPost(c.var.deps, c.req.valid("param").slug) }, 200),
  )
  .post("/posts/:slug/views", validate("param", slugParam), async (c) =>
    c.json({ data: await recordPublishedView(c.var.deps, c.req.valid("param").slug) }, 200),
  );
