import { z } from "zod";
import { appEnvironmentSchema, environmentFilterSchema } from "./common";

/** Status values a post carries in the content service (SPEC §4.3). */
export const blogStatuses = ["draft", "needs-edit", "ready", "published"] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;

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

export const blogHeroImageSchema = z.object({ url: z.string(), alt: z.string() });

export const blogAiMetaSchema = z.object({
  runId: z.string(),
  originalPrompt: z.string(),
  seoImprovements: z.array(z.string()),
});
export type BlogAiMeta = z.infer<typeof blogAiMetaSchema>;

/** A blog post as the content service gives it (SPEC §3). */
export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  /** Markdown body. */
  content: z.string(),
  /** From secondaryKeywords. */
  tags: z.array(z.string()),
  /** Usually one of `blogStatuses`; content written elsewhere may carry other values. */
  status: z.string(),
  contentType: z.string(),
  author: z.string(),
  views: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
  primaryKeyword: z.string().optional(),
  keywordAnalysis: z.string().optional(),
  heroImage: blogHeroImageSchema.optional(),
  aiMeta: blogAiMetaSchema.optional(),
  /** Set on posts kept in our own store; Contentful environments are separate spaces. */
  environment: appEnvironmentSchema.optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** What the blog agent (or an admin) hands the content service to create a draft. */
export const blogDraftSchema = z.object({
  title: z.string().trim().min(1).max(200),
  slug: slugSchema,
  excerpt: z.string().trim().max(500),
  content: z.string().min(1).max(100_000),
  seoTitle: z.string().trim().max(60),
  seoDescription: z.string().trim().max(155),
  primaryKeyword: z.string().trim().max(120),
  secondaryKeywords: z.array(z.string().trim().min(1).max(120)).max(20),
  keywordAnalysis: z.string().max(5000).optional(),
  contentType: blogContentTypeSchema,
  author: z.string().trim().max(120).optional(),
  aiMeta: blogAiMetaSchema.optional(),
});
export type BlogDraft = z.infer<typeof blogDraftSchema>;

/** `GET /api/admin/blogs` query. */
export const blogListQuerySchema = z.object({
  status: blogStatusFilterSchema.or(blogStatusSchema).optional(),
  contentType: z.string().trim().max(60).optional(),
  environment: environmentFilterSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
  skip: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const blogListResponseSchema = z.object({
  data: z.array(blogPostSchema),
  total: z.number(),
  /** Which content service answered: "local" or "contentful". */
  source: z.string(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogStatusUpdateSchema = z.object({ status: blogStatusSchema });

/** `POST /api/admin/blog-agent` and the external automation webhook take the same body. */
export const blogAgentRequestSchema = z.object({
  runId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, "letters, digits, - and _ only"),
  message: z.string().trim().min(1, "Message is required").max(8000),
});
export type BlogAgentRequest = z.infer<typeof blogAgentRequestSchema>;

/** The agent's answer (SPEC §3). */
export const blogAgentReplySchema = z.object({
  reply: z.string(),
  entryId: z.string().nullable(),
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
  message: z.string(),
  at: z.string(),
  entryId: z.string().optional(),
});
export type BlogAgentEvent = z.infer<typeof blogAgentEventSchema>;

/** A drawer conversation kept in the admin's browser under `blog-chat-sessions` (SPEC §3). */
export const blogChatMessageSchema = z.object({
  role: z.enum(["user", "agent"]),
  content: z.string(),
  timestamp: z.string(),
});
export type BlogChatMessage = z.infer<typeof blogChatMessageSchema>;
export const blogChatSessionSchema = z.object({
  runId: z.string(),
  messages: z.array(blogChatMessageSchema),
  status: z.enum(["active", "completed"]),
  entryId: z.string().nullable(),
});
export type BlogChatSession = z.infer<typeof blogChatSessionSchema>;
