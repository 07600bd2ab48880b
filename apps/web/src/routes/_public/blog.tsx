import { createFileRoute } from "@tanstack/react-router";
import { BlogComingSoon } from "./-components/blog/blog-coming-soon";
import { PublishedPosts } from "./-components/blog/published-posts";

export const Route = createFileRoute("/_public/blog")({
  component: () => (
    <>
      <BlogComingSoon />
      <PublishedPosts />
    </>
  ),
});
