import { z } from "zod";
import { timeZoneSchema } from "./bookings";
import { inputString } from "./common";

/** Longest visitor message the chat accepts. */
export const CHAT_MESSAGE_MAX = 2000;

/** Facts a visitor told the assistant; kept with the session and the visitor id. */
export const visitorMemorySchema = z.object({
  name: inputString().optional(),
  email: inputString().optional(),
  phone: inputString().optional(),
  company: inputString().optional(),
  businessType: inputString().optional(),
  companySize: inputString().optional(),
  interests: z.array(inputString()).optional(),
  preferredContactTime: inputString().optional(),
  /** Town or city the business is in. */
  location: inputString().optional(),
  /** Problems the visitor said they have ("missed calls", "losing leads"). */
  needs: z.array(inputString()).optional(),
});
export type VisitorMemory = z.infer<typeof visitorMemorySchema>;

/** `POST /api/chat/session`: an optional visitor id so a returning visitor is recognised. */
export const chatSessionRequestSchema = z
  .object({
    visitorId: inputString().trim().min(8).max(100).optional(),
    /** The visitor's IANA time zone (the widget sends it), so offered times read locally. */
    timeZone: timeZoneSchema.optional(),
  })
  .default({});
export type ChatSessionRequest = z.input<typeof chatSessionRequestSchema>;

export const chatInitialMessageSchema = z.object({ text: inputString(), timestamp: inputString() });

/** SPEC §7: `{sessionId, initialMessage: {text, timestamp}}`, plus the visitor id to keep. */
export const chatSessionResponseSchema = z.object({
  sessionId: inputString(),
  visitorId: inputString(),
  initialMessage: chatInitialMessageSchema,
  returning: z.boolean(),
});
export type ChatSessionResponse = z.infer<typeof chatSessionResponseSchema>;

/** `POST /api/chat/message` (and its streaming twin `/api/chat/message/stream`). */
export const chatMessageRequestSchema = z.object({
  sessionId: inputString().trim().min(1, "sessionId is required").max(100),
  message: inputString()
    .trim()
    .min(1, "Message cannot be empty")
    .max(CHAT_MESSAGE_MAX, `Message is longer than ${CHAT_MESSAGE_MAX} characters`),
});
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;

export const chatSourceLinkSchema = z.object({ title: inputString(), url: inputString() });

/** A free time offered in the chat: its UTC start and how it reads in the visitor's zone. */
export const chatSlotSchema = z.object({ start: z.string(), label: z.string() });
export type ChatSlot = z.infer<typeof chatSlotSchema>;

export const chatMessageMetadataSchema = z.object({
  /** True when this reply stored a new fact about the visitor or used one. */
  memory_detected: z.boolean(),
  topics: z.array(inputString()),
  sources: z.array(chatSourceLinkSchema),
  /** True when contact details in this message became a lead. */
  lead_captured: z.boolean(),
  /** True when no person is available right now. */
  after_hours: z.boolean(),
  /** "llm" when a model wrote the answer, else "built-in". */
  answered_by: z.enum(["llm", "built-in"]),
  /** "mcp" when the booking tools wrote this message (shown with the 'MCP' badge). */
  source: z.enum(["ai", "mcp"]).optional(),
  /** Free times offered for the call; the widget shows them as buttons. */
  slots: z.array(chatSlotSchema).optional(),
  /** True when this message booked the call. */
  booked: z.boolean().optional(),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

/** SPEC §7: `{response, metadata: {memory_detected, ...}}`. */
export const chatMessageResponseSchema = z.object({
  response: inputString(),
  timestamp: inputString(),
  metadata: chatMessageMetadataSchema,
});
export type ChatMessageResponse = z.infer<typeof chatMessageResponseSchema>;
