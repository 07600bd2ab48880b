/**
 * The storage keys of the admin login and a dependency-free check of them. Route guards
 * run in the admin entry before any page's chunk loads, so this file stays tiny; everything
 * else admin is code-split.
 */
export const TOKEN_KEY = "adminToken";
export const USER_KEY = "adminUser";

/** A token is stored and the stored user's role is admin (SPEC §6). */
export function hasStoredAdminLogin(): boolean {
  try {
    const token = window.localStorage.getItem(TOKEN_KEY);
    const user = JSON.parse(window.localStorage.getItem(USER_KEY) ?? "null") as {
      role?: unknown;
    } | null;
    return Boolean(token) && user?.role === "admin";
  } catch {
    return false;
  }
}
