import { z } from "zod";
import { appEnvironmentSchema, inputString } from "./common";

/** Where a conversation came from: the website chat, an MCP agent, or the NLWeb ask API. */
export const conversationSourceSchema = z.enum(["chat", "mcp", "nlweb"]);
export type ConversationSource = z.infer<typeof conversationSourceSchema>;

/** Who wrote a message: the visitor (`user`), our assistant (`ai`), or an agent over MCP (`mcp`). */
export const messageSourceSchema = z.enum(["user", "ai", "mcp"]);
export type MessageSource = z.infer<typeof messageSourceSchema>;

export const conversationMessageSchema = z.object({
  isUser: z.boolean(),
  text: inputString(),
  timestamp: inputString(),
  source: messageSourceSchema,
  /** An agent's tool call (`action`) rather than a question in words; actions are not counted as questions. */
  kind: z.enum(["question", "action"]).optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A stored conversation without its messages (SPEC §3 Conversation summary). */
export const conversationSchema = z.object({
  id: inputString(),
  source: conversationSourceSchema,
  environment: appEnvironmentSchema,
  startedAt: inputString(),
  updatedAt: inputString(),
  messageCount: z.number(),
  /** Messages the visitor or agent sent. */
  questionCount: z.number(),
  /** Topics detected (pricing, booking, chatbots…). */
  tags: z.array(inputString()),
  /** The first visitor message, for list previews. */
  firstQuestion: inputString().optional(),
  visitorId: inputString().optional(),
  leadId: inputString().optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;
