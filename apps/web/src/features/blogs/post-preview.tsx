import type { BlogPost } from "@repo/schemas";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { formatDate, statusClass, Tags } from "./blog-list-parts";
import { PostStatusControl } from "./post-status-control";

/** 'View': the post as readers will see it, its status, and the owner's notes (never published). */
export function PostPreview({
  post,
  onClose,
  onChanged,
}: {
  post: BlogPost | null;
  onClose: () => void;
  onChanged: (post: BlogPost) => void;
}) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Post Preview</DialogTitle>
          <DialogDescription className="sr-only">The post as it reads</DialogDescription>
        </DialogHeader>
        {post && (
          <article className="space-y-3" data-testid="post-preview">
            <h2 className="text-2xl font-semibold">{post.title}</h2>
            {post.excerpt && <p className="text-muted-foreground">{post.excerpt}</p>}
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span>By {post.author}</span>
              <span>{formatDate(post.publishedAt ?? post.createdAt)}</span>
              <span>{post.views.toLocaleString()} views</span>
              <Badge className={cn("border-0", statusClass(post.status))}>{post.status}</Badge>
            </div>
            <Tags tags={post.tags} />
            <PostStatusControl post={post} onChanged={onChanged} />
            {post.internalNotes && (
              <aside
                aria-label="Notes for you"
                className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm"
              >
                <p className="font-medium text-amber-900">Notes for you (not published)</p>
                <Markdown>{post.internalNotes}</Markdown>
              </aside>
            )}
            <hr />
            <Markdown demoteH1>{post.content || "_This post has no body yet._"}</Markdown>
          </article>
        )}
      </DialogContent>
    </Dialog>
  );
}
