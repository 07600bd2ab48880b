import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage, PostLoadError, PostLoading } from "./-components/blog/post-page";
import { loadPublishedPost } from "./-components/blog/posts-api";

// `blog_` keeps the post page out of the /blog page's layout (it has no outlet).
export const Route = createFileRoute("/_public/blog_/$slug")({
  loader: ({ params, context, abortController }) =>
    loadPublishedPost(params.slug, context, abortController.signal),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  pendingComponent: PostLoading,
  errorComponent: PostLoadError,
  component: function BlogPostRoute() {
    const { slug } = Route.useParams();
    return <BlogPostPage slug={slug} post={Route.useLoaderData()} />;
  },
});
