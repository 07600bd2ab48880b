/**
 * Website chat sessions: their stored state, the greeting, and starting or loading one.
 * A returning visitor (known visitor id) is greeted by first name; their contact details stay
 * out of the new session, so nobody holding the id alone can have them read back.
 */
import { type ChatSessionResponse, type VisitorMemory, visitorMemorySchema } from "@repo/schemas";
import { type Brand, company } from "@repo/site-content";
import { z } from "zod";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import type { CountedHit, RateLimitHit } from "../storage";
import { unreadable } from "../storage/stored-json";
import type { ChatBookingState } from "./chat-booking";
import { dropSession, holdSession } from "./chat-held";
import { hasMemory, loadVisitorMemory } from "./memory";
import { noteRefused } from "./refused-keys";

/** A chat session expires this long after its last message. */
export const CHAT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface ChatSessionState {
  id: string;
  visitorId: string;
  createdAt: string;
  /** Stored as the conversation's first message, then no longer kept. */
  greeting?: string;
  /** The visitor's IANA time zone, sent by the widget; times are offered in it. */
  timeZone?: string;
  /** Set once the first message created the stored conversation. */
  conversationStarted: boolean;
  memory: VisitorMemory;
  tokensUsed: number;
  leadId?: string;
  /** We asked for a name to go with an email; the next short reply is taken as the name. */
  awaitingName?: boolean;
  /** Times offered in the chat and the one the visitor picked. */
  booking?: ChatBookingState;
}

export const sessionKey = (id: string) => `chat:session:${id}`;

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

function greetingFor(brand: Brand, memory: VisitorMemory, returning: boolean): string {
  if (returning && memory.name) {
    return `Welcome back, ${firstName(memory.name)}! I'm still here to help with AI implementation services, chatbots and data analysis${memory.businessType ? ` for your ${memory.businessType}` : ""}. What can I do for you today?`;
  }
  return `Hi! I'm the AI assistant for ${brand.companyName}. I can help you with AI implementation services, chatbots and data analysis, or book a free ${company.discoveryCall.minutes}-minute strategy call. What would you like to know?`;
}

/** What a new session may know from the visitor id alone: no email, no phone. */
function rememberedWithoutContact(memory: VisitorMemory): VisitorMemory {
  const { email: _email, phone: _phone, ...rest } = memory;
  return rest;
}

/** Starts a chat session; a known visitor id brings back what they told us before. */
export async function createChatSession(
  deps: Pick<Deps, "storage" | "clock" | "brand">,
  input: { visitorId?: string; timeZone?: string },
): Promise<ChatSessionResponse> {
  const now = deps.clock().toISOString();
  const remembered = input.visitorId
    ? rememberedWithoutContact(await loadVisitorMemory(deps, input.visitorId))
    : {};
  const returning = hasMemory(remembered);
  const visitorId = input.visitorId ?? newId();
  const greeting = greetingFor(deps.brand, remembered, returning);
  const session: ChatSessionState = {
    id: newId(),
    visitorId,
    createdAt: now,
    greeting,
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    conversationStarted: false,
    memory: remembered,
    tokensUsed: 0,
  };
  // Stored, not held: a session's first message is never answered held (it starts the
  // conversation), and its admission reads and holds it; a burst of new sessions, most never
  // sent a message, would otherwise push live chats out of the sessions held.
  await deps.storage.kv.set(sessionKey(session.id), session, CHAT_SESSION_TTL_MS);
  return {
    sessionId: session.id,
    visitorId,
    initialMessage: { text: greeting, timestamp: now },
    returning,
  };
}

/** The 404 the widget understands (it then starts a new session). */
export const sessionGone = () =>
  new AppError("not_found", "Chat session not found or expired. Start a new session.");

/**
 * The session read in the same storage step that counts a message's rate-limit hits (one
 * commit on SQLite, one script on Redis), and the hits in the order given: the caller judges
 * them in its own order, around `found` (which throws the 404 when there is no session). The
 * same step renews the session's expiry when every hit is within its limit (the message is
 * admitted), so an answer that changes nothing in the session writes nothing to it.
 */
