import type { BlogPost } from "@repo/schemas";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useArchivePost } from "./queries";

/** 'Delete' asks first, then archives: the post leaves the public blog but is kept. */
export function ArchivePostDialog({
  post,
  onClose,
}: {
  post: BlogPost | null;
  onClose: () => void;
}) {
  const archive = useArchivePost(() => onClose());
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            "{post?.title}" will be archived: it disappears from the public blog and stays in this
            list under Archived.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={archive.isPending}
            onClick={() => post && archive.mutate(post.id)}
          >
            {archive.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {archive.isPending ? "Archiving..." : "Archive Post"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
