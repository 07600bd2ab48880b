/**
 * Website chat sessions: the greeting, each visitor message answered by the shared assistant,
 * the conversation stored for analytics, memory kept per session and visitor, lead capture
 * once per session, and the after-hours notice.
 */
import type {
  ChatMessageResponse,
  ChatSessionResponse,
  ConversationMessage,
  VisitorMemory,
} from "@repo/schemas";
import { type Brand, company } from "@repo/site-content";
import { streamAnswer } from "../ai/assistant";
import { wantsPerson } from "../ai/responder";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId } from "../lib/ids";
import { businessStatus } from "./business-hours";
import { createLead } from "./leads";
import {
  extractMemory,
  hasMemory,
  loadVisitorMemory,
  mergeMemory,
  saveVisitorMemory,
} from "./memory";

type ChatDeps = Pick<
  Deps,
  "storage" | "env" | "clock" | "llm" | "logger" | "brand" | "knowledge" | "businessHours"
>;

/** A chat session expires this long after its last message. */
export const CHAT_SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface ChatSessionState {
  id: string;
  visitorId: string;
  createdAt: string;
  greeting: string;
  /** Set once the first message created the stored conversation. */
  conversationStarted: boolean;
  memory: VisitorMemory;
  tokensUsed: number;
  leadId?: string;
  /** We asked for a name to go with an email; the next short reply is taken as the name. */
  awaitingName?: boolean;
}

const sessionKey = (id: string) => `chat:session:${id}`;
const leadClaimKey = (id: string) => `chat:lead-claim:${id}`;

function greetingFor(brand: Brand, memory: VisitorMemory, returning: boolean): string {
  if (returning && memory.name) {
    return `Welcome back, ${memory.name}! I'm still here to help with AI implementation services, chatbots and data analysis${memory.businessType ? ` for your ${memory.businessType}` : ""}. What can I do for you today?`;
  }
  return `Hi! I'm the AI assistant for ${brand.companyName}. I can help you with AI implementation services, chatbots and data analysis, or book a free ${company.discoveryCall.minutes}-minute strategy call. What would you like to know?`;
}

/** Starts a chat session; a known visitor id brings back what they told us before. */
export async function createChatSession(
  deps: ChatDeps,
  input: { visitorId?: string },
): Promise<ChatSessionResponse> {
  const now = deps.clock().toISOString();
  // Contact details are never read back on the strength of the visitor id alone: a returning
  // visitor is greeted by name, and shares an email or phone again to be contacted.
  const {
    email: _email,
    phone: _phone,
    ...remembered
  } = input.visitorId ? await loadVisitorMemory(deps, input.visitorId) : ({} as VisitorMemory);
  const returning = hasMemory(remembered);
  const visitorId = input.visitorId ?? newId();
  const greeting = greetingFor(deps.brand, remembered, returning);
  const session: ChatSessionState = {
    id: newId(),
    visitorId,
    createdAt: now,
    greeting,
    conversationStarted: false,
    memory: remembered,
    tokensUsed: 0,
  };
  await deps.storage.kv.set(sessionKey(session.id), session, CHAT_SESSION_TTL_MS);
  return {
    sessionId: session.id,
    visitorId,
    initialMessage: { text: greeting, timestamp: now },
    returning,
  };
}

/** The session, or a 404 the widget understands (it then starts a new one). */
export async function requireChatSession(
  deps: Pick<Deps, "storage">,
  sessionId: string,
): Promise<ChatSessionState> {
  const session = await deps.storage.kv.get<ChatSessionState>(sessionKey(sessionId));
  if (!session) {
    throw new AppError("not_found", "Chat session not found or expired. Start a new session.");
  }
  return session;
}

const NAME_REPLY =
  /^\s*(?:it'?s\s+|i'?m\s+|my name is\s+)?([A-Za-zÀ-ÿ'-]{2,20}(?:\s+[A-Za-zÀ-ÿ'-]{2,20}){0,2})[\s.!]*$/i;

/** Contact details in the chat become one lead per session; returns the reply text if so. */
async function captureLead(
  deps: ChatDeps,
  session: ChatSessionState,
  message: string,
  memory: VisitorMemory,
): Promise<{ memory: VisitorMemory; reply?: string; captured: boolean; asked: boolean }> {
  const email = memory.email;
  if (session.leadId || !email) return { memory, captured: false, asked: false };
  let name = memory.name;
  if (!name && session.awaitingName) {
    const m = NAME_REPLY.exec(message);
    if (m?.[1] && !m[1].includes("@")) {
      name = m[1].replace(/\b\w/g, (ch) => ch.toUpperCase());
      memory = { ...memory, name };
    }
  }
  if (!name && !session.awaitingName) {
    session.awaitingName = true;
    return {
      memory,
      asked: true,
      captured: false,
      reply: `Thanks! I've got your email (${memory.email}). What name should our team use when they reach out?`,
    };
  }
  // Claim the session's one lead atomically, so two quick messages cannot create two.
  const claimed = await deps.storage.kv.setIfAbsent(
    leadClaimKey(session.id),
    true,
    CHAT_SESSION_TTL_MS,
  );
  if (!claimed) return { memory, captured: false, asked: false };
  const details = [
    memory.businessType && `Business: ${memory.businessType}`,
    memory.companySize && `Company size: ${memory.companySize}`,
    memory.interests?.length && `Interested in: ${memory.interests.join(", ")}`,
    memory.preferredContactTime && `Preferred contact time: ${memory.preferredContactTime}`,
  ].filter(Boolean);
  const lead = await createLead(deps, {
    type: "chat",
    source: "chat_assistant",
    name: name ?? "Website visitor",
    email,
    phone: memory.phone,
    company: memory.company,
    industry: memory.businessType,
    employees: memory.companySize,
    message: [`Left contact details in the website chat.`, ...details].join("\n"),
    conversationId: session.id,
  });
  await deps.storage.conversations.setLead(session.id, lead.id);
  session.leadId = lead.id;
  session.awaitingName = false;
  const { brand } = deps;
  const who = name ? `Thanks, ${name}!` : "Thanks!";
  const when = memory.preferredContactTime ? `, ideally ${memory.preferredContactTime}` : "";
  return {
    memory,
    captured: true,
    asked: false,
    reply: `${who} I've passed your details to our team. A person will email you at **${memory.email}** ${company.responseTimes.email}${when}. If you'd rather pick a time now, [book your free ${company.discoveryCall.minutes}-minute discovery call](${brand.bookingUrl}).`,
  };
}

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
 * Answers one visitor message. With `onDelta` the answer text is passed on piece by piece as
 * it is produced; the returned response always carries the whole text.
 */
