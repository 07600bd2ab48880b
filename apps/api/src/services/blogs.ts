import { ContentError } from "@repo/content";
import {
  BLOG_ARCHIVED,
  type BlogListQuery,
  type BlogPost,
  type BlogPostEdit,
  type BlogStatus,
  type blogListQuerySchema,
} from "@repo/schemas";
import type { z } from "zod";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";

type BlogDeps = Pick<Deps, "content" | "logger"> & { env: Pick<Deps["env"], "APP_ENV"> };

/**
 * Readers see only published posts of this deployment: a development draft published in a
 * store shared with production must not appear on the live site. (Contentful posts carry no
 * environment; a Contentful environment is a separate space.)
 */
const isPublic = (deps: BlogDeps, post: BlogPost | null): post is BlogPost =>
  post?.status === "published" && (!post.environment || post.environment === deps.env.APP_ENV);

/** What readers get: the post without what is for the owner (notes, the brief, SEO analysis). */
const publicView = ({
  internalNotes: _notes,
  aiMeta: _brief,
  keywordAnalysis: _analysis,
  ...post
}: BlogPost): BlogPost => post;

/** Content-service failures in the API's one error shape. */
export function contentAppError(error: unknown): unknown {
  if (!(error instanceof ContentError)) return error;
  switch (error.code) {
    case "not_found":
      return new AppError("not_found", "Blog post not found", { cause: error });
    case "invalid":
      return new AppError("invalid_input", error.message, { cause: error });
    case "conflict":
      return new AppError("conflict", error.message, { cause: error });
    case "not_configured":
      return new AppError("upstream_error", error.message, { cause: error });
    default:
      return new AppError(
        "upstream_error",
        `The content service did not answer (${error.status ?? "no response"})`,
        { cause: error },
      );
  }
}

async function call<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw contentAppError(error);
  }
}

/** The admin list: every status (through the preview API on Contentful), newest first. */
export async function listBlogPosts(
  deps: BlogDeps,
  query: z.output<typeof blogListQuerySchema>,
): Promise<{ data: BlogPost[]; total: number; source: string }> {
  const status = query.status === "all" ? undefined : query.status;
  const environment = query.environment === "all" ? undefined : query.environment;
  const page = await call(() =>
    deps.content.list({
      status,
      contentType: query.contentType || undefined,
      environment,
      limit: query.limit,
      skip: query.skip,
      preview: true,
    }),
  );
  return { data: page.items, total: page.total, source: deps.content.kind };
}

export async function getBlogPost(deps: BlogDeps, id: string): Promise<BlogPost> {
  const post = await call(() => deps.content.getById(id, { preview: true }));
  if (!post) throw new AppError("not_found", "Blog post not found");
  return post;
}

export async function setBlogPostStatus(
  deps: BlogDeps,
  id: string,
  status: BlogStatus,
): Promise<BlogPost> {
  const post = await call(() => deps.content.updateStatus(id, status));
  if (!post) throw new AppError("not_found", "Blog post not found");
  return post;
}

/** Saves the admin editor's fields (slug kept unique). */
export async function editBlogPost(
  deps: BlogDeps,
  id: string,
  edit: BlogPostEdit,
): Promise<BlogPost> {
  const post = await call(() => deps.content.update(id, edit));
  if (!post) throw new AppError("not_found", "Blog post not found");
  return post;
}

/** 'Delete' in the admin: the post is archived, off the public blog, and kept. */
export async function archiveBlogPost(deps: BlogDeps, id: string): Promise<BlogPost> {
  const post = await call(() => deps.content.updateStatus(id, BLOG_ARCHIVED));
  if (!post) throw new AppError("not_found", "Blog post not found");
  return post;
}

/** Published posts for the public site. */
export async function listPublishedPosts(deps: BlogDeps, limit = 100): Promise<BlogPost[]> {
  const page = await call(() =>
    deps.content.list({ status: "published", environment: deps.env.APP_ENV, limit }),
  );
  return page.items.map(publicView);
}

/** A published post by slug, or null; counts no view (page tags for crawlers, sitemaps). */
export async function findPublishedPost(deps: BlogDeps, slug: string): Promise<BlogPost | null> {
  const post = await call(() => deps.content.getBySlug(slug));
  return isPublic(deps, post) ? publicView(post) : null;
}

/** A published post for the public API; not found unless published here. Counts no view. */
export async function getPublishedPost(deps: BlogDeps, slug: string): Promise<BlogPost> {
  const post = await findPublishedPost(deps, slug);
  if (!post) throw new AppError("not_found", "Blog post not found");
  return post;
}

/** One reader's view of a published post (in our store for local posts); its views after. */
export async function recordPublishedView(
  deps: BlogDeps,
  slug: string,
): Promise<{ views: number }> {
  const post = await call(() => deps.content.getBySlug(slug));
  if (!isPublic(deps, post)) throw new AppError("not_found", "Blog post not found");
  const views = await call(() => deps.content.recordView(post.id));
  return { views: views ?? post.views };
}

export type { BlogListQuery };
