import type { Redis } from "ioredis";

export type LuaScript = (numKeys: number, ...keysAndArgs: (string | number)[]) => Promise<unknown>;

/**
 * A Lua script called by its SHA1 (EVALSHA) instead of sending its text with every call (EVAL):
 * the hot paths' scripts are 0.2–1 KB each, several per request, which the client encoded and
 * wrote and Redis hashed again every time. Redis keeps a script it has run until it restarts or
 * SCRIPT FLUSH; then the call is answered NOSCRIPT and sent once as EVAL, which loads it again.
 * Either way the script runs once, atomically, exactly as with EVAL.
 */
export function luaScript(redis: Redis, lua: string): LuaScript {
  const sha = new Bun.CryptoHasher("sha1").update(lua).digest("hex");
  return (numKeys, ...keysAndArgs) =>
    redis.evalsha(sha, numKeys, ...keysAndArgs).catch((error: unknown) => {
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return redis.eval(lua, numKeys, ...keysAndArgs);
    });
}
