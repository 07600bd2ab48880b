import type { Redis } from "ioredis";
import { afterAll, beforeAll, inject } from "vitest";
import { connectRedis } from "../../src/storage/redis/client";

/**
 * A client of the test run's redis-server (see global-setup.ts) for the describe block that
 * calls this: connected before its tests; after them, the keys under `prefixes` are deleted
 * and the client closed.
 */
export function sharedRedis(...prefixes: string[]): { readonly client: Redis } {
  let client: Redis | undefined;
  beforeAll(async () => {
    client = await connectRedis(inject("redisUrl"));
  });
  afterAll(async () => {
    if (!client) return;
    for (const prefix of prefixes) {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(...keys);
    }
    client.disconnect();
  });
  return {
    get client() {
      if (!client) throw new Error("the shared Redis client is connected before the tests only");
      return client;
    },
  };
}
