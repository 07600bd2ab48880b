import { createFileRoute } from "@tanstack/react-router";
import { getAdminFilters } from "@/features/admin/admin-filters";
import { BlogsPage, BlogsPageError, BlogsPagePending } from "@/features/blogs/blogs-page";
import { ensureBlogs } from "@/features/blogs/queries";

/** /admin/blogs: Blog Management; the posts of the chosen environment load before it shows. */
export const Route = createFileRoute("/admin/blogs")({
  loader: ({ context }) => ensureBlogs(context.queryClient, getAdminFilters().environment),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  pendingComponent: BlogsPagePending,
  errorComponent: BlogsPageError,
  component: BlogsPage,
});
