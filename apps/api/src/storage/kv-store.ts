import type { StoredSchema } from "./stored-json";
import type { RateLimitHit } from "./types";

/** Small JSON values with optional expiry: settings, caches, short-lived state. */
export interface KeyValueStore {
  /**
   * The value as stored, unchecked (null when absent or not JSON): for tests and tools. What
   * acts on a value reads it with `read`, since a value may be of any shape (a hand edit, an
   * older version's layout).
   */
  get(key: string): Promise<unknown>;
  /**
   * The value as `schema` reads it; null when absent or of another shape (logged, rate-limited,
   * as an unreadable record is): a reader never acts on a value it does not understand.
   */
  read<T>(key: string, schema: StoredSchema<T>): Promise<T | null>;
  /**
   * Whether an entry is stored and unexpired, whatever its value: tells an absent entry from one
   * `read` gave as none for its shape, where the two call for different answers.
   */
  has(key: string): Promise<boolean>;
  /**
   * The value, read in the same storage step that counts `hits` (one transaction on SQLite, one
   * script on Redis): a request's limits and the state it acts on in one round trip. The hits
   * are counted whatever the value, and come back in the order given. With `renewMs`, the
   * entry's expiry is renewed in the same step (as `touch` does) when it is there and every hit
   * is within its `limit` (a hit refused by its limit leaves the expiry as it was). Only an
   * object is a value: an entry that does not decode to one comes back as none (value and json
   * null), so a caller holding state never gets a number, a string or a list.
   */
  getCounted<T>(
    key: string,
    hits: { key: string; windowMs: number; limit?: number }[],
    renewMs?: number,
  ): Promise<{
    value: T | null;
    hits: RateLimitHit[];
    /** The value's JSON as stored (as `set` wrote it), null when absent: the value read is this text parsed. */
    json: string | null;
  }>;
  set(key: string, value: unknown, ttlMs?: number): Promise<void>;
  /** Renews an entry's expiry, its value untouched; nothing when it is absent or expired. */
  touch(key: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it. */
  setIfAbsent(key: string, value: unknown, ttlMs?: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  deleteByPrefix(prefix: string): Promise<number>;
}
