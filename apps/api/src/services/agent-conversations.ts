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
import type { CountedHit, RateLimitHit } from "../storage";

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

/** sha256, base64url: the one-shot form, without a hasher object per call. */
const hash = (text: string) => Bun.CryptoHasher.hash("sha256", text, "base64url");

type RecorderDeps = Pick<Deps, "storage" | "env" | "clock" | "logger" | "brand">;

/** `keyHash`: the hash of the exchange's client key, or of `id` for an exchange of its own. */
function newAgentConversation(
  deps: RecorderDeps,
  exchange: AgentExchange,
  id: string,
  startedAt: string,
  keyHash = hash(id),
) {
  return {
    id,
    source: exchange.source,
    environment: deps.env.APP_ENV,
    startedAt,
    visitorId: keyHash.slice(0, 16),
  };
}

/** The question and the answer as the conversation keeps them, both at `at`. */
function exchangeMessages(
  deps: RecorderDeps,
  exchange: AgentExchange,
  at: string,
): [ConversationMessage, ConversationMessage] {
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
 * A new conversation with the question and the answer and their tags in one storage step, the
 * lead link issued after it (one commit on SQLite, one round trip on Redis).
 */
async function create(deps: RecorderDeps, exchange: AgentExchange, id: string, at: string) {
  const { conversations } = deps.storage;
  await Promise.all([
    conversations.createWithMessages(
      newAgentConversation(deps, exchange, id, at),
      exchangeMessages(deps, exchange, at),
      exchange.tags,
    ),
    exchange.leadId ? conversations.setLead(id, exchange.leadId) : undefined,
  ]);
  return id;
}

/** The `kv` entry naming a client key's conversation (per environment: a store shared by development and production keeps each its own). */
const entryKey = (deps: RecorderDeps, source: AgentExchange["source"], keyHash: string) =>
  `agent-conversation:${deps.env.APP_ENV}:${source}:${keyHash}`;

/**
 * recordAgentExchange's writes (for an exchange without a lead) and `hits` in one storage step,
 * only when every hit is within its limit: the hits as counted then, or null when nothing was
 * written and nothing counted (a hit over its limit, or the new id taken). The recording's own
 * failure is logged (the hits counted); a failure to count is thrown: whether the hits were
 * counted is not known.
 */
export async function recordAgentExchangeCounted(
  deps: RecorderDeps,
  exchange: Omit<AgentExchange, "leadId">,
  hits: CountedHit[],
): Promise<RateLimitHit[] | null> {
  const { clientKey } = exchange;
  const at = deps.clock().toISOString();
  const id = newId();
  const keyHash = clientKey ? hash(clientKey) : undefined;
  const written = await deps.storage.conversations.appendKeyedCounted(
    keyHash ? entryKey(deps, exchange.source, keyHash) : null,
    AGENT_CONVERSATION_TTL_MS,
    newAgentConversation(deps, exchange, id, at, keyHash),
    exchangeMessages(deps, exchange, at),
    exchange.tags ?? [],
    hits,
  );
  if (!written.written) return null;
  // Counted but not recorded: logged as recordAgentExchange logs it, the agent keeps its answer.
  if (written.id === null) notRecorded(deps, exchange.source, written.error);
  return written.hits;
}

/** Analytics must not break an agent's call: a failed recording is logged, never answered. */
const notRecorded = (deps: RecorderDeps, source: AgentExchange["source"], err: string) =>
  deps.logger.warn({ err, source }, "could not record the agent exchange");

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
    // One clock reading: a new conversation starts when its first exchange happens.
    const at = deps.clock().toISOString();
    // An exchange of its own: nothing else can find or write its conversation; no key is kept.
    if (!clientKey) return await create(deps, exchange, newId(), at);
    // The key's conversation with this exchange appended and the key renewed, or a new one
    // started with it and the key set: one storage step (one commit, one script).
    const { conversations } = deps.storage;
    const keyHash = hash(clientKey);
    const id = await conversations.appendKeyed(
      entryKey(deps, exchange.source, keyHash),
      AGENT_CONVERSATION_TTL_MS,
      newAgentConversation(deps, exchange, newId(), at, keyHash),
      exchangeMessages(deps, exchange, at),
      exchange.tags,
    );
    if (exchange.leadId) await conversations.setLead(id, exchange.leadId);
    return id;
  } catch (error) {
    notRecorded(deps, exchange.source, error instanceof Error ? error.message : String(error));
    return null;
  }
}
