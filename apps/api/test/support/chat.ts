/** A visitor's chat through the app's API, for tests of the chat routes. */
import { chatSessionResponseSchema } from "@repo/schemas";
import type { TestApp } from "./app";
import { readJson } from "./responses";

/** A new chat session on `t`, and a way to send it a message (its response). */
export async function startChat(t: TestApp) {
  const { sessionId } = await readJson(
    await t.json("POST", "/api/chat/session"),
    chatSessionResponseSchema,
  );
  const send = (message: string) => t.json("POST", "/api/chat/message", { sessionId, message });
  return { sessionId, send };
}
