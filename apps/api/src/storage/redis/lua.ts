import type { Redis } from "ioredis";

/**
 * A script call: the number of keys, then the keys and arguments, one by one or in arrays (the
 * client flattens them: a call's ~40 keys and arguments handed on as two arrays are not spread
 * and collected again on their way through the client's layers).
 */
export type LuaScript = (
  numKeys: number,
  ...keysAndArgs: (string | number | readonly (string | number)[])[]
) => Promise<unknown>;

/**
 * A script's many arguments as one: a JSON array of strings, which the script reads back with
 * UNPACKED_ARGV (cjson, in C) into a table like ARGV. The client spends ~0.15 µs on each
 * argument it encodes and sends (its own framing, length and write), against ~0.05 µs to have
 * the whole array written by JSON.stringify; a chat exchange carries ~30 arguments, a new
 * conversation with its first exchange ~50. A lone surrogate (which a JSON string may hold
 * and the Lua decoder refuses) goes as U+FFFD, as it does when written as an argument.
 */
export const packArgs = (args: readonly string[]): string => {
  const json = JSON.stringify(args);
  return json.includes("\\ud") ? JSON.stringify(args.map((a) => a.toWellFormed())) : json;
};

/** The arguments packArgs sent in ARGV[n], as a Lua table. */
export const unpackedArgv = (n = 1) => `cjson.decode(ARGV[${n}])`;

/**
 * The numbers a script gets space-separated in ARGV[1] (one argument costs the client less
 * than several), as the table ARGV.
 */
export const NUMBERS_ARGV = `
local numbers = ARGV[1]
local ARGV = {}
for n in string.gmatch(numbers, "%S+") do ARGV[#ARGV + 1] = n end`;

/** The scripts of one client, and the connection (socket) they were last loaded on. */
interface Loader {
  scripts: Set<string>;
  loadedOn: unknown;
}
const loaders = new WeakMap<Redis, Loader>();

/**
 * Loads every script of `redis` (SCRIPT LOAD) once per connection, ahead of the first script
 * call written to it: commands go out in the order issued (pipelining.ts), so on this
 * connection Redis has them all before any call.
 */
function loadOnThisConnection(redis: Redis, loader: Loader): void {
  const socket = redis.stream;
  if (loader.loadedOn === socket || redis.status !== "ready") return;
  loader.loadedOn = socket;
  for (const lua of loader.scripts)
    redis.script("LOAD", lua).catch(() => {
      if (loader.loadedOn === socket) loader.loadedOn = null;
    });
}

/**
 * A Lua script called by its SHA1 (EVALSHA) instead of sending its text with every call (EVAL):
 * the hot paths' scripts are 0.2–2 KB each, several per request, which the client encoded and
 * wrote and Redis hashed again every time.
 *
 * Calls of one request are pipelined and must run in the order issued (a conversation's create
 * before the append or lead link sent beside it). So a call is never re-sent after a NOSCRIPT
 * (the old EVAL fallback ran it after calls issued later, which had found their own script
 * loaded): every script is loaded on each new connection before the first call goes out on it,
 * which covers a Redis restart (calls in flight when the connection dropped are not re-sent:
 * see connectRedis). A SCRIPT FLUSH on a live connection fails the calls in flight whose script
 * it removed: such a call did not run and the API answers 503, though other calls of the same
 * request, whose scripts were loaded again meanwhile, may have run. The next call loads the
 * scripts again first.
 */
export function luaScript(redis: Redis, lua: string): LuaScript {
  const sha = new Bun.CryptoHasher("sha1").update(lua).digest("hex");
  let loader = loaders.get(redis);
  if (!loader) {
    loader = { scripts: new Set(), loadedOn: null };
    loaders.set(redis, loader);
  }
  const own = loader;
  if (!own.scripts.has(lua)) {
    own.scripts.add(lua);
    own.loadedOn = null;
  }
  return (numKeys, ...keysAndArgs) => {
    loadOnThisConnection(redis, own);
    return redis.evalsha(sha, numKeys, ...(keysAndArgs as string[])).catch((error: unknown) => {
      if (error instanceof Error && error.message.startsWith("NOSCRIPT")) own.loadedOn = null;
      throw error;
    });
  };
}
