/**
 * What every MCP tool gets for one request: dependencies, who is calling, and its limits.
 * Limits are keyed on the agent's identity (its MCP session when it keeps one, else its
 * address) and, for booking calls, also on the person's email; only successful bookings,
 * moves and cancels spend the booking budget.
 */
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import {
  type AgentExchange,
  recordAgentExchange,
  recordAgentExchangeCounted,
} from "../services/agent-conversations";
import { judgeHit } from "../services/rate-limits";
import { anyRefused, noteRefused } from "../services/refused-keys";
import type { CountedHit, RateLimitHit } from "../storage";
import { addressToolKey, type TransportLimit } from "./transport-limit";

export interface McpCaller {
  ip: string;
  /** The signed Mcp-Session-Id the client sent back, when it keeps one. */
  sessionId?: string;
  /** The request is a batch: its calls are counted first, in the order sent. */
  batch?: boolean;
}

export type McpExchange = Omit<AgentExchange, "source" | "clientKey"> & {
  /** The person the call is for, when it names one: groups calls without a session. */
  email?: string;
};

export interface McpContext {
  deps: Deps;
  caller: McpCaller;
  /** Counts one call of `tool` for this agent; throws a rate_limited AppError when over. */
  limit(tool: string): Promise<void>;
  /** Throws rate_limited when this agent or this person has no booking left this hour. */
  checkBookingBudget(email: string): Promise<void>;
  /** Spends one booking of this agent and this person. */
  spendBooking(email: string): Promise<void>;
  /** Stores the exchange as an `mcp` conversation: one per session, else per person or ask. */
  record(exchange: McpExchange): Promise<void>;
  /**
   * limit() and record() in one storage step, for a call answered before it is counted: the
   * exchange is stored and the call counted only when every limit holds it. False when nothing
   * was written or counted (a limit reached, a key of this call refused in a window still open,
   * an exchange with a lead): the caller then runs limit() and record(), which judge and
   * answer as ever. A storage failure is thrown, as limit() throws it.
   */
  recordCounted(tool: string, exchange: McpExchange): Promise<boolean>;
  /**
   * Whether a call of `tool` may be answered before it is counted: not when a key of its
   * limits was refused in a window still open (then it is counted first, and no answer is
   * computed for a call its limit refuses), nor in a batch (its calls are counted in the order
   * sent, not in the order their answers finish), nor with a model configured.
   */
  mayAnswerFirst(tool: string): boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const limited = (seconds: number, who: string) =>
  new AppError("rate_limited", `Rate limit reached for ${who}. Try again in ${seconds} seconds.`, {
    retryAfter: seconds,
  });

/**
 * `transport`: the endpoint's limit on the caller's address when this request has not counted
 * it yet; the first tool limit counts it in the same storage step, before its own and judged
 * first (its refusal is the endpoint's 429, not the tool's answer).
 */
export function createMcpContext(
  deps: Deps,
  caller: McpCaller,
  transport?: TransportLimit,
): McpContext {
  const agent = caller.sessionId ? `session:${caller.sessionId}` : `ip:${caller.ip}`;
  const bookingKeys = (email: string) => [
    `mcp-booking:${agent}`,
    `mcp-booking:email:${email.trim().toLowerCase()}`,
  ];
  const toolHit = (tool: string): CountedHit => ({
    key: caller.sessionId ? `mcp-tool:${tool}:${agent}` : addressToolKey(caller.ip, tool),
    limit: deps.env.AGENT_RATE_LIMIT,
    windowMs: MINUTE,
  });
  /** The address's hit (when this request has not counted it yet) and the tool's, in order. */
  const hitsOf = (tool: string) => {
    const first = transport?.pending();
    const check = toolHit(tool);
    return { first, check, hits: first ? [first, check] : [check] };
  };
  /** The storage step that was to count the address's hit failed: so does the request. */
  const failed = (first: CountedHit | undefined) => (error: unknown) => {
    // The tool answers this failure as its error, but the request as a whole fails (503):
    // the address's hit may or may not have been counted, so it is not counted again.
    if (first) transport?.fail(error);
    throw error;
  };
  /** Judges the hits counted: the address's first (its refusal is the endpoint's 429). */
  const judge = (first: CountedHit | undefined, counted: RateLimitHit[], check: CountedHit) => {
    // Refused by the address's limit: the tool's count was not spent, the endpoint answers 429.
    if (first && !transport?.take(counted[0] as RateLimitHit)) {
      throw new AppError("rate_limited", "Rate limit reached for this address.");
    }
    try {
      judgeHit(counted[counted.length - 1] as RateLimitHit, check);
    } catch (error) {
      if (error instanceof AppError && error.retryAfter !== undefined) {
        throw limited(error.retryAfter, "this client");
      }
      throw error;
    }
  };
  // Neither a session nor a person: the call is a conversation of its own.
  const clientKeyOf = (email: string | undefined) =>
    caller.sessionId
      ? `session:${caller.sessionId}`
      : email
        ? `person:${email.trim().toLowerCase()}`
        : undefined;
  return {
    deps,
    caller,
    async limit(tool) {
      const { first, check, hits } = hitsOf(tool);
      const counted = await deps.storage.rateLimits.hitInOrder(hits).catch(failed(first));
      noteRefused(deps.storage, hits, counted);
      judge(first, counted, check);
    },
    // With a model configured a call is counted first, as the chat's messages are: a model's
    // answer costs money and seconds, which a caller over its limit must not be given.
    mayAnswerFirst: (tool) =>
      !deps.llm && !caller.batch && !anyRefused(deps.storage, hitsOf(tool).hits),
    async recordCounted(tool, exchange) {
      const { first, check, hits } = hitsOf(tool);
      if (exchange.leadId || anyRefused(deps.storage, hits)) return false;
      const counted = await recordAgentExchangeCounted(
        deps,
        { ...exchange, source: "mcp", clientKey: clientKeyOf(exchange.email) },
        hits,
      ).catch(failed(first));
      if (!counted) return false;
      // Every hit within its limit: this sets the address's RateLimit headers, refuses nothing.
      judge(first, counted, check);
      return true;
    },
    async checkBookingBudget(email) {
      for (const key of bookingKeys(email)) {
        const used = await deps.storage.rateLimits.peek(key);
        if (used && used.count >= deps.env.AGENT_BOOKING_RATE_LIMIT) {
          const seconds = Math.max(1, Math.ceil((used.resetAt - Date.now()) / 1000));
          throw limited(
            seconds,
            key.includes(":email:") ? "bookings for this email" : "this client's bookings",
          );
        }
      }
    },
    async spendBooking(email) {
      await Promise.all(bookingKeys(email).map((key) => deps.storage.rateLimits.hit(key, HOUR)));
    },
    async record(exchange) {
      const clientKey = clientKeyOf(exchange.email);
      // One copy (the email rides along unread: only the key says who the call is for).
      await recordAgentExchange(deps, { ...exchange, source: "mcp", clientKey });
    },
  };
}
