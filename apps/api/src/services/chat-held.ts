/**
 * Chat sessions this process holds: each one's state as the process last read or wrote it
 * (the JSON stored), so that a message of a held session is answered from it and stored in
 * one storage step with its rate-limit hits (addMessagesIfHeld), which writes only when the
 * stored state is still the one held and every hit is within its limit. Anything else (a
 * change by another process, an expiry, a delete, a limit reached) writes nothing, and the
 * message is then read and judged first, as any message of a session not held.
 *
 * A held message's hits are counted only by that step: one failing before it (an error while
 * answering, the step itself failing) counts none, where a message read first has both counted
 * before it is answered. Its retry is counted as usual.
 *
 * Keys a limit refused are kept until their window ends: their messages are judged first, so
 * a flood over a limit has no answer computed for it. Both maps are bounded: a session or key
 * dropped only costs its next message the read first.
 */
import type { CountedHit, RateLimitHit, Storage } from "../storage";

/** Sessions held per store (a busy process's live chats; ~1 KB each). */
const MAX_SESSIONS = 1000;
/** Refused keys kept per store. */
const MAX_REFUSED = 1000;

interface Held {
  /** Session id → its state's JSON as stored; the least recently read or written first. */
  sessions: Map<string, string>;
  /** Rate-limit key → when its refusing window ends (epoch ms). */
  refused: Map<string, number>;
}

/** Per store: two app instances on one store each hold their own, as two processes do. */
const byStore = new WeakMap<Storage, Held>();

function heldOf(storage: Storage): Held {
  let held = byStore.get(storage);
  if (!held) {
    held = { sessions: new Map(), refused: new Map() };
    byStore.set(storage, held);
  }
  return held;
}

/** Adds or moves `key` to the end of `map`, dropping the oldest entry beyond `max`. */
function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as string);
}

/** Remembers the session's state as just read or written (`json`: its text as stored). */
export function holdSession(storage: Storage, id: string, json: string): void {
  keep(heldOf(storage).sessions, id, json, MAX_SESSIONS);
}

export function dropSession(storage: Storage, id: string): void {
  heldOf(storage).sessions.delete(id);
}

/**
 * The held state's JSON of the session, unless none is held or one of `hits`' keys was refused
 * by its limit in a window still open.
 */
export function heldSession(
  storage: Storage,
  id: string,
  hits: readonly CountedHit[],
): string | undefined {
  const held = heldOf(storage);
  const json = held.sessions.get(id);
  if (json === undefined || held.refused.size === 0) return json;
  const now = Date.now();
  for (const hit of hits) {
    const until = held.refused.get(hit.key);
    if (until === undefined) continue;
    if (until > now) return undefined;
    held.refused.delete(hit.key);
  }
  return json;
}

/** Notes each key whose counted hit was over its limit, until its window ends. */
export function noteRefused(
  storage: Storage,
  hits: readonly CountedHit[],
  counted: readonly RateLimitHit[],
): void {
  hits.forEach((hit, i) => {
    const c = counted[i];
    if (c && c.count > hit.limit) keep(heldOf(storage).refused, hit.key, c.resetAt, MAX_REFUSED);
  });
}
