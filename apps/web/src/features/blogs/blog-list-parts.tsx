/** Pieces of the blog list shared by the table and the preview. */
import { format } from "date-fns";
import { Badge } from "@/components/ui/badge";

/** SPEC §2.15: published green, draft yellow, others grey. */
export function statusClass(status: string): string {
  if (status === "published") return "bg-green-100 text-green-800";
  if (status === "draft") return "bg-yellow-100 text-yellow-800";
  return "bg-gray-100 text-gray-800";
}

const MAX_TAGS = 3;
export const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "—" : format(d, "MMM d, yyyy");
};

export function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {tags.slice(0, MAX_TAGS).map((tag) => (
        <Badge key={tag} variant="outline" className="text-xs font-normal">
          {tag}
        </Badge>
      ))}
      {tags.length > MAX_TAGS && (
        <span className="text-xs text-muted-foreground">+{tags.length - MAX_TAGS} more</span>
      )}
    </div>
  );
}
