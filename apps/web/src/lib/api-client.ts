/**
 * The one typed client of this server's `/api`: `hc<AppType>` infers every path, input and
 * answer from the API's own route definitions (a type-only import: no server code reaches
 * the browser), and `unwrap` turns an answer into its data or one `ApiError`.
 */
import type { AppType } from "@repo/api/app";
import type { ApiError as ApiErrorBody } from "@repo/schemas";
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// Dependency-free on purpose: the public contact forms load this module too.
import { clearAdminAuth, storedAdminToken } from "@/features/auth/login-token";

/** Shown when the server cannot be reached at all (SPEC §8). */
export const NO_RESPONSE_MESSAGE = "No response from server. Please try again later.";

/** The server's codes (snake_case, `{error, code, requestId}`) plus the two only a client sees. */
export type ApiErrorCode = "network_error" | "http_error" | (string & {});

/** A failed call: the server's `{error, code, requestId}`, or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly requestId: string | undefined;

  constructor(message: string, status: number, code: ApiErrorCode, requestId?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

/** The API, typed from its routes. Admin calls carry the stored bearer. */
export const api = hc<AppType>("/api", {
  // The global fetch at call time (tests stand in for the network there).
  fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
  headers: (): Record<string, string> => {
    const token = storedAdminToken();
    return token ? { authorization: `Bearer ${token}` } : {};
  },
});

/** The body type of a typed response's success statuses (`unknown` for a plain Response). */
export type Ok<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? S extends SuccessStatusCode
      ? T
      : never
    : unknown;

type AnyResponse = Pick<Response, "ok" | "status" | "json">;

export interface UnwrapOptions {
  /** The login itself: a 401 is an answer to show, not an expired login to clear. */
  anonymous?: boolean;
}

/**
 * The data of a successful answer, or an `ApiError`: the server's message and code, a network
 * failure as status 0 with `NO_RESPONSE_MESSAGE`. A 401 clears the stored login (the admin
 * layout then redirects to /admin/login). Aborts are passed through as they are.
 */
export async function unwrap<R extends AnyResponse>(
  call: Promise<R>,
  options: UnwrapOptions = {},
): Promise<Ok<R>> {
  let res: R;
  try {
    res = await call;
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0, "network_error");
  }
  const payload: unknown = await res.json().catch(() => undefined);
  if (res.ok) return payload as Ok<R>;
  if (res.status === 401 && !options.anonymous) clearAdminAuth();
  throw isErrorBody(payload)
    ? new ApiError(payload.error, res.status, payload.code, payload.requestId)
    : new ApiError(`Request failed (${res.status})`, res.status, "http_error");
}

/** The server's one error shape (`apiErrorSchema`), checked without zod to stay small. */
function isErrorBody(payload: unknown): payload is ApiErrorBody {
  const body = payload as Partial<Record<keyof ApiErrorBody, unknown>> | null;
  return (
    typeof body?.error === "string" &&
    typeof body.code === "string" &&
    (body.requestId === undefined || typeof body.requestId === "string")
  );
}

/** A query as sent: strings stay as typed, numbers become their text. */
type QueryText<Q> = { [K in keyof Q]?: Q[K] extends string ? Q[K] : string };

/** Query parameters without the "all" / empty values the server reads as "no filter". */
export function compactQuery<Q extends Record<string, string | number | boolean | undefined>>(
  query: Q,
): QueryText<Q> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "" || value === "all") continue;
    out[key] = String(value);
  }
  return out as QueryText<Q>;
}

/** The message to show for any error thrown by a call. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
