import { AppError, StoreUnavailableError } from "../lib/errors";
import type { Storage } from "./types";

const wrap =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R> | R) =>
  async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new StoreUnavailableError(error);
    }
  };

/** Wraps every method of a repository (see guardStorage), once per method, not per call. */
export function guard<T extends object>(repo: T): T {
  const wrapped = new Map<PropertyKey, { of: unknown; fn: unknown }>();
  return new Proxy(repo, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function") return value;
      const known = wrapped.get(prop);
      if (known?.of === value) return known.fn;
      const fn = wrap(value.bind(target));
      wrapped.set(prop, { of: value, fn });
      return fn;
    },
  });
}

/**
 * Makes a driver failure (Redis down, SQLite I/O error) in any repository surface as
 * StoreUnavailableError, which the API answers with 503. New repositories need no change here.
 */
export function guardStorage<S extends Storage>(storage: S): S {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(storage)) {
    if (name === "close") out[name] = value;
    else if (typeof value === "function") out[name] = wrap(value.bind(storage));
    else if (value && typeof value === "object") out[name] = guard(value);
    else out[name] = value;
  }
  return out as S;
}
