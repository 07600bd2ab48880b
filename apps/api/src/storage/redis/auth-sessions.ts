import type { Redis } from "ioredis";
import { decodeStored } from "../stored-json";
import type { AuthSession, AuthSessionRepository } from "../types";
import type { Keys } from "./client";

/** auth-session:{id} JSON, expiring with the token. */
export function createRedisAuthSessions(redis: Redis, key: Keys): AuthSessionRepository {
  const sessionKey = (id: string) => key("auth-session", id);
  return {
    async create(session: AuthSession) {
      const ttl = Math.max(1, session.expiresAt - Date.now());
      await redis.set(sessionKey(session.id), JSON.stringify(session), "PX", ttl);
    },
    async get(id) {
      const json = await redis.get(sessionKey(id));
      if (!json) return null;
      // A session that does not decode is no session: the owner logs in again.
      const session = decodeStored<AuthSession>(json, "auth-session", id);
      return session && session.expiresAt > Date.now() ? session : null;
    },
    async revoke(id) {
      await redis.del(sessionKey(id));
    },
  };
}
