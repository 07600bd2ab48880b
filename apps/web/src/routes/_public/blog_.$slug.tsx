import { createFileRoute } from "@tanstack/react-router";
import { BlogPostPage } from "./-components/blog/post-page";

// `blog_` keeps the post page out of the /blog page's layout (it has no outlet).
export const Route = createFileRoute("/_public/blog_/$slug")({
  component: function BlogPostRoute() {
    const { slug } = Route.useParams();
    return <BlogPostPage slug={slug} />;
  },
});
