import { type BlogPost, type BlogStatus, blogStatuses } from "@repo/schemas";
import { Loader2 } from "lucide-react";
import { useSetPostStatus } from "./queries";

/**
 * The post's content status (SPEC §4.3: draft, needs-edit, ready, published), changed through
 * `PUT /api/admin/blogs/:id/status`; a status written elsewhere is shown until replaced.
 */
export function PostStatusControl({
  post,
  onChanged,
}: {
  post: BlogPost;
  onChanged?: (post: BlogPost) => void;
}) {
  const mutation = useSetPostStatus(onChanged);
  const known = (blogStatuses as readonly string[]).includes(post.status);
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">Post status</span>
      <select
        className="h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
        value={post.status}
        disabled={mutation.isPending}
        onChange={(e) => {
          const status = e.target.value as BlogStatus;
          if (status !== post.status) mutation.mutate({ id: post.id, status });
        }}
      >
        {!known && <option value={post.status}>{post.status}</option>}
        {blogStatuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
      {mutation.isPending && (
        <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Saving" />
      )}
    </label>
  );
}
