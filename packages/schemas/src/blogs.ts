import { z } from "zod";
import { appEnvironmentSchema, environmentFilterSchema, inputString } from "./common";

/** Status values a post carries in the content service (SPEC §4.3). */
export const blogStatuses = ["draft", "needs-edit", "ready", "published"] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

/** What 'Delete' in the admin sets: the post leaves the public blog but is kept. */
export const BLOG_ARCHIVED = "archived";
/** Every status our writes set: the content statuses and archived. */
export type BlogStoredStatus = BlogStatus | typeof BLOG_ARCHIVED;

/** Statuses the admin list filter offers (SPEC §2.15); archived simply matches nothing stored. */
export const blogStatusFilterSchema = z.enum(["all", "published", "draft", "archived"]);
export type BlogStatusFilter = z.infer<typeof blogStatusFilterSchema>;

/** Content types offered (SPEC §9). */
export const blogContentTypes = [
  "Quick Tips",
  "Step-by-Step Guide",
  "Case Study",
  "In-Depth Explainer",
  "Market Watch",
] as const;
export const blogContentTypeSchema = z.enum(blogContentTypes);
export type BlogContentType = z.infer<typeof blogContentTypeSchema>;
export const DEFAULT_BLOG_CONTENT_TYPE: BlogContentType = "In-Depth Explainer";
export const DEFAULT_BLOG_AUTHOR = "AI Insights Team";

export const blogHeroImageSchema = z.object({ url: inputString(), alt: inputString() });

export const blogAiMetaSchema = z.object({
  runId: inputString(),
  originalPrompt: inputString(),
  seoImprovements: z.array(inputString()),
});
export type BlogAiMeta = z.infer<typeof blogAiMetaSchema>;

/** A blog post as the content service gives it (SPEC §3). */
export const blogPostSchema = z.object({
  id: inputString(),
  title: inputString(),
  slug: inputString(),
  excerpt: inputString(),
  /** Markdown body. */
  content: inputString(),
  /** From secondaryKeywords. */
  tags: z.array(inputString()),
  /** Usually one of `blogStatuses`; content written elsewhere may carry other values. */
  status: inputString(),
  contentType: inputString(),
  author: inputString(),
  views: z.number(),
  createdAt: inputString(),
  updatedAt: inputString(),
  publishedAt: inputString().nullable(),
  seoTitle: inputString().optional(),
  seoDescription: inputString().optional(),
  primaryKeyword: inputString().optional(),
  keywordAnalysis: inputString().optional(),
  heroImage: blogHeroImageSchema.optional(),
  aiMeta: blogAiMetaSchema.optional(),
  /** Notes for the owner (what to check, what was assumed); shown in the admin, never published. */
  internalNotes: z.string().optional(),
  /** Set on posts kept in our own store; Contentful environments are separate spaces. */
  environment: appEnvironmentSchema.optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const slugSchema = inputString()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** What the blog agent (or an admin) hands the content service to create a draft. */
export const blogDraftSchema = z.object({
  title: inputString().trim().min(1).max(200),
  slug: slugSchema,
  excerpt: inputString().trim().max(500),
  content: inputString().min(1).max(100_000),
  seoTitle: inputString().trim().max(60),
  seoDescription: inputString().trim().max(155),
  primaryKeyword: inputString().trim().max(120),
  secondaryKeywords: z.array(inputString().trim().min(1).max(120)).max(20),
  keywordAnalysis: inputString().max(5000).optional(),
  contentType: blogContentTypeSchema,
  author: inputString().trim().max(120).optional(),
  aiMeta: blogAiMetaSchema.optional(),
  internalNotes: inputString().max(5000).optional(),
});
export type BlogDraft = z.infer<typeof blogDraftSchema>;

/** `GET /api/admin/blogs` query. */
export const blogListQuerySchema = z.object({
  status: blogStatusFilterSchema.or(blogStatusSchema).optional(),
  contentType: inputString().trim().max(60).optional(),
  environment: environmentFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogListResponseSchema = z.object({
  data: z.array(blogPostSchema),
  total: z.number(),
  /** Which content service answered: "local" or "contentful". */
  source: inputString(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** `PUT /api/admin/blogs/:id`: what the admin editor saves. */
export const blogPostEditSchema = z.object({
  title: inputString().trim().min(1, "Title is required").max(200),
  slug: slugSchema,
  excerpt: inputString().trim().max(500),
  content: inputString().trim().min(1, "The post needs a body").max(100_000),
  tags: z.array(inputString().trim().min(1).max(120)).max(20),
  seoTitle: inputString().trim().max(60),
  seoDescription: inputString().trim().max(155),
  primaryKeyword: inputString().trim().max(120).optional(),
  internalNotes: inputString().max(5000).optional(),
});
export type BlogPostEdit = z.infer<typeof blogPostEditSchema>;

export const blogStatusUpdateSchema = z.object({ status: blogStatusSchema });

/** `POST /api/admin/blog-agent` and the external automation webhook take the same body. */
export const blogAgentRequestSchema = z.object({
  runId: inputString()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, "letters, digits, - and _ only"),
  message: inputString().trim().min(1, "Message is required").max(8000),
});
export type BlogAgentRequest = z.infer<typeof blogAgentRequestSchema>;

/** The agent's answer (SPEC §3). */
export const blogAgentReplySchema = z.object({
  reply: inputString(),
  entryId: inputString().nullable(),
  needsMoreInfo: z.boolean(),
  conversationComplete: z.boolean(),
});
export type BlogAgentReply = z.infer<typeof blogAgentReplySchema>;

/** Progress of one agent run, sent as server-sent events. */
export const blogAgentStageSchema = z.enum([
  "thinking",
  "researching",
  "creating",
  "complete",
  "error",
]);
export type BlogAgentStage = z.infer<typeof blogAgentStageSchema>;
export const blogAgentEventSchema = z.object({
  stage: blogAgentStageSchema,
  message: inputString(),
  at: inputString(),
  entryId: inputString().optional(),
});
export type BlogAgentEvent = z.infer<typeof blogAgentEventSchema>;

/** A drawer conversation kept in the admin's browser under `blog-chat-sessions` (SPEC §3). */
export const blogChatMessageSchema = z.object({
  role: z.enum(["user", "agent"]),
  content: inputString(),
  timestamp: inputString(),
});
export type BlogChatMessage = z.infer<typeof blogChatMessageSchema>;
export const blogChatSessionSchema = z.object({
  runId: inputString(),
  messages: z.array(blogChatMessageSchema),
  status: z.enum(["active", "completed"]),
  entryId: inputString().nullable(),
});
export type BlogChatSession = z.infer<typeof blogChatSessionSchema>;
