import type { BlogPost } from "@repo/schemas";
import { useEffect, useRef, useState } from "react";
import { ApiError, api, unwrap } from "@/lib/api-client";

/** Published posts for the public blog (`GET /api/blog/posts`). Throws on any failure. */
export async function fetchPublishedPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  return (await unwrap(api.blog.posts.$get(undefined, { init: { signal } }))).data;
}

// One request per slug at a time: React's development double-run of effects asks once.
const inflight = new Map<string, Promise<BlogPost | null>>();

/**
 * One published post (`GET /api/blog/posts/:slug`, which counts nothing); null when there is
 * no published post with that slug. Throws on other failures.
 */
export function fetchPublishedPost(slug: string): Promise<BlogPost | null> {
  let request = inflight.get(slug);
  if (!request) {
    request = unwrap(api.blog.posts[":slug"].$get({ param: { slug: encodeURIComponent(slug) } }))
      .then(
        ({ data }) => data,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      )
      .finally(() => inflight.delete(slug));
    inflight.set(slug, request);
  }
  return request;
}

export type PostState =
  | { status: "loading" }
  | { status: "found"; post: BlogPost }
  | { status: "not-found" }
  | { status: "error" };

/**
 * The post behind a public URL, fetched when the page shows. A post the
 * server prerendered the page with (`initial`, same slug) shows at once; the request still
 * runs, to count the view and pick up any later edit.
 */
export function usePublishedPost(
  slug: string,
  initial?: BlogPost,
): { state: PostState; retry: () => void } {
  const prerendered = initial?.slug === slug ? initial : undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PostState>(
    prerendered ? { status: "found", post: prerendered } : { status: "loading" },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the request on Retry
  useEffect(() => {
    let live = true;
    if (!prerendered) setState({ status: "loading" });
    fetchPublishedPost(slug).then(
      (post) => live && setState(post ? { status: "found", post } : { status: "not-found" }),
      () => live && !prerendered && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [slug, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
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
