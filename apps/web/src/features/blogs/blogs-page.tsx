import type { BlogPost, BlogStatusFilter } from "@repo/schemas";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import type { ErrorComponentProps } from "@tanstack/react-router";
import { Edit, Eye, Plus, Sparkles, Trash2 } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { ENVIRONMENT_OPTIONS, useAdminFilters } from "@/features/admin/admin-filters";
import { AdminRoutePending, ErrorBox, useRetryRoute } from "@/features/admin/admin-shell";
import { SearchField } from "@/features/admin/search-field";
import { SelectField } from "@/features/admin/select-field";
import { StatCard, StatRow } from "@/features/admin/stat-card";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { ArchivePostDialog } from "./archive-post-dialog";
import { formatDate, statusClass, Tags } from "./blog-list-parts";
import { CreateBlogDrawer } from "./create-blog-drawer";
import { PostEditor } from "./post-editor";
import { PostPreview } from "./post-preview";
import { blogKeys, blogsQueryOptions } from "./queries";

const STATUS_OPTIONS: Array<{ value: BlogStatusFilter; label: string }> = [
  { value: "all", label: "All Statuses" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Draft" },
  { value: "archived", label: "Archived" },
];

/** The route's pending state. */
export function BlogsPagePending() {
  return <AdminRoutePending label="Loading blog posts..." />;
}

/** The route's error state: what failed, and Retry (which runs the loader again). */
export function BlogsPageError({ error, reset }: ErrorComponentProps) {
  const retry = useRetryRoute(reset);
  return (
    <div className="mx-auto max-w-xl space-y-4 py-16 text-center">
      <ErrorBox>
        <p className="font-medium">Failed to load blog posts</p>
        <p className="text-sm">{errorMessage(error, "")}</p>
      </ErrorBox>
      <Button variant="outline" onClick={retry}>
        Retry
      </Button>
    </div>
  );
}

/**
 * Blog Management (SPEC §2.15). The route's loader has the environment's posts in the cache;
 * a changed environment keeps the rows shown until its list arrives.
 */
export function BlogsPage() {
  const [{ environment }, setFilters] = useAdminFilters();
  const [status, setStatus] = useState<BlogStatusFilter>("all");
  const [search, setSearch] = useState("");
  const [preview, setPreview] = useState<BlogPost | null>(null);
  const [editing, setEditing] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const queryClient = useQueryClient();

  // Stats count every status; the status and search filters narrow the table only.
  const all = useSuspenseQuery(blogsQueryOptions(useDeferredValue(environment))).data.data;

  const stats = useMemo(
    () => ({
      total: all.length,
      published: all.filter((p) => p.status === "published").length,
      drafts: all.filter((p) => p.status === "draft").length,
      views: all.reduce((sum, p) => sum + p.views, 0),
    }),
    [all],
  );

  const needle = search.trim().toLowerCase();
  const rows = all.filter(
    (p) =>
      (status === "all" || p.status === status) &&
      (!needle || [p.title, p.excerpt, ...p.tags].some((v) => v.toLowerCase().includes(needle))),
  );
  const filtered = status !== "all" || needle !== "";

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Blog Management</h1>
          <p className="text-muted-foreground">Create and manage your AI insights content</p>
        </div>
        <Button onClick={() => setDrawerOpen(true)}>
          <Plus className="size-4" aria-hidden />
          New Post
        </Button>
      </header>

      <StatRow>
        <StatCard label="Total Posts" value={stats.total.toLocaleString()} />
        <StatCard label="Published" value={stats.published.toLocaleString()} />
        <StatCard label="Drafts" value={stats.drafts.toLocaleString()} />
        <StatCard label="Total Views" value={stats.views.toLocaleString()} />
      </StatRow>

      <Card className="gap-4 py-4">
        <CardContent className="grid gap-3 px-4 sm:grid-cols-[1fr_2fr_1fr]">
          <SelectField
            label="Environment"
            value={environment}
            options={ENVIRONMENT_OPTIONS}
            onChange={(value) => setFilters({ environment: value })}
          />
          <SearchField
            id="blog-search"
            placeholder="Search posts..."
            value={search}
            onChange={setSearch}
          />
          <SelectField
            label="Status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={setStatus}
          />
        </CardContent>
      </Card>

      <Card className="gap-0 py-0">
        <CardHeader className="px-4 py-4">
          <CardTitle>Blog Posts ({rows.length})</CardTitle>
        </CardHeader>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Post</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Views</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5} className="py-10 text-center">
                  <p className="font-medium">No blog posts found</p>
                  <p className="text-sm text-muted-foreground">
                    {filtered
                      ? "Try adjusting your filters"
                      : "Create your first blog post to get started"}
                  </p>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((post) => (
                <TableRow key={post.id} data-post-id={post.id}>
                  <TableCell className="max-w-md align-top whitespace-normal">
                    <div className="font-medium">{post.title}</div>
                    {post.excerpt && (
                      <div className="line-clamp-2 text-xs text-muted-foreground">
                        {post.excerpt}
                      </div>
                    )}
                    <Tags tags={post.tags} />
                  </TableCell>
                  <TableCell className="align-top">
                    <Badge className={cn("border-0", statusClass(post.status))}>
                      {post.status}
                    </Badge>
                  </TableCell>
                  <TableCell className="align-top">{post.views.toLocaleString()}</TableCell>
                  <TableCell className="align-top whitespace-nowrap">
                    {formatDate(post.createdAt)}
                  </TableCell>
                  <TableCell className="align-top">
                    <div className="flex gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`View ${post.title}`}
                        onClick={() => setPreview(post)}
                      >
                        <Eye className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${post.title}`}
                        onClick={() => setEditing(post)}
                      >
                        <Edit className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${post.title}`}
                        disabled={post.status === "archived"}
                        title={post.status === "archived" ? "Already archived" : undefined}
                        onClick={() => setDeleting(post)}
                      >
                        <Trash2 className="size-4" />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </Card>

      <Card className="border-dashed py-4">
        <CardContent className="flex flex-wrap items-center gap-3 px-4">
          <Sparkles className="size-5 text-primary" aria-hidden />
          <span className="font-medium">Coming Soon</span>
          <span className="text-sm text-muted-foreground">
            Rich Editor · SEO Tools · Scheduling
          </span>
        </CardContent>
      </Card>

      <PostPreview post={preview} onClose={() => setPreview(null)} onChanged={setPreview} />
      <PostEditor post={editing} onClose={() => setEditing(null)} />
      <ArchivePostDialog post={deleting} onClose={() => setDeleting(null)} />
      <CreateBlogDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        onComplete={() => void queryClient.invalidateQueries({ queryKey: blogKeys.all })}
      />
    </div>
  );
}
