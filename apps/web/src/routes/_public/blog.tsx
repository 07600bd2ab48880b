import { createFileRoute } from "@tanstack/react-router";
import { BlogComingSoon } from "./-components/blog/blog-coming-soon";

export const Route = createFileRoute("/_public/blog")({
  component: BlogComingSoon,
});
