import type { AdminUser, LoginRequest } from "@repo/schemas";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { redirect } from "@tanstack/react-router";
import { ApiError, api, NO_RESPONSE_MESSAGE, unwrap } from "@/lib/api-client";
import { clearAdminAuth, getAdminToken, setAdminAuth } from "./auth-store";

/** Only paths inside the admin area are followed after login. */
export function safeAdminRedirect(target: string | undefined): string {
  if (!target?.startsWith("/admin") || target.startsWith("/admin/login")) return "/admin";
  return target;
}

export const LOGIN_FALLBACK_MESSAGE = "An error occurred during login. Please try again.";

/** Logs in and stores the token and user; throws with the text the login banner shows. */
export async function loginAdmin(credentials: LoginRequest): Promise<AdminUser> {
  try {
    const { token, user } = await unwrap(api.auth.login.$post({ json: credentials }), {
      anonymous: true,
    });
    setAdminAuth(token, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError) {
      // The server's own message when it gave one (SPEC §8); otherwise the login fallback.
      if (error.code === "network_error") throw new Error(NO_RESPONSE_MESSAGE);
      throw new Error(error.code === "http_error" ? LOGIN_FALLBACK_MESSAGE : error.message);
    }
    throw new Error(LOGIN_FALLBACK_MESSAGE);
  }
}

/** Ends the session on the server (best effort) and clears the stored login. */
export async function logoutAdmin(): Promise<void> {
  try {
    await unwrap(api.auth.logout.$post());
  } catch {
    // The local login is cleared whatever the server says.
  } finally {
    clearAdminAuth({ byAdmin: true });
  }
}

/** `GET /api/auth/me` for a given token: the check the admin layout runs. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ["admin", "me", token],
    queryFn: ({ signal }) => unwrap(api.auth.me.$get(undefined, { init: { signal } })),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });

/**
 * The admin layout's loader: `GET /api/auth/me` for the stored token, kept in the Query cache
 * for `AdminGuard`. A rejected token (already cleared by the client) goes to /admin/login,
 * remembering the origin; any other failure is the layout's error state.
 */
export async function ensureAdminLogin(queryClient: QueryClient, href: string) {
  try {
    return await queryClient.ensureQueryData(meQueryOptions(getAdminToken()));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      throw redirect({ to: "/admin/login", search: { redirect: safeAdminRedirect(href) } });
    }
    throw error;
  }
}
