import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { clientIp } from "./client-ip";

export interface RateLimitRule {
  /** Names the counter, e.g. "leads". */
  name: string;
  limit: number;
  windowMs: number;
  /** What is counted; the client IP by default. */
  key?: (c: Context<AppEnv>) => string;
}

/** Checks one fixed-window rule against counters in storage; throws 429 when over. */
export async function enforceRateLimit(c: Context<AppEnv>, rule: RateLimitRule): Promise<void> {
  const { storage, clock } = c.var.deps;
  const subject = rule.key?.(c) ?? clientIp(c);
  const hit = await storage.rateLimits.hit(`${rule.name}:${subject}`, rule.windowMs);
  const remaining = Math.max(0, rule.limit - hit.count);
  const reset = Math.max(1, Math.ceil((hit.resetAt - clock().getTime()) / 1000));
  c.header("RateLimit-Limit", String(rule.limit));
  c.header("RateLimit-Remaining", String(remaining));
  c.header("RateLimit-Reset", String(reset));
  if (hit.count > rule.limit) {
    throw new AppError("rate_limited", "Too many requests. Please try again later.", {
      retryAfter: reset,
    });
  }
}

/** Middleware form of `enforceRateLimit`. */
export const rateLimit =
  (rule: RateLimitRule): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await enforceRateLimit(c, rule);
    await next();
  };
