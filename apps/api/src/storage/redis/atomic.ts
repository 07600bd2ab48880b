import type { Redis } from "ioredis";

/**
 * Runs the recorded commands in order inside one script. KEYS: each command's key, in order;
 * ARGV: per command, the count of its further arguments, its name, then those arguments.
 */
const RUN_ALL = `
local i = 1
for k = 1, #KEYS do
  local n = tonumber(ARGV[i])
  redis.call(ARGV[i + 1], KEYS[k], unpack(ARGV, i + 2, i + 1 + n))
  i = i + 2 + n
end
return #KEYS`;

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
}
