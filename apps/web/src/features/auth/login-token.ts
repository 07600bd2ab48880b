/**
 * The stored admin token: reading it, clearing it, and a signal when this tab changes it.
 * Dependency-free, since the API client (which public contact forms load too) uses it; the
 * parsed login and its React hook are in auth-store.ts.
 */
import { TOKEN_KEY, USER_KEY } from "./stored-login";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function storedAdminToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

const listeners = new Set<() => void>();

/** Calls `listener` whenever this tab changes the stored login. */
export function onStoredLoginChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifyStoredLoginChange() {
  for (const listener of listeners) listener();
}

let endedByAdmin = false;

/** True when the last login ended through Logout (not an expired or rejected token). */
export function loginEndedByAdmin(): boolean {
  return endedByAdmin;
}

export function markLoginStarted() {
  endedByAdmin = false;
}

/** Forgets the stored login; `byAdmin` when the admin logged out (not a rejected token). */
export function clearAdminAuth({ byAdmin = false }: { byAdmin?: boolean } = {}) {
  endedByAdmin = byAdmin;
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
  notifyStoredLoginChange();
}
