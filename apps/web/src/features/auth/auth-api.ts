import { type AdminUser, type LoginRequest, loginResponseSchema } from "@repo/schemas";
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { AdminApiError, adminApi, NO_RESPONSE_MESSAGE } from "@/lib/admin-api";
import { clearAdminAuth, setAdminAuth } from "./auth-store";

export const LOGIN_FALLBACK_MESSAGE = "An error occurred during login. Please try again.";

/** Logs in and stores the token and user; throws with the text the login banner shows. */
export async function loginAdmin(credentials: LoginRequest): Promise<AdminUser> {
  try {
    const { token, user } = await adminApi.post("/auth/login", credentials, {
      schema: loginResponseSchema,
      anonymous: true,
    });
    setAdminAuth(token, user);
    return user;
  } catch (error) {
    if (error instanceof AdminApiError) {
      // The server's own message when it gave one (SPEC §8); otherwise the login fallback.
      if (error.status === 0) throw new Error(NO_RESPONSE_MESSAGE);
      throw new Error(error.code === "HTTP_ERROR" ? LOGIN_FALLBACK_MESSAGE : error.message);
    }
    throw new Error(LOGIN_FALLBACK_MESSAGE);
  }
}

/** Ends the session on the server (best effort) and clears the stored login. */
export async function logoutAdmin(): Promise<void> {
  try {
    await adminApi.post("/auth/logout");
  } catch {
    // The local login is cleared whatever the server says.
  } finally {
    clearAdminAuth({ byAdmin: true });
  }
}

const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.literal("admin") }),
});

/** `GET /api/auth/me` for a given token: the check the admin layout runs. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ["admin", "me", token],
    queryFn: ({ signal }) => adminApi.get("/auth/me", { schema: meSchema, signal }),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
