import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { judgeHit, type RateLimitState } from "../services/rate-limits";
import type { CountedHit, RateLimitHit } from "../storage";
import { clientIp } from "./client-ip";

export interface RateLimitRule {
  /** Names the counter, e.g. "leads". */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted; the client IP by default. */
  key?: (c: Context<AppEnv>) => string;
}

const counterKey = (c: Context<AppEnv>, rule: RateLimitRule) =>
  `${rule.name}:${rule.key?.(c) ?? clientIp(c)}`;

/** Judges a counted hit (see `judgeHit`) and sets the RateLimit headers, also on the 429. */
function judge(c: Context<AppEnv>, rule: RateLimitRule, hit: RateLimitHit): void {
  try {
    setHeaders(c, judgeHit(hit, rule));
  } catch (error) {
    if (error instanceof AppError && error.retryAfter !== undefined) {
      setHeaders(c, { limit: rule.limit, remaining: 0, resetSeconds: error.retryAfter });
    }
    throw error;
  }
}

/** Counts this request against one rule (429 when over) and sets the RateLimit headers. */
export async function enforceRateLimit(c: Context<AppEnv>, rule: RateLimitRule): Promise<void> {
  const { rateLimits } = c.get("deps").storage;
  judge(c, rule, await rateLimits.hit(counterKey(c, rule), rule.windowMs));
}

function setHeaders(c: Context<AppEnv>, state: RateLimitState) {
  c.header("RateLimit-Limit", String(state.limit));
  c.header("RateLimit-Remaining", String(state.remaining));
  c.header("RateLimit-Reset", String(state.resetSeconds));
}

/** Middleware form of `enforceRateLimit`. */
export const rateLimit =
  (rule: RateLimitRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await enforceRateLimit(c, rule);
    await next();
  };

/** Requests whose hit the handler counts itself, together with its write. */
const countedByHandler = new WeakSet<Context<AppEnv>>();

/**
 * For a route that counts its hit in the same storage step as its write (one commit instead
 * of two; see `countedHit`): a request that fails before that step (a malformed or invalid
 * body) is counted on its way out instead, and answered 429 when over the limit, so every
 * request counts and an over-limit one gets 429 exactly as with `rateLimit` in front.
 */
export const rateLimitWithWrite =
  (rule: RateLimitRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.error && !countedByHandler.has(c)) await enforceRateLimit(c, rule);
  };

/**
 * The hit a handler counts itself in a storage step of its own choosing (see
 * `KeyValueStore.getCounted`), and the verdict on it once counted: call `judge` with what the
 * step reported (it throws 429 when over, and sets the RateLimit headers either way).
 */
export function ruleHit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
): { hit: CountedHit; judge(hit: RateLimitHit): void } {
  return {
    hit: { key: counterKey(c, rule), windowMs: rule.windowMs, limit: rule.limit },
    judge: (hit) => judge(c, rule, hit),
  };
}

/**
 * The hit a handler behind `rateLimitWithWrite` counts with its write, and the verdict on it
 * once counted: call `judge` with what the write reported (it throws 429 when over).
 */
export function countedHit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
): { hit: CountedHit; judge(hit: RateLimitHit): void } {
  countedByHandler.add(c);
  return ruleHit(c, rule);
}
