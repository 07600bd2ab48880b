/**
 * Stores each MCP and NLWeb exchange as a conversation (source `mcp` / `nlweb`) so admin
 * analytics sees agent traffic. Exchanges with one conversation key (an MCP session, one
 * person's email) within 30 minutes share a conversation: the key maps to it in `kv` with that
 * expiry, renewed on every exchange. The caller picks the key, never an address alone; an
 * exchange without one is a conversation of its own.
 */
import type { ConversationMessage, ConversationSource } from "@repo/schemas";
import type { Deps } from "../context";
import { newId } from "../lib/ids";
import { cleanReplyMarkdown, siteLinkPolicy } from "../lib/reply-markdown";

export const AGENT_CONVERSATION_TTL_MS = 30 * 60_000;
/** How much of an answer the conversation keeps. */
const MAX_ANSWER = 8000;

export interface AgentExchange {
  source: Extract<ConversationSource, "mcp" | "nlweb">;
  /**
   * Groups exchanges into one conversation (e.g. `session:…`, `person:…`); hashed before use.
   * Without one the exchange is a conversation of its own.
   */
  clientKey?: string;
  /** A question in words (counted in Chat Insights) or a tool call (an action, not counted). */
  kind?: "question" | "action";
  /** What the agent asked or did, in words. */
  question: string;
  answer: string;
  /**
   * The answer already went through `cleanReplyMarkdown` with the site's link policy (the
   * assistant's answers do): kept as it is when it fits, not cleaned a second time.
   */
  answerCleaned?: boolean;
  tags?: string[];
  leadId?: string;
}

const hash = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("base64url");

type RecorderDeps = Pick<Deps, "storage" | "env" | "clock" | "logger" | "brand">;

/**
 * The client's open conversation, or a new id for one (the caller creates it). The key's
 * renewal is started, not awaited: the caller sends its append beside it, so both go in one
 * commit on SQLite and one round trip on Redis.
 */
async function conversationFor(deps: RecorderDeps, key: string) {
  const existing = await deps.storage.kv.get<string>(key);
  if (existing) {
    const write = deps.storage.kv.set(key, existing, AGENT_CONVERSATION_TTL_MS);
    return { id: existing, created: false, write };
  }
  const id = newId();
  if (!(await deps.storage.kv.setIfAbsent(key, id, AGENT_CONVERSATION_TTL_MS))) {
    const winner = await deps.storage.kv.get<string>(key);
    if (winner) return { id: winner, created: false, write: undefined };
    await deps.storage.kv.set(key, id, AGENT_CONVERSATION_TTL_MS);
  }
  return { id, created: true, write: undefined };
}

function newAgentConversation(deps: RecorderDeps, exchange: AgentExchange, id: string) {
  return {
    id,
    source: exchange.source,
    environment: deps.env.APP_ENV,
    startedAt: deps.clock().toISOString(),
    visitorId: hash(exchange.clientKey ?? id).slice(0, 16),
  };
}

/** The question and the answer as the conversation keeps them. */
function exchangeMessages(
  deps: RecorderDeps,
  exchange: AgentExchange,
): [ConversationMessage, ConversationMessage] {
  const at = deps.clock().toISOString();
  return [
    {
      isUser: true,
      text: exchange.question.slice(0, 2000),
      timestamp: at,
      source: exchange.source === "mcp" ? "mcp" : "user",
      ...(exchange.kind ? { kind: exchange.kind } : {}),
    },
    {
      isUser: false,
      // Shown to the owner as markdown: whatever a tool's answer repeats of the agent's words
      // (a name, a query) must not load an image or become a link elsewhere.
      text:
        exchange.answerCleaned && exchange.answer.length <= MAX_ANSWER
          ? exchange.answer
          : cleanReplyMarkdown(exchange.answer.slice(0, MAX_ANSWER), siteLinkPolicy(deps.brand)),
      timestamp: at,
      source: "ai",
    },
  ];
}

/**
 * Appends the question and the answer with their tags in one storage step, the lead beside
 * it (one commit on SQLite, one round trip on Redis); false when the conversation is not there
 * (yet).
 */
async function append(deps: RecorderDeps, exchange: AgentExchange, id: string) {
  const { conversations } = deps.storage;
  const [appended] = await Promise.all([
    conversations.appendMessages(id, exchangeMessages(deps, exchange), exchange.tags),
    exchange.leadId ? conversations.setLead(id, exchange.leadId) : undefined,
  ]);
  return appended !== null;
}

/**
 * A new conversation with the question and the answer and their tags in one storage step, the
 * lead link issued after it (one commit on SQLite, one round trip on Redis).
 */
async function create(deps: RecorderDeps, exchange: AgentExchange, id: string) {
  const { conversations } = deps.storage;
  await Promise.all([
    conversations.createWithMessages(
      newAgentConversation(deps, exchange, id),
      exchangeMessages(deps, exchange),
      exchange.tags,
    ),
    exchange.leadId ? conversations.setLead(id, exchange.leadId) : undefined,
  ]);
  return id;
}

/**
 * Appends the question and the answer; returns the conversation id. Never throws: analytics
 * must not break an agent's call, so failures are logged.
 */
export async function recordAgentExchange(
  deps: RecorderDeps,
  exchange: AgentExchange,
): Promise<string | null> {
  try {
    const { clientKey } = exchange;
    // An exchange of its own: nothing else can find or write its conversation; no key is kept.
    if (!clientKey) return await create(deps, exchange, newId());
    const key = `agent-conversation:${exchange.source}:${hash(clientKey)}`;
    let found = await conversationFor(deps, key);
    for (let attempt = 0; ; attempt++) {
      if (found.created) return await create(deps, exchange, found.id);
      const [stored] = await Promise.all([append(deps, exchange, found.id), found.write]);
      if (stored) return found.id;
      // Another call of this client may still be creating the conversation; or it was cleared
      // (after ten tries the key goes and this call starts a new one).
      if (attempt >= 15) throw new Error(`conversation ${found.id} cannot be written`);
      if (attempt >= 10) {
        await deps.storage.kv.delete(key);
        found = await conversationFor(deps, key);
      } else {
        found = { ...found, write: undefined };
        await Bun.sleep(20);
      }
    }
  } catch (error) {
    deps.logger.warn(
      { err: error instanceof Error ? error.message : String(error), source: exchange.source },
      "could not record the agent exchange",
    );
    return null;
  }
}
