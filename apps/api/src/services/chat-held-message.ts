/**
 * A message of a session this process holds (see chat-held.ts), answered from the state held
 * and stored in one storage step with its rate-limit hits.
 */
import type { ChatMessageResponse } from "@repo/schemas";
import type { CountedHit, RateLimitHit } from "../storage";
import { answerMessage, type ChatDeps, type HeldWrite } from "./chat";
import { dropSession, heldSession } from "./chat-held";
import { CHAT_SESSION_TTL_MS, sessionKey } from "./chat-session";

/**
 * Answers a message of a session this process holds (see chat-held.ts) when all it writes is
 * its exchange: stored with its hits counted in one storage step, which returns them. Null
 * when it must be admitted and answered as usual (sendChatMessage): nothing was written.
 */
export async function sendHeldMessage(
  deps: ChatDeps,
  input: { sessionId: string; message: string },
  hits: CountedHit[],
): Promise<{ response: ChatMessageResponse; hits: RateLimitHit[] } | null> {
  // A model's answer stores the message first, beside it: never one step.
  if (deps.llm) return null;
  const json = heldSession(deps.storage, input.sessionId, hits);
  if (json === undefined) return null;
  let counted: RateLimitHit[] | undefined;
  const write: HeldWrite = async (exchange, tags, session) => {
    if (JSON.stringify(session) !== json) return false;
    const held = { key: sessionKey(session.id), json, ttlMs: CHAT_SESSION_TTL_MS };
    const stored = await deps.storage.conversations.addMessagesIfHeld(
      session.id,
      exchange,
      tags,
      held,
      hits,
    );
    if (!stored.written) {
      // A limit refusing it leaves the state as held (noteRefused keeps its messages read
      // first meanwhile); a changed entry or a gone conversation ends the hold.
      if (stored.why !== "limited") dropSession(deps.storage, session.id);
      return false;
    }
    counted = stored.hits;
    return true;
  };
  // Held only as a state checked when read (loadChatSessionCounted) or as written: parsed as is.
  const response = await answerMessage(deps, JSON.parse(json), input, undefined, write);
  return response && counted ? { response, hits: counted } : null;
}