export async function sendChatMessage(
  deps: ChatDeps,
  input: { sessionId: string; message: string },
  onDelta?: (text: string) => void,
): Promise<ChatMessageResponse> {
  const session = await requireChatSession(deps, input.sessionId);
  const { conversations } = deps.storage;
  const message = input.message.trim();
  const now = deps.clock().toISOString();

  if (!session.conversationStarted) {
    // A parallel first message of this session may have started it already (conflict): then
    // that request stores the greeting.
    const started = await conversations
      .create({
        id: session.id,
        source: "chat",
        environment: deps.env.APP_ENV,
        startedAt: session.createdAt,
        visitorId: session.visitorId,
      })
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError && error.code === "conflict") return false;
          throw error;
        },
      );
    if (started)
      await conversations.appendMessage(session.id, {
        isUser: false,
        text: session.greeting,
        timestamp: session.createdAt,
        source: "ai",
      });
    session.conversationStarted = true;
  }
  const history = await conversations.messages(session.id, 12);
  const userMessage: ConversationMessage = {
    isUser: true,
    text: message,
    timestamp: now,
    source: "user",
  };
  if (!(await conversations.appendMessage(session.id, userMessage))) {
    throw new AppError("not_found", "Chat session not found or expired. Start a new session.");
  }

  const merged = mergeMemory(session.memory, extractMemory(message));
  const lead = await captureLead(deps, session, message, merged.memory);
  const memory = lead.memory;
  const memoryChanged = merged.changed.length > 0 || memory.name !== merged.memory.name;

  let text: string;
  let topics: string[];
  let sources: { title: string; url: string }[] = [];
  let answeredBy: "llm" | "built-in" = "built-in";
  let usedMemory = false;
  const emit = (piece: string) => onDelta?.(piece);

  const asksQuestion = /\?/.test(message) || message.split(/\s+/).length > 12;
  if (lead.reply && !(lead.captured && asksQuestion)) {
    text = lead.reply;
    topics = ["contact"];
    emit(text);
  } else {
    const prefix =
      merged.changed.includes("name") && memory.name && !lead.reply
        ? `Nice to meet you, ${memory.name}! `
        : "";
    if (prefix) emit(prefix);
    const result = await streamAnswer(
      deps,
      {
        question: message,
        history: history.map((m) => ({ isUser: m.isUser, text: m.text })),
        memory,
        contactShared: Boolean(memory.email || memory.phone),
        channel: "chat",
        tokenBudget: deps.env.CHAT_TOKEN_BUDGET - session.tokensUsed,
      },
      onDelta,
    );
    session.tokensUsed += result.tokensUsed;
    text = prefix + result.text;
    topics = result.topics;
    sources = result.sources.slice(0, 3).map((s) => ({ title: s.title, url: s.url }));
    answeredBy = result.usedLlm ? "llm" : "built-in";
    usedMemory = result.usedMemory || Boolean(prefix);
    if (lead.reply) {
      const tail = `\n\n${lead.reply}`;
      emit(tail);
      text += tail;
    }
  }

  let afterHours = false;
  if (lead.captured || lead.asked || wantsPerson(message)) {
    const note = afterHoursNote(deps);
    if (note) {
      afterHours = true;
      const tail = `\n\n${note}`;
      emit(tail);
      text += tail;
    }
  }

  const timestamp = deps.clock().toISOString();
  await conversations.appendMessage(session.id, { isUser: false, text, timestamp, source: "ai" });
  const tags = [...new Set([...topics, ...(lead.captured ? ["lead"] : [])])];
  if (tags.length) await conversations.addTags(session.id, tags);

  session.memory = memory;
  await deps.storage.kv.set(sessionKey(session.id), session, CHAT_SESSION_TTL_MS);
  if (memoryChanged) await saveVisitorMemory(deps, session.visitorId, memory);

  return {
    response: text,
    timestamp,
    metadata: {
      memory_detected: memoryChanged || usedMemory,
      topics,
      sources,
      lead_captured: lead.captured,
      after_hours: afterHours,
      answered_by: answeredBy,
    },
  };
}
