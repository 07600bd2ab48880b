import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { checkRateLimit, type RateLimitState } from "../services/rate-limits";
import { clientIp } from "./client-ip";

export interface RateLimitRule {
  /** Names the counter, e.g. "leads". */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted; the client IP by default. */
  key?: (c: Context<AppEnv>) => string;
}

/** Checks one rule for this request (see `checkRateLimit`) and sets the RateLimit headers. */
export async function enforceRateLimit(c: Context<AppEnv>, rule: RateLimitRule): Promise<void> {
  const subject = rule.key?.(c) ?? clientIp(c);
  const key = `${rule.name}:${subject}`;
  try {
    setHeaders(c, await checkRateLimit(c.var.deps.storage.rateLimits, { ...rule, key }));
  } catch (error) {
    if (error instanceof AppError && error.retryAfter !== undefined) {
      setHeaders(c, { limit: rule.limit, remaining: 0, resetSeconds: error.retryAfter });
    }
    throw error;
  }
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
