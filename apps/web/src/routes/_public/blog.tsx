import { createFileRoute } from "@tanstack/react-router";
import { BlogComingSoon } from "./-components/blog/blog-coming-soon";
import { loadPublishedPosts } from "./-components/blog/posts-api";
import { PublishedPosts } from "./-components/blog/published-posts";

export const Route = createFileRoute("/_public/blog")({
  loader: ({ context, abortController }) => loadPublishedPosts(context, abortController.signal),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  // The hub shows while the list loads; the list joins it when it is there.
  pendingComponent: BlogComingSoon,
  component: function BlogRoute() {
    return (
      <>
        <BlogComingSoon />
        <PublishedPosts posts={Route.useLoaderData()} />
      </>
    );
  },
});
