import type { Storage } from "../types";
import { createRedisAuthSessions } from "./auth-sessions";
import { createRedisBookings } from "./bookings";
import { connectRedis, keyspace } from "./client";
import { createRedisConversations } from "./conversations";
import { createRedisKv } from "./kv";
import { createRedisLeads } from "./leads";
import { createRedisOutbox } from "./outbox";
import { checkMemoryHeadroom, redisPersistence } from "./persistence";
import { createRedisPosts } from "./posts";
import { createRedisRateLimits } from "./rate-limits";
import { createRedisUsers } from "./users";

/** Redis storage; every key under `prefix` (default `app:`). */
export async function createRedisStorage(url: string, prefix = "app:"): Promise<Storage> {
  const redis = await connectRedis(url);
  const key = keyspace(prefix);
  return {
    type: "Redis",
    leads: createRedisLeads(redis, key),
    bookings: createRedisBookings(redis, key),
    outbox: createRedisOutbox(redis, key),
    conversations: createRedisConversations(redis, key),
    users: createRedisUsers(redis, key),
    authSessions: createRedisAuthSessions(redis, key),
    rateLimits: createRedisRateLimits(redis, key),
    kv: createRedisKv(redis, key),
    posts: createRedisPosts(redis, key),
    ping: () => checkMemoryHeadroom(redis),
    persistence: () => redisPersistence(redis),
    async close() {
      redis.disconnect();
    },
  };
}
