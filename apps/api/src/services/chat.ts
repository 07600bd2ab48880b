/**
 * One visitor message in the website chat: stored in the conversation, memory extracted and
 * kept, then answered by the in-chat booking (times, pick, confirm) or by the shared
 * assistant, with lead capture and the after-hours notice.
 */
import type { ChatMessageResponse, ConversationMessage } from "@repo/schemas";
import { streamAnswer } from "../ai/assistant";
import { leansOnEarlier } from "../ai/front-desk/follow-up";
import { type Intent, intentOf, wantsPerson } from "../ai/front-desk/understanding";
import type { Deps } from "../context";
import { cleanReplyMarkdown, replyMarkdownStream, siteLinkPolicy } from "../lib/reply-markdown";
import { businessStatus } from "./business-hours";
import { asksForCall, bookingTurn, nameBesideEmail } from "./chat-booking";
import { chatConversation } from "./chat-conversation";
import { captureLead, hasLeadToCapture, noLeadCapture } from "./chat-lead";
import { type ChatSessionState, saveChatSession, sessionGone } from "./chat-session";
import { extractMemory, mergeMemory, saveVisitorMemory } from "./memory";

export { createChatSession, loadChatSessionCounted } from "./chat-session";

/** Tags a conversation that asked for a person (or left details) outside business hours. */
export const AFTER_HOURS_TAG = "after_hours";

export type ChatDeps = Pick<
  Deps,
  "storage" | "env" | "clock" | "llm" | "logger" | "brand" | "knowledge" | "businessHours" | "busy"
>;

function afterHoursNote(deps: ChatDeps): string | null {
  try {
    const status = businessStatus(deps);
    if (status.open) return null;
    const next = status.nextOpenLocal ? ` A person will answer from ${status.nextOpenLocal}.` : "";
    return `_Our team is offline right now (hours: ${status.hours}, ${status.timeZone}).${next}_`;
  } catch (error) {
    deps.logger.warn({ err: String(error) }, "business hours unusable; no after-hours notice");
    return null;
  }
}

/**
 * Answers one visitor message of a loaded session. With `onDelta` the answer text is passed on
 * piece by piece as it is produced; the returned response always carries the whole text.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  session: ChatSessionState,
  input: { message: string },
  onDelta?: (text: string) => void,
): Promise<ChatMessageResponse> {
  return (await answerMessage(deps, session, input, onDelta)) as ChatMessageResponse;
}

/**
 * A held session's exchange written with its hits counted, if its state is still the one held:
 * false when nothing was written.
 */
export type HeldWrite = (
  exchange: ConversationMessage[],
  tags: string[],
  session: ChatSessionState,
) => Promise<boolean>;

/**
 * sendChatMessage, or with `held` sendHeldMessage's answer (chat-held-message.ts): null, before anything is written,
 * when the message would write more than its exchange (or the session's state would change),
 * and null when `held` wrote nothing.
 */
