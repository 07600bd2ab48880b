/**
 * Decoding a stored JSON value without ever throwing: a row that does not decode (a hand edit,
 * a bad restore, a partial write by an older version) is reported as unreadable (undefined) and
 * logged, so that one bad row is left out of a page instead of failing it with 503 for good.
 * The cost on hot reads is one try/catch around JSON.parse and a typeof check.
 */

/** What a site expects at the top level of a stored value. */
/** "any": whatever JSON (a key-value entry may be a string, a number, a list). */
export type StoredShape = "object" | "strings" | "rows" | "any";

/** The reason an outbox message whose stored fixed part does not decode is failed with. */
export const UNREADABLE_MESSAGE = "the stored message does not decode";

/** How long a bad record is not logged again after it was (it may be read on every page load). */
const QUIET_MS = 10 * 60_000;
/** How many bad records' last warnings are remembered (oldest forgotten first). */
const REMEMBERED = 1000;
const lastWarned = new Map<string, number>();

type Warn = (line: string) => void;
let warn: Warn = (line) => console.warn(line);

/** Sends the warnings elsewhere (a test's list); returns the previous sink. */
export function setStoredJsonWarn(next: Warn): Warn {
  const previous = warn;
  warn = next;
  lastWarned.clear();
  return previous;
}

function unreadable(kind: string, id: string, reason: string): undefined {
  const at = `${kind}:${id}`;
  const now = Date.now();
  const last = lastWarned.get(at);
  if (last !== undefined && now - last < QUIET_MS) return undefined;
  lastWarned.delete(at);
  if (lastWarned.size >= REMEMBERED) lastWarned.delete(lastWarned.keys().next().value as string);
  lastWarned.set(at, now);
  warn(
    JSON.stringify({
      level: 40,
      time: new Date(now).toISOString(),
      msg: "stored record does not decode; left out",
      kind,
      id,
      reason,
    }),
  );
  return undefined;
}

const fits = (value: unknown, shape: StoredShape): boolean => {
  if (shape === "any") return true;
  if (typeof value !== "object" || value === null) return false;
  if (shape === "object") return !Array.isArray(value);
  if (shape === "rows") return true;
  return Array.isArray(value) && value.every((t) => typeof t === "string");
};

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return unreadable(kind, id, "not JSON");
  }
  return fits(value, shape) ? (value as T) : unreadable(kind, id, `not ${shape}`);
}
