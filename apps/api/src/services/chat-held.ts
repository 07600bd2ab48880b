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
 * A message of a key a limit refused in a window still open (refused-keys.ts) is judged first,
 * so a flood over a limit has no answer computed for it. Bounded: a session dropped only costs
 * its next message the read first.
 */
import type { CountedHit, Storage } from "../storage";
import { anyRefused } from "./refused-keys";

/** Sessions held per store (a busy process's live chats; ~1 KB each). */
const MAX_SESSIONS = 1000;

/**
 * Per store, session id → its state's JSON as stored, the least recently read or written
 * first: two app instances on one store each hold their own, as two processes do.
 */
const byStore = new WeakMap<Storage, Map<string, string>>();

function heldOf(storage: Storage): Map<string, string> {
  let held = byStore.get(storage);
  if (!held) {
    held = new Map();
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
  keep(heldOf(storage), id, json, MAX_SESSIONS);
}

export function dropSession(storage: Storage, id: string): void {
  heldOf(storage).delete(id);
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
  const json = heldOf(storage).get(id);
  return json === undefined || anyRefused(storage, hits) ? undefined : json;
}
