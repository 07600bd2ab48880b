import type { BlogPost } from "@repo/schemas";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { postDate } from "./posts-api";

/**
 * Published posts below the 'Coming Soon' hub on /blog (the route's loader data). Renders
 * nothing when there are none, so the page is then exactly the placeholder of SPEC §2.6.
 */
export function PublishedPosts({ posts }: { posts: readonly BlogPost[] }) {
  if (posts.length === 0) return null;

  return (
    <section aria-labelledby="published-posts-title" className="bg-background">
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <h2 id="published-posts-title" className="text-2xl font-bold tracking-tight">
          Latest posts
        </h2>
        <ul className="mt-6 space-y-4">
          {posts.map((post) => {
            const date = postDate(post);
            return (
              <li key={post.id} className="rounded-2xl border bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">
                  <Link
                    to="/blog/$slug"
                    params={{ slug: post.slug }}
                    className="hover:text-primary"
                  >
                    {post.title}
                  </Link>
                </h3>
                {date && (
                  <p className="text-muted-foreground mt-1 text-sm">
                    <time dateTime={post.publishedAt ?? post.createdAt}>{date}</time>
                  </p>
                )}
                {post.excerpt && <p className="text-muted-foreground mt-3">{post.excerpt}</p>}
                <Link
                  to="/blog/$slug"
                  params={{ slug: post.slug }}
                  className="text-primary mt-4 inline-flex items-center gap-1 text-sm font-medium"
                  aria-label={`Read ${post.title}`}
                >
                  Read the post
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
