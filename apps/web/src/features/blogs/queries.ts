import type {
  BlogAgentReply,
  BlogListResponse,
  BlogPost,
  BlogPostEdit,
  BlogStatus,
  BlogStatusFilter,
  EnvironmentFilter,
} from "@repo/schemas";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { adminApi, errorMessage } from "@/lib/admin-api";

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

/** Moves a post to another content status (SPEC §4.3), then refreshes the list. */
export function useSetPostStatus(onDone?: (post: BlogPost) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: BlogStatus }) =>
      (
        await adminApi.put<{ data: BlogPost }>(`/admin/blogs/${encodeURIComponent(id)}/status`, {
          status,
        })
      ).data,
    onSuccess: async (post) => {
      onDone?.(post);
      toast.success(`Status set to ${post.status}`, SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) =>
      toast.error("Failed to update post status", {
        ...ERROR_TOAST,
        description: errorMessage(error, ""),
      }),
  });
}

/** Saves the editor's fields (`PUT /api/admin/blogs/:id`), then refreshes the list. */
export function useSavePost(onDone?: (post: BlogPost) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, edit }: { id: string; edit: BlogPostEdit }) =>
      (await adminApi.put<{ data: BlogPost }>(`/admin/blogs/${encodeURIComponent(id)}`, edit)).data,
    onSuccess: async (post) => {
      onDone?.(post);
      toast.success("Post saved", SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}

/** 'Delete': archives the post (`DELETE /api/admin/blogs/:id`), then refreshes the list. */
export function useArchivePost(onDone?: (post: BlogPost) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await adminApi.delete<{ data: BlogPost }>(`/admin/blogs/${encodeURIComponent(id)}`)).data,
    onSuccess: async (post) => {
      onDone?.(post);
      toast.success("Post archived", SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) =>
      toast.error("Failed to archive the post", {
        ...ERROR_TOAST,
        description: errorMessage(error, ""),
      }),
  });
}
