import { createFileRoute } from "@tanstack/react-router";
import { BlogsPage } from "@/features/blogs/blogs-page";

export const Route = createFileRoute("/admin/blogs")({
  component: BlogsPage,
});
