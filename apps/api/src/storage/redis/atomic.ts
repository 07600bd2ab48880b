import type { Redis } from "ioredis";
import type { RateLimitHit } from "../types";
import { COUNT_HIT } from "./rate-limits";

/**
 * Runs the recorded commands in order, from KEYS[first] on. ARGV from index `i`: per
 * command, the count of its further arguments, its name, then those arguments.
 */
const runAll = (first: number, i: number) => `
local i = ${i}
for k = ${first}, #KEYS do
  local n = tonumber(ARGV[i])
  redis.call(ARGV[i + 1], KEYS[k], unpack(ARGV, i + 2, i + 1 + n))
  i = i + 2 + n
end`;

const RUN_ALL = `${runAll(1, 1)}
return #KEYS`;

/**
 * Counts a rate-limit hit (KEYS[1], ARGV[1] window ms) and runs the commands only when the
 * count is within ARGV[2]; returns {count, ms left, 1 when they ran}.
 */
const HIT_THEN_RUN_ALL = `${COUNT_HIT}
if count > tonumber(ARGV[2]) then return {count, ttl, 0} end
${runAll(2, 3)}
return {count, ttl, 1}`;

/**
 * Writes that must land together, sent as one script: atomic like MULTI/EXEC (no other
 * command runs in between, and every key is declared), but a single command, so the writes of
 * many concurrent requests share socket writes through auto-pipelining, which MULTI is left
 * out of. Offers the commands the write paths use.
 */
export class AtomicWrites {
  private readonly keys: string[] = [];
  private readonly argv: (string | number)[] = [];

  constructor(private readonly redis: Redis) {}

  private add(command: string, key: string, args: (string | number)[]): this {
    this.keys.push(key);
    this.argv.push(args.length, command, ...args);
    return this;
  }

  set(key: string, value: string): this {
    return this.add("SET", key, [value]);
  }
  zadd(key: string, score: number, member: string): this {
    return this.add("ZADD", key, [score, member]);
  }
  hincrby(key: string, field: string, by: number): this {
    return this.add("HINCRBY", key, [field, by]);
  }
  hset(key: string, fields: Record<string, string | number>): this {
    return this.add("HSET", key, Object.entries(fields).flat());
  }

  async exec(): Promise<void> {
    if (!this.keys.length) return;
    await this.redis.eval(RUN_ALL, this.keys.length, ...this.keys, ...this.argv);
  }

  /**
   * Counts a hit on the rate-limit `counter` first and runs the writes only when it is
   * within `limit`, all in the one script.
   */
  async execCounted(
    counter: string,
    windowMs: number,
    limit: number,
  ): Promise<{ hit: RateLimitHit; stored: boolean }> {
    const [count, ttl, ran] = (await this.redis.eval(
      HIT_THEN_RUN_ALL,
      this.keys.length + 1,
      counter,
      ...this.keys,
      windowMs,
      limit,
      ...this.argv,
    )) as [number, number, number];
    return {
      hit: { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) },
      stored: Number(ran) === 1,
    };
  }
}
