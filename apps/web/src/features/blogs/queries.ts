import type {
  BlogAgentReply,
  BlogListResponse,
  BlogStatusFilter,
  EnvironmentFilter,
} from "@repo/schemas";
import { queryOptions } from "@tanstack/react-query";
import { adminApi } from "@/lib/admin-api";

/** SPEC §9: page size 100, refreshed every 30 s (and on window focus). */
export const BLOG_PAGE_SIZE = 100;
export const BLOG_REFRESH_MS = 30_000;

export interface BlogListFilters {
  status: BlogStatusFilter;
  environment: EnvironmentFilter;
}

export const blogKeys = {
  all: ["admin", "blogs"] as const,
  list: (filters: BlogListFilters) => ["admin", "blogs", "list", filters] as const,
};

export const blogsQueryOptions = (filters: BlogListFilters) =>
  queryOptions({
    queryKey: blogKeys.list(filters),
    queryFn: ({ signal }) =>
      adminApi.get<BlogListResponse>("/admin/blogs", {
        query: { ...filters, limit: BLOG_PAGE_SIZE },
        signal,
      }),
    refetchInterval: BLOG_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** One drawer message to the blog agent (built-in, or the external automation behind the server). */
export const sendBlogAgentMessage = (runId: string, message: string) =>
  adminApi.post<BlogAgentReply>("/admin/blog-agent", { runId, message });
