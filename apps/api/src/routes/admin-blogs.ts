import { blogListQuerySchema, blogPostEditSchema, blogStatusUpdateSchema } from "@repo/schemas";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { requireAdmin } from "../middleware/auth";
import { idParam, validate } from "../middleware/validate";
import {
  archiveBlogPost,
  editBlogPost,
  getBlogPost,
  listBlogPosts,
  setBlogPostStatus,
} from "../services/blogs";

/** `/api/admin/blogs`: the admin list and posts; content-service secrets never leave the server. */
export const adminBlogRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get("/", validate("query", blogListQuerySchema), async (c) =>
    c.json(await listBlogPosts(c.var.deps, c.req.valid("query")), 200),
  )
  .get("/:id", validate("param", idParam), async (c) =>
    c.json({ data: await getBlogPost(c.var.deps, c.req.valid("param").id) }, 200),
  )
  .put(
    "/:id/status",
    validate("param", idParam),
    validate("json", blogStatusUpdateSchema),
    async (c) => {
      const post = await setBlogPostStatus(
        c.var.deps,
        c.req.valid("param").id,
        c.req.valid("json").status,
      );
      return c.json({ data: post }, 200);
    },
  )
  .put("/:id", validate("param", idParam), validate("json", blogPostEditSchema), async (c) => {
    const post = await editBlogPost(c.var.deps, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ data: post }, 200);
  })
  .delete("/:id", validate("param", idParam), async (c) =>
    c.json({ data: await archiveBlogPost(c.var.deps, c.req.valid("param").id) }, 200),
  );
