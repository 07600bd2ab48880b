export {
  type ContentfulConfig,
  contentfulErrorStatus,
  createContentfulService,
} from "./contentful";
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
