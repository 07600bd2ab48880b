import type { BlogPost } from "@repo/schemas";
import { applyEdit, draftToPost } from "./mapping";
import { ContentError, type ContentService, type PostStore } from "./types";

export const slugTaken = (slug: string) =>
  new ContentError("conflict", `Another post already uses the slug "${slug}"`);

export interface LocalContentOptions {
  /** Clock for createdAt/updatedAt (tests pass a fixed one). */
  now?: () => Date;
  newId?: () => string;
}

/** Posts kept in the product's own storage (SQLite or Redis, through `store`). */
export function createLocalContentService(
  store: PostStore,
  opts: LocalContentOptions = {},
): ContentService {
  const now = () => (opts.now ?? (() => new Date()))().toISOString();
  const newId = opts.newId ?? (() => crypto.randomUUID());

  async function uniqueSlug(base: string): Promise<string> {
    let slug = base;
    for (let n = 2; await store.getBySlug(slug); n++) slug = `${base}-${n}`;
    return slug;
  }

  return {
    kind: "local",
    async list(options = {}) {
      const limit = options.limit ?? 100;
      const skip = options.skip ?? 0;
      const { items, total } = await store.list({
        status: options.status,
        contentType: options.contentType,
        environment: options.environment,
        limit,
        skip,
      });
      return { items, total, limit, skip };
    },
    getBySlug: (slug) => store.getBySlug(slug),
    getById: (id) => store.get(id),
    async createDraft(draft, { environment } = {}) {
      const post: BlogPost = draftToPost(
        { ...draft, slug: await uniqueSlug(draft.slug) },
        newId(),
        now(),
      );
      if (environment) post.environment = environment;
      return store.create(post);
    },
    updateStatus(id, status) {
      return store.update(id, (post) => {
        const at = now();
        return {
          ...post,
          status,
          updatedAt: at,
          publishedAt: status === "published" ? (post.publishedAt ?? at) : post.publishedAt,
        };
      });
    },
    async update(id, edit) {
      const owner = await store.getBySlug(edit.slug);
      if (owner && owner.id !== id) throw slugTaken(edit.slug);
      // The store re-checks the slug atomically (UNIQUE column in SQLite, HSETNX in Redis).
      return store.update(id, (post) => applyEdit(post, edit, now()));
    },
    recordView: (id) => store.incrementViews(id),
  };
}
