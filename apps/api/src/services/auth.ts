import type { AdminUser, LoginRequest, LoginResponse } from "@repo/schemas";
import { sign, verify } from "hono/jwt";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId, randomSecret } from "../lib/ids";
import type { AdminUserRecord } from "../storage";
import { checkRateLimit } from "./rate-limits";

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const MAX_LOGINS_PER_IP = 20;
const MAX_LOGINS_PER_EMAIL = 8;

type AuthDeps = Pick<Deps, "storage" | "jwtSecret" | "clock">;

export const hashPassword = (password: string) =>
  Bun.password.hash(password, { algorithm: "argon2id" });

// Compared against when the email is unknown, so both paths take the same time.
const dummyHash = hashPassword(randomSecret());

const toUser = (r: AdminUserRecord): AdminUser => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: "admin",
});

const limit = (deps: AuthDeps, key: string, max: number) =>
  checkRateLimit(deps.storage.rateLimits, {
    key,
    limit: max,
    windowMs: LOGIN_WINDOW_MS,
    message: "Too many login attempts. Please try again later.",
  });

/** Checks credentials (rate-limited per IP and per email) and issues a revocable token. */
export async function login(
  deps: AuthDeps,
  { email, password }: LoginRequest,
  ip: string,
): Promise<LoginResponse> {
  await limit(deps, `login:ip:${ip}`, MAX_LOGINS_PER_IP);
  await limit(deps, `login:email:${email}`, MAX_LOGINS_PER_EMAIL);

  const record = await deps.storage.users.getByEmail(email);
  const ok = await Bun.password.verify(password, record?.passwordHash ?? (await dummyHash));
  if (!record || !ok) throw new AppError("unauthorized", "Invalid email or password");

  await deps.storage.rateLimits.reset(`login:email:${email}`);
  const now = deps.clock().getTime();
  const expiresAt = now + TOKEN_TTL_MS;
  const jti = newId();
  await deps.storage.authSessions.create({ id: jti, userId: record.id, expiresAt });
  const token = await sign(
    {
      sub: record.id,
      jti,
      role: "admin",
      iat: Math.floor(now / 1000),
      exp: Math.floor(expiresAt / 1000),
    },
    deps.jwtSecret,
    "HS256",
  );
  return { token, expiresAt: new Date(expiresAt).toISOString(), user: toUser(record) };
}

/** Resolves a bearer token to its admin, or throws 401 (bad signature, expired, revoked). */
export async function authenticate(
  deps: AuthDeps,
  token: string,
): Promise<{ user: AdminUser; sessionId: string }> {
  let payload: Record<string, unknown>;
  try {
    payload = await verify(token, deps.jwtSecret, "HS256");
  } catch {
    throw new AppError("unauthorized", "Invalid or expired token");
  }
  const { sub, jti } = payload;
  if (typeof sub !== "string" || typeof jti !== "string") {
    throw new AppError("unauthorized", "Invalid or expired token");
  }
  const session = await deps.storage.authSessions.get(jti);
  const record = session?.userId === sub ? await deps.storage.users.getById(sub) : null;
  if (!record) throw new AppError("unauthorized", "Invalid or expired token");
  return { user: toUser(record), sessionId: jti };
}

export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await deps.storage.authSessions.revoke(sessionId);
}

/**
 * Creates or updates the admin named by ADMIN_EMAIL/ADMIN_PASSWORD. In development with
 * neither set and no admin yet, creates one with a random password and returns it (once).
 */
export async function seedAdmin(deps: Pick<Deps, "storage" | "env" | "logger">): Promise<void> {
  const { env, storage, logger } = deps;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await storage.users.upsert({
      email: env.ADMIN_EMAIL.toLowerCase(),
      name: env.ADMIN_NAME,
      passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    });
    logger.info({ email: env.ADMIN_EMAIL }, "admin account ready");
    return;
  }
  if ((await storage.users.count()) > 0) return;
  if (env.APP_ENV === "production") {
    logger.warn("no admin account: set ADMIN_EMAIL and ADMIN_PASSWORD to create one");
    return;
  }
  const email = "admin@example.com";
  const password = randomSecret(12);
  await storage.users.upsert({
    email,
    name: env.ADMIN_NAME,
    passwordHash: await hashPassword(password),
  });
  logger.warn(
    { email, password },
    "created a development admin with a random password; it is shown only this once",
  );
}

/** JWT_SECRET, or a secret generated once and shared by every process through storage. */
export async function resolveJwtSecret(deps: Pick<Deps, "storage" | "env">): Promise<string> {
  if (deps.env.JWT_SECRET) return deps.env.JWT_SECRET;
  await deps.storage.kv.setIfAbsent("settings:jwt-secret", randomSecret(48));
  const secret = await deps.storage.kv.get<string>("settings:jwt-secret");
  if (!secret) throw new Error("could not store the token secret");
  return secret;
}
