/**
 * Decoding a stored JSON value without ever throwing: a row that does not decode (a hand edit,
 * a bad restore, a partial write by an older version) is reported as unreadable (undefined) and
 * logged, so that one bad row is left out of a page instead of failing it with 503 for good.
 * The cost on hot reads is one try/catch around JSON.parse and a typeof check.
 */
import { createHash } from "node:crypto";

/**
 * What a site expects at the top level of a stored value: "object" a record, "strings" a list of
 * strings, "rows" one record or a list of records, "any" whatever JSON (a key-value entry may be
 * a string, a number, a list).
 */
export type StoredShape = "object" | "strings" | "rows" | "any";

/** The reason an outbox message whose stored fixed part does not decode is failed with. */
export const UNREADABLE_MESSAGE = "the stored message does not decode";

/** How long a bad record is not logged again after it was (it may be read on every page load). */
const QUIET_MS = 10 * 60_000;
/** How many bad records' last warnings are remembered (oldest forgotten first). */
const REMEMBERED = 1000;
const lastWarned = new Map<string, number>();
/** At most this many lines a minute whatever the number of bad records (the memory above may evict). */
const LINES_PER_WINDOW = 20;
const WINDOW_MS = 60_000;
let windowStart = 0;
let linesInWindow = 0;
let notLogged = 0;

/** What a warning says: the record's kind, its id (for kind "kv", a key without its personal part), why. */
export type StoredWarning = { kind: string; id: string; reason: string } | { notLogged: number };
/** Where the warnings go: the app's logger (pino's `warn(fields, msg)` fits), or a test's list. */
export type Warn = (fields: StoredWarning, msg: string) => void;
let warn: Warn = (fields, msg) =>
  console.warn(JSON.stringify({ level: 40, time: new Date().toISOString(), msg, ...fields }));

/** Sends the warnings elsewhere; returns the previous sink. */
export function setStoredJsonWarn(next: Warn): Warn {
  const previous = warn;
  warn = next;
  lastWarned.clear();
  windowStart = 0;
  linesInWindow = 0;
  notLogged = 0;
  return previous;
}

/** A segment of a kv key that names no one: a lowercase word (not an id, an address, a date). */
const PLAIN_SEGMENT = /^[a-z][a-z-]*$/;

/**
 * A kv key as logged: its leading plain segments (never the last, where ids go) and a short hash
 * of the whole key, since a key may carry a visitor's email (chat:lead:<env>:<email>:<day>).
 */
export function loggedKvKey(key: string): string {
  const segments = key.split(":");
  const kept: string[] = [];
  for (let i = 0; i < Math.min(segments.length - 1, 3); i++) {
    const segment = segments[i] as string;
    if (!PLAIN_SEGMENT.test(segment)) break;
    kept.push(segment);
  }
  const hash = createHash("sha1").update(key).digest("hex").slice(0, 8);
  return `${kept.join(":")}:…#${hash}`;
}

/** Whether one more line fits this minute's budget; the first line of a new minute tells how many were not logged. */
function withinBudget(now: number): boolean {
  if (now - windowStart >= WINDOW_MS) {
    windowStart = now;
    linesInWindow = 0;
    if (notLogged > 0) {
      warn({ notLogged }, `${notLogged} more warnings of unreadable records not logged`);
      linesInWindow = 1;
      notLogged = 0;
    }
  }
  if (linesInWindow >= LINES_PER_WINDOW) return false;
  linesInWindow++;
  return true;
}

/**
 * Logs (rate-limited) that record `id` of `kind` was read and left out for `reason`; for a reader
 * that checks a decoded value's shape itself.
 */
export function unreadable(kind: string, id: string, reason: string): undefined {
  const at = `${kind}:${id}`;
  const now = Date.now();
  const last = lastWarned.get(at);
  if (last !== undefined && now - last < QUIET_MS) return undefined;
  if (!withinBudget(now)) {
    // Not remembered as warned: it is logged when it is read again within a later budget.
    notLogged++;
    return undefined;
  }
  lastWarned.delete(at);
  if (lastWarned.size >= REMEMBERED) lastWarned.delete(lastWarned.keys().next().value as string);
  lastWarned.set(at, now);
  warn(
    { kind, id: kind === "kv" ? loggedKvKey(id) : id, reason },
    "stored record does not decode; left out",
  );
  return undefined;
}

const isRecord = (row: unknown): boolean =>
  typeof row === "object" && row !== null && !Array.isArray(row);

const fits = (value: unknown, shape: StoredShape): boolean => {
  if (shape === "any") return true;
  if (shape === "object") return isRecord(value);
  // Every row a record: `[null]` or `[7]` would fail later on a row's field.
  if (shape === "rows") return Array.isArray(value) ? value.every(isRecord) : isRecord(value);
  return Array.isArray(value) && value.every((t) => typeof t === "string");
};

/** What parsed() gives for a text that is not JSON (no JSON value is a symbol). */
const NOT_JSON = Symbol("not JSON");

/** The JSON value of `text`, or NOT_JSON: the one try/catch every decoding goes through. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * The stored value `text` of record `id` (of `kind`, e.g. "lead"), or undefined when it is
 * not JSON or not of the expected shape (an object by default).
 */
export function decodeStored<T>(
  text: string,
  kind: string,
  id: string,
  shape: StoredShape = "object",
): T | undefined {
  const value = parsed(text);
  if (value === NOT_JSON) return unreadable(kind, id, "not JSON");
  return fits(value, shape) ? (value as T) : unreadable(kind, id, `not ${shape}`);
}

/**
 * What a value read from the store is checked against: a zod schema (or anything with its
 * `safeParse`), whose parsed value is what the reader gets.
 */
export interface StoredSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The stored value `text` of record `id` as `schema` reads it, or undefined (logged as
 * decodeStored does) when it is not JSON or not of that shape.
 */
export function decodeStoredAs<T>(
  text: string,
  kind: string,
  id: string,
  schema: StoredSchema<T>,
): T | undefined {
  const value = parsed(text);
  if (value === NOT_JSON) return unreadable(kind, id, "not JSON");
  const read = schema.safeParse(value);
  return read.success ? read.data : unreadable(kind, id, "not of the shape its reader expects");
}

/**
 * The records of a list read from the store, each through `read` (which decodes it with
 * decodeStored; "" or null for a missing value), those that do not decode left out: one bad row never takes a page down.
 */
export function readable<R, T>(
  rows: Iterable<R>,
  read: (row: R, index: number) => T | null | undefined | "",
): T[] {
  const out: T[] = [];
  let i = 0;
  for (const row of rows) {
    const record = read(row, i++);
    if (record) out.push(record);
  }
  return out;
}
