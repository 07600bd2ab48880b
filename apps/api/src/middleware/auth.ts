import type { AdminUser } from "@repo/schemas";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/errors";
import { authenticate } from "../services/auth";

/** Requires `Authorization: Bearer <token>` of a signed, unexpired, unrevoked admin token. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError("unauthorized", "Authentication required");
  const { user, sessionId } = await authenticate(c.var.deps, match[1]);
  c.set("user", user);
  c.set("authSessionId", sessionId);
  await next();
};

/** The admin `requireAdmin` authenticated. */
export function currentAdmin(c: Context<AppEnv>): AdminUser {
  const user = c.var.user;
  if (!user) throw new AppError("unauthorized", "Authentication required");
  return user;
}
