import type { Result, Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";

/** The methods whose matches are kept; any other (a client may invent one) is matched each time. */
const KEPT_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** A route path without a parameter, a wildcard, an optional part or a pattern. */
const isStatic = (path: string) => !/[:*?{]/.test(path);

/**
 * Hono's TrieRouter (the app's routes are not all RegExpRouter's kind: `/api/leads/stats`
 * beside `/api/leads/:id`), with the match of each request path that names a route exactly
 * (`/api/chat/message`, `/api/leads`…) kept once made: the hot routes' paths are such, and a
 * path's match depends on the method and the path alone. Matching walks the trie and builds
 * the handler list every time (~1–2 µs of a request under load); a kept one is a lookup. What
 * is kept is bounded by the routes (their static paths, times the methods above), never by
 * what clients send.
 */
export class AppRouter<T> implements Router<T> {
  readonly name = "TrieRouter, static paths kept";
  readonly #trie = new TrieRouter<T>();
  readonly #staticPaths = new Set<string>();
  readonly #kept = new Map<string, Map<string, Result<T>>>(
    KEPT_METHODS.map((method) => [method, new Map()]),
  );

  add(method: string, path: string, handler: T): void {
    this.#trie.add(method, path, handler);
    if (isStatic(path)) this.#staticPaths.add(path);
    // A route added after a match may change it (routes are added before serving, in practice).
    for (const kept of this.#kept.values()) kept.clear();
  }

  match(method: string, path: string): Result<T> {
    const kept = this.#kept.get(method);
    if (!kept || !this.#staticPaths.has(path)) return this.#trie.match(method, path);
    let result = kept.get(path);
    if (!result) {
      result = this.#trie.match(method, path);
      kept.set(path, result);
    }
    return result;
  }
}
