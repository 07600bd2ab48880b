import { guardStorage } from "./guard";
import { createSqliteStorage } from "./sqlite";
import type { Storage } from "./types";

export type * from "./types";

export interface StorageConfig {
  redisUrl?: string;
  dataDir: string;
  /** Redis key prefix (tests use a unique one). */
  redisPrefix?: string;
}

/** Redis when a URL is configured, embedded SQLite otherwise; driver failures become 503s. */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  // The Redis client library is loaded only when Redis is configured.
  const raw = config.redisUrl
    ? await (await import("./redis")).createRedisStorage(config.redisUrl, config.redisPrefix)
    : createSqliteStorage(config.dataDir);
  return guardStorage(raw);
}
