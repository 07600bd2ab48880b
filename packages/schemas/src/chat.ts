import { z } from "zod";

/** Longest visitor message the chat accepts. */
export const CHAT_MESSAGE_MAX = 2000;

/** Facts a visitor told the assistant; kept with the session and the visitor id. */
export const visitorMemorySchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  company: z.string().optional(),
  businessType: z.string().optional(),
  companySize: z.string().optional(),
  interests: z.array(z.string()).optional(),
  preferredContactTime: z.string().optional(),
});
export type VisitorMemory = z.infer<typeof visitorMemorySchema>;

/** `POST /api/chat/session`: an optional visitor id so a returning visitor is recognised. */
export const chatSessionRequestSchema = z
  .object({ visitorId: z.string().trim().min(8).max(100).optional() })
  .default({});
export type ChatSessionRequest = z.input<typeof chatSessionRequestSchema>;

export const chatInitialMessageSchema = z.object({ text: z.string(), timestamp: z.string() });

/** SPEC §7: `{sessionId, initialMessage: {text, timestamp}}`, plus the visitor id to keep. */
export const chatSessionResponseSchema = z.object({
  sessionId: z.string(),
  visitorId: z.string(),
  initialMessage: chatInitialMessageSchema,
  returning: z.boolean(),
});
export type ChatSessionResponse = z.infer<typeof chatSessionResponseSchema>;

/** `POST /api/chat/message` (and its streaming twin `/api/chat/message/stream`). */
export const chatMessageRequestSchema = z.object({
  sessionId: z.string().trim().min(1, "sessionId is required").max(100),
  message: z
    .string()
    .trim()
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX, `Message is longer than ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;

export const chatSourceLinkSchema = z.object({ title: z.string(), url: z.string() });

export const chatMessageMetadataSchema = z.object({
  /** True when this reply stored a new fact about the visitor or used one. */
  memory_detected: z.boolean(),
  topics: z.array(z.string()),
  sources: z.array(chatSourceLinkSchema),
  /** True when contact details in this message became a lead. */
  lead_captured: z.boolean(),
  /** True when no person is available right now. */
  after_hours: z.boolean(),
  /** "llm" when a model wrote the answer, else "built-in". */
  answered_by: z.enum(["llm", "built-in"]),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

/** SPEC §7: `{response, metadata: {memory_detected, ...}}`. */
export const chatMessageResponseSchema = z.object({
  response: z.string(),
  timestamp: z.string(),
  metadata: chatMessageMetadataSchema,
});
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;
