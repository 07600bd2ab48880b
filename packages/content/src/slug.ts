/** Slugs are made the same way by the server and the admin editor. */
export { slugify } from "@repo/schemas";
