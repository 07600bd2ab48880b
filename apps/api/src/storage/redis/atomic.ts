import type { Redis } from "ioredis";
import { type LuaScript, luaScript } from "./lua";

/**
 * Runs the recorded commands in order, one per key from KEYS[first] on. ARGV[i] names them
 * with the count of their further arguments ("SET1 ZADD2 HSET10"), which follow from
 * ARGV[i + 1] on. One argument for the whole list rather than two per command: the client
 * spends more CPU on each argument it sends than the script spends reading the list.
 * DELIFEQ deletes its key only while it holds the given value (a slot claim of its owner).
 */
const runAll = (first: number, i: number) => `
local k = ${first}
local a = ${i + 1}
for name, n in string.gmatch(ARGV[${i}], "(%a+)(%d+)") do
  if name == "DELIFEQ" then
    if redis.call("GET", KEYS[k]) == ARGV[a] then redis.call("DEL", KEYS[k]) end
  else
    redis.call(name, KEYS[k], unpack(ARGV, a, a + n - 1))
  end
  k = k + 1
  a = a + n
end`;

const RUN_ALL = `${runAll(1, 1)}
return #KEYS`;

/**
 * Claims KEYS[1] for ARGV[1] (SET NX, ARGV[2] ms) and runs the commands only when this call
 * won it; returns 1 when they ran.
 */
const CLAIM_THEN_RUN_ALL = `
if not redis.call("SET", KEYS[1], ARGV[1], "PX", ARGV[2], "NX") then return 0 end
${runAll(2, 3)}
return 1`;

/** The two scripts of one client, called by their hash (see lua.ts). */
const scriptsOf = new WeakMap<Redis, Record<"runAll" | "claimThenRunAll", LuaScript>>();
const scripts = (redis: Redis) => {
  let found = scriptsOf.get(redis);
  if (!found) {
    found = {
      runAll: luaScript(redis, RUN_ALL),
      claimThenRunAll: luaScript(redis, CLAIM_THEN_RUN_ALL),
    };
    scriptsOf.set(redis, found);
  }
  return found;
};

/**
 * Writes that must land together, sent as one script: atomic like MULTI/EXEC (no other
 * command runs in between, and every key is declared), but a single command, so the writes of
 * many concurrent requests share socket writes through auto-pipelining, which MULTI is left
 * out of. Offers the commands the write paths use.
 */
export class AtomicWrites {
  private readonly keys: string[] = [];
  private commands = "";
  private readonly argv: (string | number)[] = [];

  constructor(private readonly redis: Redis) {}

  /** Records `command` on `key`; its `count` arguments are pushed onto `argv` by the caller. */
  private add(command: string, key: string, count: number): this {
    this.keys.push(key);
    this.commands += `${command}${count} `;
    return this;
  }

  set(key: string, value: string): this {
    this.argv.push(value);
    return this.add("SET", key, 1);
  }
  zadd(key: string, score: number, member: string): this {
    this.argv.push(score, member);
    return this.add("ZADD", key, 2);
  }
  hincrby(key: string, field: string, by: number): this {
    this.argv.push(field, by);
    return this.add("HINCRBY", key, 2);
  }
  hset(key: string, fields: Record<string, string | number>): this {
    let count = 0;
    for (const field in fields) {
      this.argv.push(field, fields[field] as string | number);
      count += 2;
    }
    return this.add("HSET", key, count);
  }
  rpush(key: string, value: string): this {
    this.argv.push(value);
    return this.add("RPUSH", key, 1);
  }
  /** Deletes `key` only while its value is `value`. */
  delIfEquals(key: string, value: string): this {
    this.argv.push(value);
    return this.add("DELIFEQ", key, 1);
  }

  async exec(): Promise<void> {
    if (!this.keys.length) return;
    await scripts(this.redis).runAll(this.keys.length, ...this.keys, this.commands, ...this.argv);
  }

  /**
   * Claims `claim` for `owner` (unless another holds it) and runs the writes only when this
   * call won it, all in the one script; true when it won.
   */
  async execClaimed(claim: string, owner: string, ttlMs: number): Promise<boolean> {
    const ran = await scripts(this.redis).claimThenRunAll(
      this.keys.length + 1,
      claim,
      ...this.keys,
      owner,
      Math.max(1, Math.round(ttlMs)),
      this.commands,
      ...this.argv,
    );
    return Number(ran) === 1;
  }
}
