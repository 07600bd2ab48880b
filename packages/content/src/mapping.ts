import {
  type BlogDraft,
  type BlogPost,
  type BlogPostEdit,
  DEFAULT_BLOG_AUTHOR,
  DEFAULT_BLOG_CONTENT_TYPE,
} from "@repo/schemas";

/** The content type id of blog posts in Contentful. */
export const BLOG_CONTENT_TYPE_ID = "blog";

/** A Contentful entry as the delivery SDK gives it (one locale, links resolved). */
export interface ContentfulEntryLike {
  sys: { id: string; createdAt?: string; updatedAt?: string };
  fields: Record<string, unknown>;
}

const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

const list = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === "string" && x !== "");
  // A lone value is wrapped into a list.
  return typeof v === "string" && v ? [v] : [];
};

/** Asset URLs come protocol-relative ("//images.ctfassets.net/..."): make them https. */
export function httpsUrl(url: string): string {
  if (url.startsWith("//")) return `https:${url}`;
  if (/^https?:\/\//i.test(url)) return url.replace(/^http:/i, "https:");
  return `https://${url.replace(/^\/+/, "")}`;
}

function heroImage(value: unknown, title: string): BlogPost["heroImage"] {
  if (!value || typeof value !== "object") return undefined;
  const fields = (value as { fields?: Record<string, unknown> }).fields;
  const file = fields?.file as { url?: unknown } | undefined;
  const url = str(file?.url);
  if (!url) return undefined;
  return {
    url: httpsUrl(url),
    alt: str(fields?.title) ?? str(fields?.description) ?? title,
  };
}

/**
 * A Contentful `blog` entry as our BlogPost (SPEC §3). `random` picks the stand-in view
 * count for entries without a views field (a number under 500).
 */
export function entryToPost(
  entry: ContentfulEntryLike,
  random: () => number = Math.random,
): BlogPost {
  const f = entry.fields;
  const title = str(f.title) ?? "Untitled";
  const createdAt = entry.sys.createdAt ?? new Date(0).toISOString();
  const seoImprovements = list(f.seoImprovements);
  const views = typeof f.views === "number" ? f.views : Math.floor(random() * 500);
  const post: BlogPost = {
    id: entry.sys.id,
    title,
    slug: str(f.slug) ?? entry.sys.id,
    excerpt: str(f.excerpt) ?? "",
    content: str(f.content) ?? "",
    tags: list(f.secondaryKeywords),
    status: str(f.status) ?? "draft",
    contentType: str(f.contentType) ?? DEFAULT_BLOG_CONTENT_TYPE,
    author: str(f.author) ?? DEFAULT_BLOG_AUTHOR,
    views,
    createdAt,
    updatedAt: entry.sys.updatedAt ?? createdAt,
    publishedAt: str(f.publishedAt) ?? null,
  };
  const optional = {
    seoTitle: str(f.seoTitle),
    seoDescription: str(f.seoDescription),
    primaryKeyword: str(f.primaryKeyword),
    keywordAnalysis: str(f.keywordAnalysis),
    internalNotes: str(f.internalNotes),
  };
  for (const [k, v] of Object.entries(optional))
    if (v !== undefined) Object.assign(post, { [k]: v });
  const image = heroImage(f.heroImage, title);
  if (image) post.heroImage = image;
  if (seoImprovements.length > 0) {
    post.aiMeta = {
      runId: str(f.runId) ?? "",
      originalPrompt: str(f.originalPrompt) ?? "",
      seoImprovements,
    };
  }
  return post;
}

/** Field values of a new draft, before localisation. */
export function draftFields(draft: BlogDraft): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    title: draft.title,
    slug: draft.slug,
    excerpt: draft.excerpt,
    content: draft.content,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    primaryKeyword: draft.primaryKeyword,
    secondaryKeywords: draft.secondaryKeywords,
    contentType: draft.contentType,
    status: "draft",
    author: draft.author ?? DEFAULT_BLOG_AUTHOR,
  };
  if (draft.keywordAnalysis) fields.keywordAnalysis = draft.keywordAnalysis;
  if (draft.internalNotes) fields.internalNotes = draft.internalNotes;
  if (draft.aiMeta) {
    fields.runId = draft.aiMeta.runId;
    fields.originalPrompt = draft.aiMeta.originalPrompt;
    fields.seoImprovements = draft.aiMeta.seoImprovements;
  }
  return fields;
}

/** A new local post from a draft: status draft, no views yet. */
export function draftToPost(draft: BlogDraft, id: string, now: string): BlogPost {
  const post: BlogPost = {
    id,
    title: draft.title,
    slug: draft.slug,
    excerpt: draft.excerpt,
    content: draft.content,
    tags: draft.secondaryKeywords,
    status: "draft",
    contentType: draft.contentType,
    author: draft.author ?? DEFAULT_BLOG_AUTHOR,
    views: 0,
    createdAt: now,
    updatedAt: now,
    publishedAt: null,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    primaryKeyword: draft.primaryKeyword,
  };
  if (draft.keywordAnalysis) post.keywordAnalysis = draft.keywordAnalysis;
  if (draft.internalNotes) post.internalNotes = draft.internalNotes;
  if (draft.aiMeta && draft.aiMeta.seoImprovements.length > 0) post.aiMeta = draft.aiMeta;
  return post;
}

/** A post with the editor's fields saved; notes and keyword stay when the edit leaves them out. */
export function applyEdit(post: BlogPost, edit: BlogPostEdit, now: string): BlogPost {
  const next: BlogPost = {
    ...post,
    title: edit.title,
    slug: edit.slug,
    excerpt: edit.excerpt,
    content: edit.content,
    tags: edit.tags,
    seoTitle: edit.seoTitle,
    seoDescription: edit.seoDescription,
    updatedAt: now,
  };
  if (edit.primaryKeyword !== undefined) next.primaryKeyword = edit.primaryKeyword;
  if (edit.internalNotes !== undefined) next.internalNotes = edit.internalNotes;
  return next;
}

/** Contentful field values of an edit, before localisation (tags are secondaryKeywords). */
export function editFields(edit: BlogPostEdit): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    title: edit.title,
    slug: edit.slug,
    excerpt: edit.excerpt,
    content: edit.content,
    secondaryKeywords: edit.tags,
    seoTitle: edit.seoTitle,
    seoDescription: edit.seoDescription,
  };
  if (edit.primaryKeyword !== undefined) fields.primaryKeyword = edit.primaryKeyword;
  if (edit.internalNotes !== undefined) fields.internalNotes = edit.internalNotes;
  return fields;
}
