import { AppError } from "../lib/errors";
import type { RateLimitHit, RateLimitStore } from "../storage";

export interface RateLimitCheck {
  /** The counter, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
  /** The 429 message; a generic one by default. */
  message?: string;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window starts over (at least 1). */
  resetSeconds: number;
}

/**
 * Counts one hit against a fixed-window limit kept in storage (shared by every process) and
 * throws 429 with Retry-After when over. Counters expire in real time, so the reset is
 * computed from the real clock, not the app's (possibly fixed) one.
 */
export async function checkRateLimit(
  store: RateLimitStore,
  check: RateLimitCheck,
): Promise<RateLimitState> {
  return judgeHit(await store.hit(check.key, check.windowMs), check);
}

/**
 * The verdict on a counted hit (also for hits counted together with a write, see
 * `LeadRepository.createCounted`): 429 with Retry-After when over the limit.
 */
export function judgeHit(
  hit: RateLimitHit,
  { limit, message }: Pick<RateLimitCheck, "limit" | "message">,
): RateLimitState {
  const resetSeconds = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
  if (hit.count > limit) {
    throw new AppError("rate_limited", message ?? "Too many requests. Please try again later.", {
      retryAfter: resetSeconds,
    });
  }
  return { limit, remaining: Math.max(0, limit - hit.count), resetSeconds };
}