export async function loadChatSessionCounted(
  deps: Pick<Deps, "storage">,
  sessionId: string,
  hits: CountedHit[],
): Promise<{ found(): ChatSessionState; hits: RateLimitHit[] }> {
  const {
    value,
    hits: counted,
    json,
  } = await deps.storage.kv.getCounted<Record<string, unknown>>(
    sessionKey(sessionId),
    hits,
    CHAT_SESSION_TTL_MS,
  );
  noteRefused(deps.storage, hits, counted);
  // getCounted gives only an object or null; an object that is not this session's state is an
  // expired session too. Checked before it is held, so a held state is always one.
  const session = value && isSessionState(value, sessionId) ? value : notAState(value, sessionId);
  if (session && json) holdSession(deps.storage, sessionId, json);
  else dropSession(deps.storage, sessionId);
  return {
    found() {
      if (!session) throw sessionGone();
      // The text read is the state as stored (kv.set wrote it with JSON.stringify), so it is
      // what the state stringifies to until a message changes it: not written out again here.
      loaded.set(session, json ?? JSON.stringify(session));
      return session;
    },
    hits: counted,
  };
}

/**
 * Whether a stored object is session `id`'s state as createChatSession and the messages write it:
 * the fields a message uses without checking (a wrong one would fail every message with a 500).
 * By hand, not a schema: this runs on every message, and a parse returns a re-keyed copy whose
 * text differs from the stored one, so saveChatSession would write every message's session.
 */
function isSessionState(
  value: Record<string, unknown>,
  id: string,
): value is ChatSessionState & Record<string, unknown> {
  const { memory, booking, timeZone } = value;
  return (
    value.id === id &&
    typeof value.visitorId === "string" &&
    typeof value.createdAt === "string" &&
    typeof value.conversationStarted === "boolean" &&
    typeof value.tokensUsed === "number" &&
    (timeZone === undefined || typeof timeZone === "string") &&
    isMemory(memory) &&
    (booking === undefined || isBooking(booking))
  );
}

/** A booking as the messages write it: the times offered, the one picked, the id once booked. */
function isBooking(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const { offered, chosen, bookingId } = value as Record<string, unknown>;
  return (
    Array.isArray(offered) &&
    offered.every(isSlot) &&
    (chosen === undefined || isSlot(chosen)) &&
    (bookingId === undefined || typeof bookingId === "string")
  );
}

/**
 * A time offered in the chat: its UTC start and the label shown. The start must read as a date:
 * the booking made from it would otherwise fail (a 500) at the visitor's email.
 */
function isSlot(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const slot = value as Record<string, unknown>;
  return (
    typeof slot.start === "string" &&
    !Number.isNaN(Date.parse(slot.start)) &&
    typeof slot.label === "string"
  );
}

/** A memory's fields that are lists of strings; every other one is a string. */
const LIST_FIELDS = new Set(["interests", "needs"]);

/** Memory as the messages write it: its values are read as strings or lists of them. */
function isMemory(value: unknown): boolean {
  if (!isPlainObject(value)) return false;
  const memory = value as Record<string, unknown>;
  for (const key in memory) {
    const field = memory[key];
    const fits = LIST_FIELDS.has(key)
      ? Array.isArray(field) && field.every((item) => typeof item === "string")
      : typeof field === "string";
    if (!fits) return false;
  }
  return true;
}

/** None, logged when an object was stored (storage logs any other value it left out). */
function notAState(value: Record<string, unknown> | null, id: string): null {
  if (value) unreadable("kv", sessionKey(id), "not a chat session's state");
  return null;
}

const isPlainObject = (value: unknown): boolean =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each loaded session's state as stored, to write it again only when it changed. */
const loaded = new WeakMap<ChatSessionState, string>();

/** The part of a stored session the admin's conversation page shows; of another shape, none. */
const sessionMemorySchema = z.object({ memory: visitorMemorySchema });

/** What a visitor told the assistant in one conversation (for the admin); undefined if nothing. */
export async function conversationMemory(
  deps: Pick<Deps, "storage">,
  conversation: { id: string; visitorId?: string },
): Promise<VisitorMemory | undefined> {
  const session = await deps.storage.kv.read(sessionKey(conversation.id), sessionMemorySchema);
  const memory =
    session?.memory ??
    (conversation.visitorId ? await loadVisitorMemory(deps, conversation.visitorId) : undefined);
  return memory && hasMemory(memory) ? memory : undefined;
}

/**
 * Stores the session with a renewed expiry when it changed. A message that changed nothing in
 * it (most answers after the first) writes nothing: its admission renewed the expiry already
 * (see loadChatSessionCounted), and a change another message of the same session stored
 * meanwhile is not overwritten with the state read before it.
 */
export async function saveChatSession(
  deps: Pick<Deps, "storage">,
  session: ChatSessionState,
): Promise<void> {
  const json = JSON.stringify(session);
  if (loaded.get(session) === json) return;
  await deps.storage.kv.set(sessionKey(session.id), session, CHAT_SESSION_TTL_MS);
  holdSession(deps.storage, session.id, json);
}
