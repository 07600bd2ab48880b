// The Contentful adapter is its own entry (`@repo/content/contentful`), so the SDKs load only
// where Contentful is configured.
export type { ContentfulConfig } from "./contentful";
export { createLocalContentService, type LocalContentOptions } from "./local";
export {
  BLOG_CONTENT_TYPE_ID,
  type ContentfulEntryLike,
  draftFields,
  draftToPost,
  entryToPost,
  httpsUrl,
} from "./mapping";
export { slugify } from "./slug";
export * from "./types";
