import type { BlogPost } from "@repo/schemas";
import { blogPostMeta } from "@repo/site-content";
import { Link, useRouter } from "@tanstack/react-router";
import { ArrowLeft, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { BookingButton } from "@/components/booking-button";
import { Markdown } from "@/components/markdown";
import { Button, buttonClass } from "@/components/site/button";
import { useBrand } from "@/lib/brand";
import { setArticleMeta } from "@/lib/page-meta";
import { bodyWithoutTitle, postDate, useCountView } from "./posts-api";

function BackToBlog() {
  return (
    <Link to="/blog" className="text-primary inline-flex items-center gap-1 text-sm font-medium">
      <ArrowLeft className="size-4" aria-hidden="true" />
      All posts
    </Link>
  );
}

/** The post page while its post loads (the route's pending state). */
export function PostLoading() {
  return (
    <div className="flex justify-center py-32" role="status">
      <Loader2 className="text-primary size-6 animate-spin" aria-hidden="true" />
      <span className="sr-only">Loading post...</span>
    </div>
  );
}

/** The post page when its post could not be loaded (the route's error state). */
export function PostLoadError() {
  const router = useRouter();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
      <h1 className="text-2xl font-bold tracking-tight">This post could not be loaded</h1>
      <p className="text-muted-foreground mt-4">Please check your connection and try again.</p>
      <Button className="mt-8" onClick={() => void router.invalidate()}>
        Try again
      </Button>
    </section>
  );
}

/**
 * A published blog post at /blog/<slug>, as its route's loader found it: the post, null when
 * there is none, undefined while not known yet. Showing the page counts one view on the server.
 */
export function BlogPostPage({ slug, post }: { slug: string; post: BlogPost | null | undefined }) {
  const brand = useBrand();
  useCountView(slug);

  useEffect(() => {
    if (post) setArticleMeta(blogPostMeta(post, brand), brand);
    else if (post === null) setArticleMeta(null, brand);
  }, [post, brand]);

  if (post === undefined) return <PostLoading />;
  if (post === null) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-32 text-center">
        <p className="text-primary text-sm font-semibold">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Post not found</h1>
        <p className="text-muted-foreground mt-4">
          This post does not exist or is no longer published.
        </p>
        <Link to="/blog" data-slot="button" className={buttonClass({ className: "mt-8" })}>
          Back to the blog
        </Link>
      </section>
    );
  }

  const date = postDate(post);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <BackToBlog />
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt && <p className="text-muted-foreground mt-4 text-lg">{post.excerpt}</p>}
        <p className="text-muted-foreground mt-4 text-sm">
          By {post.author}
          {date && (
            <>
              {" · "}
              <time dateTime={post.publishedAt ?? post.createdAt}>{date}</time>
            </>
          )}
        </p>
      </header>
      {post.heroImage && (
        <img
          src={post.heroImage.url}
          alt={post.heroImage.alt}
          className="mt-8 w-full rounded-2xl border object-cover"
          loading="lazy"
        />
      )}
      <div className="mt-8 text-base leading-7" data-testid="post-body">
        <Markdown demoteH1>{bodyWithoutTitle(post)}</Markdown>
      </div>
      <aside
        aria-labelledby="post-cta-title"
        className="bg-primary text-primary-foreground mt-12 rounded-2xl px-6 py-10 text-center"
      >
        <h2 id="post-cta-title" className="text-2xl font-bold tracking-tight">
          Want this working in your business?
        </h2>
        <p className="mt-3 opacity-90">
          Book a free 30-minute strategy call and we'll map out where AI saves you the most time.
        </p>
        <BookingButton size="lg" variant="secondary" className="mt-6" />
      </aside>
    </article>
  );
}
