/** Tests only: /admin/blogs as its file route renders it (loader, page, pending, error). */
import { Toaster } from "sonner";
import { getAdminFilters } from "@/features/admin/admin-filters";
import { renderRoute } from "@/test/render-route";
import { BlogsPage, BlogsPageError, BlogsPagePending } from "./blogs-page";
import { ensureBlogs } from "./queries";

/** Renders the route; `toasts` adds the toaster the admin layout provides. */
export function renderBlogsRoute({ toasts = false }: { toasts?: boolean } = {}) {
  return renderRoute({
    loader: (queryClient) => ensureBlogs(queryClient, getAdminFilters().environment),
    component: () => (
      <>
        {toasts && <Toaster />}
        <BlogsPage />
      </>
    ),
    pendingComponent: BlogsPagePending,
    errorComponent: BlogsPageError,
  });
}
