import { Redis } from "ioredis";
// ioredis skips its per-command tracing only when nobody subscribes, which Bun cannot tell it
// without this (see the module): loaded with the client, so scripts and tests get it too, not
// only the server.
import "../../lib/tracing-channels";
import { pipelineCommands } from "./pipelining";

/** A command Redis has not answered by then fails, and the API answers 503. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Connects to Redis and waits until it answers. No offline queue: while Redis is down a
 * command fails at once (the API answers 503) instead of waiting in memory. A Redis that is
 * up but frozen (stopped, swapping, blocked by a slow script) keeps the connection open and
 * never answers: the command timeout turns that into the same fast 503.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    // A command written before the connection dropped is not sent again after the reconnect: it
    // may have run already (a hit counted twice), and a script call would find a restarted
    // Redis without its scripts while the plain commands of the same request ran. It fails
    // instead, by the command timeout (the API answers 503), and nothing of it runs twice.
    autoResendUnfulfilledCommands: false,
    // Pipelined by pipelineCommands instead, for less CPU per command (see pipelining.ts).
    enableAutoPipelining: false,
  });
  // Also the command timeout: a command Redis has not answered in time fails.
  pipelineCommands(redis, REDIS_COMMAND_TIMEOUT_MS);
  redis.on("error", () => {
    // Reconnects on its own; failed commands surface through the repositories.
  });
  await redis.connect();
  return redis;
}

/** Keys of one store live under a prefix, so tests and tenants never touch each other's. */
export type Keys = (...parts: string[]) => string;
export const keyspace =
  (prefix: string): Keys =>
  (...parts) => {
    // Concatenated rather than joined: Array#join costs ~10 times more, ~15 keys a chat message.
    let out = prefix + parts[0];
    for (let i = 1; i < parts.length; i++) out += `:${parts[i]}`;
    return out;
  };

const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/**
 * Runs `fn` while holding a short lock on `name`, shared by every process on this Redis.
 * (WATCH cannot serve here: it belongs to a connection, and ours is shared by all requests.)
 */
export async function withLock<T>(
  redis: Redis,
  name: string,
  fn: () => Promise<T>,
  { ttlMs = 5000, waitMs = 5000 } = {},
): Promise<T> {
  const token = crypto.randomUUID();
  const deadline = Date.now() + waitMs;
  while ((await redis.set(name, token, "PX", ttlMs, "NX")) !== "OK") {
    if (Date.now() > deadline) throw new Error(`could not lock ${name} within ${waitMs} ms`);
    await Bun.sleep(5 + Math.random() * 20);
  }
  try {
    return await fn();
  } finally {
    await redis.eval(RELEASE, 1, name, token);
  }
}
