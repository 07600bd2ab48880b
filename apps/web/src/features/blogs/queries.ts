import type { BlogPost, BlogPostEdit, BlogStatus, EnvironmentFilter } from "@repo/schemas";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { api, compactQuery, errorMessage, type Ok, unwrap } from "@/lib/api-client";

/** SPEC §9: page size 100, refreshed every 30 s (and on window focus). */
export const BLOG_PAGE_SIZE = 100;
export const BLOG_REFRESH_MS = 30_000;

export const blogKeys = {
  all: ["admin", "blogs"] as const,
  list: (environment: EnvironmentFilter) => ["admin", "blogs", "list", environment] as const,
};

/**
 * Every post of an environment, whatever its status: the stats count them all, and the status
 * and search filters narrow the table on the page.
 */
export const blogsQueryOptions = (environment: EnvironmentFilter) =>
  queryOptions({
    queryKey: blogKeys.list(environment),
    queryFn: ({ signal }) => {
      const query = compactQuery({ environment, limit: BLOG_PAGE_SIZE });
      return unwrap(api.admin.blogs.$get({ query }, { init: { signal } }));
    },
    refetchInterval: BLOG_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** The /admin/blogs loader: the environment's list, in the cache before the page shows. */
export const ensureBlogs = (queryClient: QueryClient, environment: EnvironmentFilter) =>
  queryClient.ensureQueryData(blogsQueryOptions(environment));

/** One drawer message to the blog agent (built-in, or the external automation behind the server). */
export const sendBlogAgentMessage = (runId: string, message: string) =>
  unwrap(api.admin["blog-agent"].$post({ json: { runId, message } }));

/** The list as the server answers it (`{data, total, source}`). */
type BlogList = Ok<Awaited<ReturnType<typeof api.admin.blogs.$get>>>;

/** A post id as one path segment (the client puts params into the path as given). */
const postParam = (id: string) => ({ id: encodeURIComponent(id) });

/**
 * A post change: on success the answered post replaces its row in every cached list (an open
 * preview and the table show it at once), then the lists are read again (stats may move).
 */
function usePostMutation<A>({
  run,
  success,
  failure,
  onDone,
}: {
  run: (arg: A) => Promise<BlogPost>;
  success: (post: BlogPost) => string;
  /** The error toast's title; without it the caller shows the error itself. */
  failure?: string;
  onDone?: (post: BlogPost) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (post) => {
      queryClient.setQueriesData<BlogList>({ queryKey: blogKeys.all }, (list) =>
        list ? { ...list, data: list.data.map((p) => (p.id === post.id ? post : p)) } : list,
      );
      onDone?.(post);
      toast.success(success(post), SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
    onError: (error) => {
      if (failure) toast.error(failure, { ...ERROR_TOAST, description: errorMessage(error, "") });
    },
  });
}

/** Moves a post to another content status (SPEC §4.3). */
export const useSetPostStatus = (onDone?: (post: BlogPost) => void) =>
  usePostMutation({
    run: async ({ id, status }: { id: string; status: BlogStatus }) =>
      (await unwrap(api.admin.blogs[":id"].status.$put({ param: postParam(id), json: { status } })))
        .data,
    success: (post) => `Status set to ${post.status}`,
    failure: "Failed to update post status",
    onDone,
  });

/** Saves the editor's fields (`PUT /api/admin/blogs/:id`); the editor shows a failure itself. */
export const useSavePost = (onDone?: (post: BlogPost) => void) =>
  usePostMutation({
    run: async ({ id, edit }: { id: string; edit: BlogPostEdit }) =>
      (await unwrap(api.admin.blogs[":id"].$put({ param: postParam(id), json: edit }))).data,
    success: () => "Post saved",
    onDone,
  });

/** 'Delete': archives the post (`DELETE /api/admin/blogs/:id`). */
export const useArchivePost = (onDone?: (post: BlogPost) => void) =>
  usePostMutation({
    run: async (id: string) =>
      (await unwrap(api.admin.blogs[":id"].$delete({ param: postParam(id) }))).data,
    success: () => "Post archived",
    failure: "Failed to archive the post",
    onDone,
  });
