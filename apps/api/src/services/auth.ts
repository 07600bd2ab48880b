import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AdminUser, LoginRequest, LoginResponse } from "@repo/schemas";
import { sign, verify } from "hono/jwt";
import { z } from "zod";
import type { Deps } from "../context";
import { AppError } from "../lib/errors";
import { newId, randomSecret } from "../lib/ids";
import type { AdminUserRecord } from "../storage";
import { checkRateLimit } from "./rate-limits";

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Login throttling (ASVS 6.3.1) without a lock-out anyone could trigger: attempts are counted
 * per address and per (account, address), never per account alone, so nobody can lock the
 * owner out by failing on purpose. Once an account has drawn many failures, an address that
 * has already failed against it waits longer before each further check; an address that has
 * not failed is neither slowed nor refused.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  /** Attempts per address, whatever the account. */
  perAddress: 20,
  /** Attempts per (account, address) until a success starts the count over. */
  perAccountAndAddress: 8,
  /** Failures on one account (from anywhere) after which failing addresses are slowed. */
  accountUnderAttack: 10,
  /** The wait doubles with each earlier failure of the address, up to the cap. */
  firstDelayMs: 250,
  maxDelayMs: 2000,
} as const;

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

/**
 * Ties a token to the password it was issued under: a new password (ADMIN_PASSWORD at start)
 * changes the hash, and every token issued before stops working.
 */
const credentialTag = (passwordHash: string) =>
  new Bun.CryptoHasher("sha256").update(passwordHash).digest("base64url").slice(0, 16);

const limit = (deps: AuthDeps, key: string, max: number) =>
  checkRateLimit(deps.storage.rateLimits, {
    key,
    limit: max,
    windowMs: LOGIN_POLICY.windowMs,
    message: "Too many login attempts. Please try again later.",
  });

/** How long an address that failed `earlierFailures` times on this account waits, if attacked. */
async function failureDelayMs(deps: AuthDeps, email: string, earlierFailures: number) {
  if (earlierFailures < 1) return 0;
  // Its being there is the flag: one of another shape (a hand edit) must not fail open.
  if (!(await deps.storage.kv.has(`login:attacked:${email}`))) return 0;
  return Math.min(LOGIN_POLICY.firstDelayMs * 2 ** (earlierFailures - 1), LOGIN_POLICY.maxDelayMs);
}

async function recordFailure(deps: AuthDeps, email: string) {
  const { count } = await deps.storage.rateLimits.hit(`login:fail:${email}`, LOGIN_POLICY.windowMs);
  if (count >= LOGIN_POLICY.accountUnderAttack) {
    await deps.storage.kv.set(`login:attacked:${email}`, true, LOGIN_POLICY.windowMs);
  }
}

/** Checks credentials (throttled as LOGIN_POLICY says) and issues a revocable token. */
export async function login(
  deps: AuthDeps,
  { email, password }: LoginRequest,
  ip: string,
): Promise<LoginResponse> {
  await limit(deps, `login:ip:${ip}`, LOGIN_POLICY.perAddress);
  const pairKey = `login:pair:${email}|${ip}`;
  const pair = await limit(deps, pairKey, LOGIN_POLICY.perAccountAndAddress);
  // The pair's count starts over on success, so earlier attempts in the window all failed.
  const earlierFailures = LOGIN_POLICY.perAccountAndAddress - pair.remaining - 1;
  const delay = await failureDelayMs(deps, email, earlierFailures);
  if (delay) await Bun.sleep(delay);

  const record = await deps.storage.users.getByEmail(email);
  const ok = await Bun.password.verify(password, record?.passwordHash ?? (await dummyHash));
  if (!record || !ok) {
    await recordFailure(deps, email);
    throw new AppError("unauthorized", "Invalid email or password");
  }

  await deps.storage.rateLimits.reset(pairKey);
  const now = deps.clock().getTime();
  const expiresAt = now + TOKEN_TTL_MS;
  const jti = newId();
  await deps.storage.authSessions.create({ id: jti, userId: record.id, expiresAt });
  const token = await sign(
    {
      sub: record.id,
      jti,
      cred: credentialTag(record.passwordHash),
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
  const { sub, jti, cred } = payload;
  if (typeof sub !== "string" || typeof jti !== "string") {
    throw new AppError("unauthorized", "Invalid or expired token");
  }
  const session = await deps.storage.authSessions.get(jti);
  const record = session?.userId === sub ? await deps.storage.users.getById(sub) : null;
  // A token issued under an earlier password is revoked with it.
  if (!record || cred !== credentialTag(record.passwordHash)) {
    throw new AppError("unauthorized", "Invalid or expired token");
  }
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
    const email = env.ADMIN_EMAIL.toLowerCase();
    const existing = await storage.users.getByEmail(email);
    // The same password keeps its hash, so a restart does not sign the admin out; a new one
    // gets a new hash, which revokes every token issued under the old one.
    const same = existing && (await Bun.password.verify(env.ADMIN_PASSWORD, existing.passwordHash));
    await storage.users.upsert({
      email,
      name: env.ADMIN_NAME,
      passwordHash: same ? existing.passwordHash : await hashPassword(env.ADMIN_PASSWORD),
    });
    if (existing && !same)
      logger.info({ email }, "admin password changed: earlier sessions revoked");
    else logger.info({ email }, "admin account ready");
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

const JWT_SECRET_KEY = "settings:jwt-secret";
const storedJwtSecret = z.string().min(1);

/**
 * JWT_SECRET, or a secret generated once and shared by every process through storage. On Redis
 * it is also kept in DATA_DIR: a Redis that forgets it (no persistence, a flush) must not leave
 * processes started before and after holding different secrets. The store's copy wins when both
 * exist, so processes sharing a Redis agree.
 */
export async function resolveJwtSecret(
  deps: Pick<Deps, "storage" | "env"> & { logger?: Pick<Deps["logger"], "warn"> },
): Promise<string> {
  const { storage, env, logger } = deps;
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = storage.type === "Redis" ? join(env.DATA_DIR, "jwt-secret") : null;
  const saved = file ? await readSecretFile(file) : null;
  await storage.kv.setIfAbsent(JWT_SECRET_KEY, saved ?? randomSecret(48));
  const secret = await storage.kv.read(JWT_SECRET_KEY, storedJwtSecret);
  if (!secret) {
    // Replacing a stored secret of another shape could race another process doing the same.
    throw new Error(
      `the stored token secret (kv ${JWT_SECRET_KEY}) is missing or not a string: delete that entry, or set JWT_SECRET`,
    );
  }
  if (file && secret !== saved) {
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, secret, { mode: 0o600 });
    } catch (error) {
      logger?.warn(
        { err: error, file },
        "could not keep the generated token secret in DATA_DIR; set JWT_SECRET",
      );
    }
  }
  return secret;
}

async function readSecretFile(file: string): Promise<string | null> {
  const text = await Bun.file(file)
    .text()
    .catch(() => "");
  return text.trim().length >= 32 ? text.trim() : null;
}
