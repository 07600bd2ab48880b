import type { BlogPost } from "@repo/schemas";
import { useEffect, useRef } from "react";
import { ApiError, api, unwrap } from "@/lib/api-client";
import type { PageContext } from "@/lib/page-data";

/**
 * The /blog loader: published posts (`GET /api/blog/posts`); while the page is the server's,
 * those it rendered the page with (so crawlers read them in the HTML), and none when they
 * cannot be read, so the page is then exactly the placeholder of SPEC §2.6.
 */
export async function loadPublishedPosts(
  { live, pageData }: PageContext,
  signal?: AbortSignal,
): Promise<BlogPost[]> {
  if (!live) return pageData.posts ?? [];
  try {
    return (await unwrap(api.blog.posts.$get(undefined, { init: { signal } }))).data;
  } catch {
    return [];
  }
}

/**
 * The /blog/<slug> loader: the published post (`GET /api/blog/posts/:slug`, which counts
 * nothing), or null when there is none with that slug. While the page is the server's, the
 * post it rendered with, or undefined (not known yet: the page shows it loading). A failure
 * throws, unless the server's copy of the post can stand in.
 */
export async function loadPublishedPost(
  slug: string,
  { live, pageData }: PageContext,
  signal?: AbortSignal,
): Promise<BlogPost | null | undefined> {
  const prerendered = pageData.post?.slug === slug ? pageData.post : undefined;
  if (!live) return prerendered;
  try {
    const param = { slug: encodeURIComponent(slug) };
    return (await unwrap(api.blog.posts[":slug"].$get({ param }, { init: { signal } }))).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    if (prerendered) return prerendered;
    throw error;
  }
}

/**
 * Counts this visit as one view of the post (`POST /api/blog/posts/:slug/views`): once per
 * slug shown, however often React runs the effect; a failure loses only the count. Sent with
 * `keepalive`, so a reader who leaves the page (another site, a reload, a closed tab) while
 * the count is on its way is still counted: the browser would otherwise drop the request.
 */
export function useCountView(slug: string) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === slug) return;
    counted.current = slug;
    const param = { slug: encodeURIComponent(slug) };
    const init = { keepalive: true };
    unwrap(api.blog.posts[":slug"].views.$post({ param }, { init })).catch(() => {});
  }, [slug]);
}

/** "March 4, 2026" for a post's date, or null when it cannot be read. */
export function postDate(post: Pick<BlogPost, "publishedAt" | "createdAt">): string | null {
  const date = new Date(post.publishedAt ?? post.createdAt);
  if (Number.isNaN(date.getTime())) return null;
  // In UTC, so the server's prerendered date and the browser's agree.
  return date.toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** The markdown body without a `# Title` line that repeats the page's one h1. */
export function bodyWithoutTitle(post: Pick<BlogPost, "title" | "content">): string {
  const title = post.title.trim().toLowerCase();
  const lines = post.content.split("\n");
  const at = lines.findIndex((line) => {
    const match = /^#\s+(.+?)\s*#*\s*$/.exec(line);
    return match?.[1]?.trim().toLowerCase() === title;
  });
  if (at < 0) return post.content;
  return [...lines.slice(0, at), ...lines.slice(at + 1)].join("\n");
}
