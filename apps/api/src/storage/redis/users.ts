import type { Redis } from "ioredis";
import { newId } from "../../lib/ids";
import { decodeStored } from "../stored-json";
import type { AdminUserRecord, UserRepository } from "../types";
import type { Keys } from "./client";

/** user:{id} JSON; user-email:{email} → id; users SET of ids. */
export function createRedisUsers(redis: Redis, key: Keys): UserRepository {
  const userKey = (id: string) => key("user", id);
  const emailKey = (email: string) => key("user-email", email);
  const all = key("users");

  const getById = async (id: string) => {
    const json = await redis.get(userKey(id));
    return (json && decodeStored<AdminUserRecord>(json, "user", id)) || null;
  };

  return {
    async upsert(user) {
      const now = new Date().toISOString();
      // Claim the email atomically so two processes seeding at once create one admin.
      const fresh = newId();
      const claimed = await redis.set(emailKey(user.email), fresh, "NX");
      const id = claimed ? fresh : ((await redis.get(emailKey(user.email))) ?? fresh);
      const existing = claimed ? null : await getById(id);
      const record: AdminUserRecord = {
        id,
        email: user.email,
        name: user.name,
        role: "admin",
        passwordHash: user.passwordHash,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
      };
      await redis.multi().set(userKey(id), JSON.stringify(record)).sadd(all, id).exec();
      return record;
    },
    async getByEmail(email) {
      const id = await redis.get(emailKey(email));
      return id ? getById(id) : null;
    },
    getById,
    async count() {
      return redis.scard(all);
    },
  };
}
