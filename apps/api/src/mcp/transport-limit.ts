/**
 * The MCP endpoint's request limit per address (AGENT_TRANSPORT_RATE_LIMIT a minute): every
 * POST read as JSON counts (one too large or not JSON is answered before), and an address over
 * it is refused before anything else is answered. A POST of one tools/call has it counted by
 * its tool's limit, in the same storage step and judged first (see McpContext.limit): one
 * storage step instead of two. Nothing on a call's way to that step reads or writes storage,
 * and a call that never gets there (malformed, an unknown tool, invalid arguments) has it
 * counted on its way out, its answer replaced by the 429 when over; any other POST has it
 * counted before it is looked at.
 */
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { ruleHit } from "../middleware/rate-limit";
import type { CountedHit, RateLimitHit } from "../storage";

export interface TransportLimit {
  /** The hit still to count, when it is not counted yet. */
  pending(): CountedHit | undefined;
  /** Judges the hit counted for it (setting the RateLimit headers); false when over. */
  take(hit: RateLimitHit): boolean;
  /**
   * The storage step that was to count the hit failed (its outcome unknown): the request fails
   * with that error (a 503) instead of counting the hit again.
   */
  fail(error: unknown): void;
  /**
   * Counts the hit unless it is counted; the refusal (with its wait) when over, else null.
   * Throws the error of a failed count.
   */
  refusal(): Promise<AppError | null>;
}

/** Names the address's counter: its key is `mcp:<address>` (see ruleHit). */
const ADDRESS_RULE = "mcp";

/**
 * The key of an address agent's counter for `tool`: right after its address's (`mcp:<address>`)
 * in key order, so on SQLite the two hits of one call change one page of the counters' B-tree
 * instead of two far apart (each changed page is written to the WAL at every commit).
 */
export const addressToolKey = (ip: string, tool: string) => `${ADDRESS_RULE}:${ip} tool:${tool}`;

/** The limit of the address `ip` (the request's client address). */
export function transportLimit(c: Context<AppEnv>, ip: string): TransportLimit {
  const deps = c.get("deps");
  const { hit, judge } = ruleHit(c, {
    name: ADDRESS_RULE,
    limit: deps.env.AGENT_TRANSPORT_RATE_LIMIT,
    windowMs: 60_000,
    key: () => ip,
  });
  /** Undefined until counted, then the refusal or null. */
  let verdict: AppError | null | undefined;
  let failed: { error: unknown } | undefined;
  const take = (counted: RateLimitHit) => {
    try {
      judge(counted);
      verdict = null;
    } catch (error) {
      if (!(error instanceof AppError) || error.retryAfter === undefined) throw error;
      verdict = error;
    }
    return verdict === null;
  };
  return {
    pending: () => (verdict === undefined && !failed ? hit : undefined),
    take,
    fail(error) {
      failed = { error };
    },
    async refusal() {
      if (failed) throw failed.error;
      if (verdict === undefined) take(await deps.storage.rateLimits.hit(hit.key, hit.windowMs));
      return verdict ?? null;
    },
  };
}

/** A POST of one tools/call (well-formed or not): its limit is counted with the tool's. */
export const isToolCall = (body: unknown): boolean =>
  typeof body === "object" &&
  body !== null &&
  !Array.isArray(body) &&
  (body as { method?: unknown }).method === "tools/call";
