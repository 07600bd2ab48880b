import type {
  AppEnvironment,
  BlogDraft,
  BlogPost,
  BlogPostEdit,
  BlogStoredStatus,
} from "@repo/schemas";

/** List options shared by both adapters. Newest first. */
export interface PostListOptions {
  status?: string;
  contentType?: string;
  /** Local posts only: which deployment wrote them. */
  environment?: AppEnvironment;
  limit?: number;
  skip?: number;
  /** Contentful: read drafts through the preview API (the admin list). */
  preview?: boolean;
}

export interface PostPage {
  items: BlogPost[];
  total: number;
  limit: number;
  skip: number;
}

/** The blog content service: one interface, a Contentful adapter and a local one. */
export interface ContentService {
  /** "contentful" or "local", for logs and system info. */
  readonly kind: "contentful" | "local";
  list(options?: PostListOptions): Promise<PostPage>;
  getBySlug(slug: string, opts?: { preview?: boolean }): Promise<BlogPost | null>;
  getById(id: string, opts?: { preview?: boolean }): Promise<BlogPost | null>;
  /** Creates a post with status `draft`; the slug is made unique when taken (local). */
  createDraft(draft: BlogDraft, opts?: { environment?: AppEnvironment }): Promise<BlogPost>;
  updateStatus(id: string, status: BlogStoredStatus): Promise<BlogPost | null>;
  /** Saves the editor's fields; null when unknown; ContentError "conflict" when the slug is taken. */
  update(id: string, edit: BlogPostEdit): Promise<BlogPost | null>;
  /** Counts one public view; the new count, or null when the post is unknown or views are not ours. */
  recordView(id: string): Promise<number | null>;
}

/** Filters the local store applies. */
export interface PostStoreFilter {
  status?: string;
  contentType?: string;
  environment?: AppEnvironment;
  limit: number;
  skip: number;
}

/**
 * Where the local adapter keeps posts: the product's own storage implements this
 * (packages never import apps, so the app hands its repository in).
 */
export interface PostStore {
  create(post: BlogPost): Promise<BlogPost>;
  get(id: string): Promise<BlogPost | null>;
  getBySlug(slug: string): Promise<BlogPost | null>;
  /** Newest created first. */
  list(filter: PostStoreFilter): Promise<{ items: BlogPost[]; total: number }>;
  /** Atomic read-modify-write; null when unknown. */
  update(id: string, change: (post: BlogPost) => BlogPost): Promise<BlogPost | null>;
  /** Atomically adds one view; the new count, or null when unknown. */
  incrementViews(id: string): Promise<number | null>;
}

export type ContentErrorCode = "not_configured" | "not_found" | "invalid" | "conflict" | "upstream";

/** What the adapters throw; the API maps it to its own error shape. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;
  /** HTTP status the content service answered, when it answered. */
  readonly status?: number;
  constructor(
    code: ContentErrorCode,
    message: string,
    opts: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.name = "ContentError";
    this.code = code;
    this.status = opts.status;
  }
}
