import { type BlogPost, type BlogPostEdit, blogPostEditSchema, slugify } from "@repo/schemas";
import { Loader2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Markdown } from "@/components/markdown";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useSavePost } from "./queries";

type Form = Omit<BlogPostEdit, "tags"> & { tags: string };

const toForm = (p: BlogPost): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  tags: p.tags.join(", "),
  seoTitle: p.seoTitle ?? "",
  seoDescription: p.seoDescription ?? "",
  primaryKeyword: p.primaryKeyword ?? "",
  internalNotes: p.internalNotes ?? "",
});

const toEdit = (f: Form) => ({
  ...f,
  tags: f.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean),
});

/** Recommended lengths shown as counters; the server enforces its own hard limits. */
const LIMITS: Partial<Record<keyof Form, number>> = {
  title: 70,
  slug: 60,
  excerpt: 160,
  seoTitle: 60,
  seoDescription: 155,
};

function Field({
  label,
  name,
  value,
  error,
  hint,
  children,
}: {
  label: string;
  name: keyof Form;
  value: string;
  error?: string;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const limit = LIMITS[name];
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {limit && (
          <span
            className={cn(
              "text-xs text-muted-foreground",
              value.length > limit && "font-medium text-red-700",
            )}
          >
            {value.length}/{limit}
          </span>
        )}
      </div>
      {children(id)}
      {hint && !error && <p className="text-xs text-muted-foreground">{hint}</p>}
      {error && <p className="text-xs text-red-700">{error}</p>}
    </div>
  );
}

/** 'Edit' in Blog Management: every field of the post, with the body previewed as readers see it. */
export function PostEditor({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const save = useSavePost(() => onClose());

  useEffect(() => {
    setForm(post ? toForm(post) : null);
    setErrors({});
    save.reset();
  }, [post, save.reset]);

  const set = (name: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => (f ? { ...f, [name]: e.target.value } : f));

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!post || !form) return;
    const parsed = blogPostEditSchema.safeParse(toEdit(form));
    if (!parsed.success) {
      const found: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Form;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ id: post.id, edit: parsed.data });
  }

  const input = (name: keyof Form, label: string) =>
    form && (
      <Field label={label} name={name} value={form[name] ?? ""} error={errors[name]}>
        {(id) => <Input id={id} value={form[name] ?? ""} onChange={set(name)} />}
      </Field>
    );

  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92vh] overflow-y-auto sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>Edit Post</DialogTitle>
          <DialogDescription>
            Changes are saved to the content service; the post keeps its status.
          </DialogDescription>
        </DialogHeader>
        {form && (
          <form onSubmit={submit} className="space-y-4" aria-label="Edit post">
            <div className="grid gap-4 md:grid-cols-2">
              {input("title", "Title")}
              <Field
                label="Slug"
                name="slug"
                value={form.slug}
                error={errors.slug}
                hint={
                  <button
                    type="button"
                    className="underline"
                    onClick={() => setForm({ ...form, slug: slugify(form.title, 60) })}
                  >
                    Make from title
                  </button>
                }
              >
                {(id) => <Input id={id} value={form.slug} onChange={set("slug")} />}
              </Field>
              <Field label="Excerpt" name="excerpt" value={form.excerpt} error={errors.excerpt}>
                {(id) => (
                  <Textarea id={id} rows={2} value={form.excerpt} onChange={set("excerpt")} />
                )}
              </Field>
              <Field
                label="Tags"
                name="tags"
                value={form.tags}
                error={errors.tags}
                hint="Separate tags with commas."
              >
                {(id) => <Input id={id} value={form.tags} onChange={set("tags")} />}
              </Field>
              {input("seoTitle", "SEO title")}
              {input("primaryKeyword", "Primary keyword")}
            </div>
            <Field
              label="SEO description"
              name="seoDescription"
              value={form.seoDescription}
              error={errors.seoDescription}
            >
              {(id) => (
                <Textarea
                  id={id}
                  rows={2}
                  value={form.seoDescription}
                  onChange={set("seoDescription")}
                />
              )}
            </Field>
            <div className="grid gap-4 lg:grid-cols-2">
              <Field
                label="Body (markdown)"
                name="content"
                value={form.content}
                error={errors.content}
              >
                {(id) => (
                  <Textarea
                    id={id}
                    rows={22}
                    className="font-mono text-xs"
                    value={form.content}
                    onChange={set("content")}
                  />
                )}
              </Field>
              <section aria-label="Live preview" className="space-y-1">
                <p className="text-sm font-medium">Preview</p>
                <div className="max-h-[34rem] overflow-y-auto rounded-md border p-4">
                  <Markdown demoteH1>{form.content || "_Nothing to preview yet._"}</Markdown>
                </div>
              </section>
            </div>
            <Field
              label="Notes for you (never published)"
              name="internalNotes"
              value={form.internalNotes ?? ""}
              error={errors.internalNotes}
            >
              {(id) => (
                <Textarea
                  id={id}
                  rows={4}
                  value={form.internalNotes ?? ""}
                  onChange={set("internalNotes")}
                />
              )}
            </Field>
            {save.isError && (
              <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm">
                <p className="font-medium text-red-800">Error</p>
                <p className="text-red-700">
                  {errorMessage(save.error, "Failed to save the post")}
                </p>
              </div>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {save.isPending ? "Saving..." : "Save Changes"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