export async function answerMessage(
  deps: ChatDeps,
  session: ChatSessionState,
  input: { message: string },
  onDelta?: (text: string) => void,
  held?: HeldWrite,
): Promise<ChatMessageResponse | null> {
  const message = input.message.trim();
  const startsConversation = !session.conversationStarted;
  const conversation = chatConversation(deps, session);
  // Earlier messages matter to a model; the built-in responder reads the memory instead, and
  // the last questions only for a follow-up with no subject of its own ("how long is it?").
  // They are read before this message is stored.
  const readHistory = () =>
    deps.llm ? conversation.earlier(12) : leansOnEarlier(message) ? conversation.earlier(4) : [];
  const userMessage: ConversationMessage = {
    isUser: true,
    text: message,
    timestamp: deps.clock().toISOString(),
    source: "user",
  };
  // The message is stored first when anything else it leads to may write (a booking, a lead)
  // or when a streamed reply starts; while a model answers (which takes seconds) its write runs
  // beside it; otherwise it is stored with the reply, in the same storage step (one commit on
  // SQLite, one round trip on Redis). A vanished conversation is a 404 either way.
  let userStored = false;
  const storeUser = async () => {
    if (!(await conversation.write([userMessage]))) throw sessionGone();
    userStored = true;
  };

  const found = extractMemory(message);
  if (session.booking?.chosen && !found.name && !session.memory.name && found.email) {
    const name = nameBesideEmail(message);
    if (name) found.name = name;
  }
  const merged = mergeMemory(session.memory, found);
  let memory = merged.memory;
  const writesMore = Boolean(session.booking || (memory.email && !session.leadId));
  if (held && (writesMore || deps.llm || startsConversation || merged.changed.length)) return null;
  let history: ConversationMessage[] | undefined;
  let userWrite: Promise<void> | undefined;
  if (onDelta || writesMore) {
    history = await readHistory();
    await storeUser();
  } else if (deps.llm) {
    history = await readHistory();
    userWrite = storeUser();
    // Awaited before the reply is stored; a failure meanwhile is not left unhandled.
    userWrite.catch(() => {});
  }
  // Every piece of the reply, from the model or repeating the visitor, is cleaned on its way
  // out: no image, no HTML and no link off this site (see reply-markdown.ts).
  const links = siteLinkPolicy(deps.brand);
  const cleaner = onDelta && replyMarkdownStream(links);
  const emit = (piece: string) => {
    const clean = cleaner?.push(piece);
    if (clean) onDelta?.(clean);
  };

  let text: string;
  let topics: string[] = [];
  let sources: { title: string; url: string }[] = [];
  let answeredBy: "llm" | "built-in" = "built-in";
  let usedMemory = false;
  let unanswered = false;
  let captured = false;
  let asked = false;
  // What the message asks for is read once: the booking's turn and the answer both need it.
  let intent: Intent | undefined;
  const intentOfMessage = () => {
    intent ??= intentOf(message);
    return intent;
  };
  // A held session has no booking (writesMore): this message would start one.
  if (held && asksForCall(message, intentOfMessage)) return null;
  // The booking's turn and the lead's capture are called only when they have something to do
  // (most messages start no booking and bring no email): each await lets the other messages
  // answered meanwhile read theirs, and this message's words, kept briefly
  // (front-desk/message-cues.ts), would then be read again for its answer.
  const booking =
    session.booking || asksForCall(message, intentOfMessage)
      ? await bookingTurn(deps, session, message, memory, intentOfMessage)
      : null;
  if (booking) {
    text = booking.text;
    topics = ["booking"];
    emit(text);
  } else {
    const lead = hasLeadToCapture(session, memory)
      ? await captureLead(deps, session, message, memory)
      : noLeadCapture(memory);
    memory = lead.memory;
    captured = lead.captured;
    asked = lead.asked;
    // Read only when there is a lead reply: most messages are then not split into words.
    const asksQuestion = () => /\?/.test(message) || message.split(/\s+/).length > 12;
    if (lead.reply && !(lead.captured && asksQuestion())) {
      text = lead.reply;
      topics = ["contact"];
      emit(text);
    } else {
      const prefix =
        merged.changed.includes("name") && memory.name && !lead.reply
          ? `Nice to meet you, ${memory.name}! `
          : "";
      if (prefix) emit(prefix);
      // Read here, unless the message is stored already: a follow-up's words are then read
      // right before the answer reads them again (an answer keeps its question's words only
      // briefly, not across the other messages answered meanwhile).
      if (!history) {
        const read = readHistory();
        history = Array.isArray(read) ? read : await read;
      }
      const result = await streamAnswer(
        deps,
        {
          question: message,
          history: history.map((m) => ({ isUser: m.isUser, text: m.text })),
          memory,
          // Only this conversation can have added an email or phone (see chat-session.ts).
          contactShared: Boolean(memory.email || memory.phone),
          channel: "chat",
          tokenBudget: deps.env.CHAT_TOKEN_BUDGET - session.tokensUsed,
          intent,
        },
        onDelta && emit,
      );
      session.tokensUsed += result.tokensUsed;
      text = prefix + result.text;
      topics = result.topics;
      sources = result.sources.slice(0, 3).map((s) => ({ title: s.title, url: s.url }));
      answeredBy = result.usedLlm ? "llm" : "built-in";
      usedMemory = result.usedMemory || Boolean(prefix);
      unanswered = result.unanswered;
      if (lead.reply) {
        const tail = `\n\n${lead.reply}`;
        emit(tail);
        text += tail;
      }
    }
  }

  let afterHours = false;
  if (!booking && (captured || asked || wantsPerson(message))) {
    const note = afterHoursNote(deps);
    if (note) {
      afterHours = true;
      const tail = `\n\n${note}`;
      emit(tail);
      text += tail;
    }
  }

  const rest = cleaner?.end();
  if (rest) onDelta?.(rest);
  text = cleanReplyMarkdown(text, links);

  const timestamp = deps.clock().toISOString();
  const source = booking ? "mcp" : "ai";
  // The topics, then what happened, each once (a set keeps the order first added).
  const tagSet = new Set(topics);
  if (captured) tagSet.add("lead");
  if (booking?.booked) tagSet.add("booked");
  if (unanswered) tagSet.add("unanswered");
  // The morning digest lists these: a person was wanted while nobody was there.
  if (afterHours) tagSet.add(AFTER_HOURS_TAG);
  const tags = [...tagSet];
  const memoryChanged = merged.changed.length > 0 || memory.name !== merged.memory.name;
  session.memory = memory;
  // The answer with its tags (and the message, unless stored already) and the session are
  // independent writes: issued together they share one commit on SQLite and one round trip on
  // Redis. Except when this write creates the conversation: the session, saved as started, then
  // follows it, so a create that fails leaves no session naming a conversation that is not there.
  const reply: ConversationMessage = { isUser: false, text, timestamp, source };
  if (held) {
    // Only the exchange may be written, with the session's state as held.
    if (memoryChanged || !(await held([userMessage, reply], tags, session))) return null;
  } else {
    if (userWrite) await userWrite;
    const write = conversation.write(userStored ? [reply] : [userMessage, reply], tags);
    const [appended] = await Promise.all([
      write,
      startsConversation && !userStored
        ? write.then(() => saveChatSession(deps, session))
        : saveChatSession(deps, session),
      memoryChanged ? saveVisitorMemory(deps, session.visitorId, memory) : undefined,
    ]);
    if (!appended) throw sessionGone();
  }

  return {
    response: text,
    timestamp,
    metadata: {
      memory_detected: memoryChanged || usedMemory,
      topics,
      sources,
      lead_captured: captured || Boolean(booking?.booked),
      after_hours: afterHours,
      answered_by: answeredBy,
      source,
      ...(booking?.slots?.length ? { slots: booking.slots } : {}),
      ...(booking?.booked ? { booked: true } : {}),
    },
  };
}
