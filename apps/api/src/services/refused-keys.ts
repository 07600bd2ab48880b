/**
 * Rate-limit keys a limit refused, kept until their window ends: a chat message or an agent's
 * tool call of such a key is counted before it is answered, as every one was, so a flood over
 * a limit has no answer computed for it (chat-held.ts, mcp/context.ts). Per store, so two app
 * instances on one store each keep their own as two processes do; bounded: a key dropped only
 * costs its next request the answer computed before the count that refuses it again.
 */
import type { CountedHit, RateLimitHit, Storage } from "../storage";

/** Keys kept per store. */
const MAX_REFUSED = 1000;

/** Rate-limit key → when its refusing window ends (epoch ms), the oldest noted first. */
const byStore = new WeakMap<Storage, Map<string, number>>();

function refusedOf(storage: Storage): Map<string, number> {
  let refused = byStore.get(storage);
  if (!refused) {
    refused = new Map();
    byStore.set(storage, refused);
  }
  return refused;
}

/** Whether one of `hits`' keys was refused in a window still open. */
export function anyRefused(storage: Storage, hits: readonly CountedHit[]): boolean {
  const refused = byStore.get(storage);
  if (!refused || refused.size === 0) return false;
  const now = Date.now();
  for (const hit of hits) {
    const until = refused.get(hit.key);
    if (until === undefined) continue;
    if (until > now) return true;
    refused.delete(hit.key);
  }
  return false;
}

/** Notes each key whose counted hit was over its limit, until its window ends. */
export function noteRefused(
  storage: Storage,
  hits: readonly CountedHit[],
  counted: readonly RateLimitHit[],
): void {
  hits.forEach((hit, i) => {
    const c = counted[i];
    if (!c || c.count <= hit.limit) return;
    const refused = refusedOf(storage);
    refused.delete(hit.key);
    refused.set(hit.key, c.resetAt);
    if (refused.size > MAX_REFUSED) refused.delete(refused.keys().next().value as string);
  });
}
