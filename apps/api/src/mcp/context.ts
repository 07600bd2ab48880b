/** What every MCP tool gets for one request: dependencies, the calling client, and its limits. */
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { type AgentExchange, recordAgentExchange } from "../services/agent-conversations";
import { checkRateLimit } from "../services/rate-limits";

export interface McpContext {
  deps: Deps;
  /** The caller's address and user agent: groups its calls into one conversation. */
  clientKey: string;
  /** Counts one call of `tool`; throws a rate_limited AppError when over the limit. */
  limit(tool: string, kind?: "default" | "booking"): Promise<void>;
  /** Stores the exchange as an `mcp` conversation. */
  record(exchange: Omit<AgentExchange, "source" | "clientKey">): Promise<void>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `rateKey` (the caller's address) is what limits count; `clientKey` groups conversations. */
export function createMcpContext(deps: Deps, rateKey: string, clientKey: string): McpContext {
  const check = async (name: string, limit: number, windowMs: number) => {
    try {
      await checkRateLimit(deps.storage.rateLimits, { key: `${name}:${rateKey}`, limit, windowMs });
    } catch (error) {
      if (!(error instanceof AppError) || error.retryAfter === undefined) throw error;
      // Agents act on the wait, so it is spelled out in the tool error.
      throw new AppError(
        "rate_limited",
        `Rate limit reached for this client. Try again in ${error.retryAfter} seconds.`,
        { retryAfter: error.retryAfter },
      );
    }
  };
  return {
    deps,
    clientKey,
    async limit(tool, kind = "default") {
      await check(`mcp-tool:${tool}`, deps.env.AGENT_RATE_LIMIT, MINUTE);
      if (kind === "booking") await check("mcp-booking", deps.env.AGENT_BOOKING_RATE_LIMIT, HOUR);
    },
    async record(exchange) {
      await recordAgentExchange(deps, { ...exchange, source: "mcp", clientKey });
    },
  };
}
