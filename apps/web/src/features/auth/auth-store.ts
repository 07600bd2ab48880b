import { type AdminUser, adminUserSchema } from "@repo/schemas";
import { useSyncExternalStore } from "react";

import {
  clearAdminAuth,
  loginEndedByAdmin,
  markLoginStarted,
  notifyStoredLoginChange,
  onStoredLoginChange,
} from "./login-token";
import { TOKEN_KEY, USER_KEY } from "./stored-login";

/** The stored admin login (SPEC §3 Admin auth): `adminToken` and `adminUser` in localStorage. */
export { clearAdminAuth, loginEndedByAdmin, TOKEN_KEY, USER_KEY };

export interface AdminAuth {
  token: string | null;
  user: AdminUser | null;
}

let snapshot: { key: string; auth: AdminAuth } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string | null): AdminUser | null {
  try {
    const parsed = adminUserSchema.safeParse(JSON.parse(raw ?? "null"));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The current login; the same object until storage changes (safe for useSyncExternalStore). */
export function getAdminAuth(): AdminAuth {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) || null;
  const rawUser = store?.getItem(USER_KEY) ?? null;
  const key = `${token}\n${rawUser}`;
  if (!snapshot || snapshot.key !== key) {
    snapshot = { key, auth: { token, user: parseUser(rawUser) } };
  }
  return snapshot.auth;
}

export function getAdminToken(): string | null {
  return getAdminAuth().token;
}

/** An admin is logged in when a token is stored and the stored user's role is admin. */
export function isAdminLoggedIn(auth: AdminAuth = getAdminAuth()): boolean {
  return Boolean(auth.token) && auth.user?.role === "admin";
}

export function setAdminAuth(token: string, user: AdminUser) {
  markLoginStarted();
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(USER_KEY, JSON.stringify(user));
  notifyStoredLoginChange();
}

export function subscribeAdminAuth(listener: () => void): () => void {
  const stopLocal = onStoredLoginChange(listener);
  // Another tab logging in or out changes this tab's login too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    stopLocal();
    window.removeEventListener("storage", onStorage);
  };
}

export function useAdminAuth(): AdminAuth {
  return useSyncExternalStore(subscribeAdminAuth, getAdminAuth, getAdminAuth);
}
