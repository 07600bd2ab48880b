import type { Redis } from "ioredis";
import type { Persistence } from "../types";

const configValue = async (redis: Redis, name: string): Promise<string> => {
  const reply = (await redis.config("GET", name)) as string[];
  return reply[1] ?? "";
};

const infoNumber = (info: string, field: string) =>
  Number(new RegExp(`^${field}:(\\d+)`, "m").exec(info)?.[1] ?? 0);

/**
 * Answers when Redis does, and throws when it is at its `maxmemory`: it then still serves
 * reads and tiny writes, but refuses every lead or conversation (OOM), so it is not healthy.
 */
export async function checkMemoryHeadroom(redis: Redis): Promise<void> {
  const info = await redis.info("memory");
  const max = infoNumber(info, "maxmemory");
  if (max > 0 && infoNumber(info, "used_memory") >= max * 0.98) {
    throw new Error("Redis is out of memory (used_memory at maxmemory)");
  }
}

/**
 * What survives a Redis restart: AOF (every acknowledged write, up to its fsync policy), RDB
 * snapshots (writes since the last one are lost), or nothing. Managed services often disable
 * CONFIG; then it is unknown.
 */
export async function redisPersistence(redis: Redis): Promise<Persistence> {
  let appendonly: string;
  let save: string;
  let fsync: string;
  let eviction: string;
  try {
    [appendonly, save, fsync, eviction] = await Promise.all([
      configValue(redis, "appendonly"),
      configValue(redis, "save"),
      configValue(redis, "appendfsync"),
      configValue(redis, "maxmemory-policy"),
    ]);
  } catch {
    return { durable: null, detail: "unknown (CONFIG is disabled): make sure AOF is on" };
  }
  if (eviction !== "noeviction") {
    return {
      durable: false,
      detail: `maxmemory-policy ${eviction} may evict leads and sessions when memory is full; use noeviction`,
    };
  }
  if (appendonly === "yes") return { durable: true, detail: `AOF (appendfsync ${fsync})` };
  if (save.trim()) {
    return {
      durable: true,
      detail: `RDB snapshots only (save ${save}): writes since the last snapshot are lost on a crash`,
    };
  }
  return {
    durable: false,
    detail:
      "NONE: a Redis restart loses every lead, conversation, booking and admin session; turn on AOF (appendonly yes)",
  };
}
