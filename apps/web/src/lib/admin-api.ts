import { apiErrorSchema } from "@repo/schemas";
import type { z } from "zod";
import { clearAdminAuth, getAdminToken } from "@/features/auth/auth-store";

/** Shown when the server cannot be reached at all (SPEC §8). */
export const NO_RESPONSE_MESSAGE = "No response from server. Please try again later.";

/** A failed admin call: the server's `{error, code, requestId}` or a network failure (status 0). */
export class AdminApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;

  constructor(message: string, status: number, code: string, requestId?: string) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface AdminRequestOptions<T> {
  /** Query parameters; `undefined`, `null`, `""` and `"all"` are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Parses the JSON answer; without it the answer is trusted as `T`. */
  schema?: z.ZodType<T>;
  /** Send no bearer and keep the stored login on a 401 (the login call itself). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "" || value === "all") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Sends one request to this server's `/api`; a network failure becomes status 0. */
async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  options: Pick<AdminRequestOptions<unknown>, "query" | "body" | "anonymous" | "signal">,
): Promise<Response> {
  const token = options.anonymous ? null : getAdminToken();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`/api${path}${buildQuery(options.query)}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new AdminApiError(NO_RESPONSE_MESSAGE, 0, "NETWORK_ERROR");
  }
}

/** The error for a failed answer; a 401 clears the stored login (unless `anonymous`). */
function failure(res: Response, payload: unknown, anonymous = false): AdminApiError {
  if (res.status === 401 && !anonymous) clearAdminAuth();
  const parsed = apiErrorSchema.safeParse(payload);
  return parsed.success
    ? new AdminApiError(parsed.data.error, res.status, parsed.data.code, parsed.data.requestId)
    : new AdminApiError(`Request failed (${res.status})`, res.status, "HTTP_ERROR");
}

/**
 * One admin call to this server's `/api`. Sends the stored bearer; a 401 clears the stored
 * login (the admin layout then redirects to /admin/login); errors carry the server's message.
 */
export async function adminRequest<T>(
  method: string,
  path: string,
  options: AdminRequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await send(method, path, headers, options);
  const payload: unknown = await res.json().catch(() => undefined);
  if (!res.ok) throw failure(res, payload, options.anonymous);
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

/**
 * An admin stream (server-sent events) read with `fetch`, since EventSource cannot send the
 * bearer. Same auth and errors as `adminRequest`; resolves to the body once headers arrive.
 */
export async function adminStream(
  path: string,
  options: Pick<AdminRequestOptions<unknown>, "query" | "signal"> = {},
): Promise<ReadableStream<Uint8Array>> {
  const res = await send("GET", path, { accept: "text/event-stream" }, options);
  if (!res.ok || !res.body) throw failure(res, await res.json().catch(() => undefined));
  return res.body;
}

export const adminApi = {
  get: <T>(path: string, options?: Omit<AdminRequestOptions<T>, "body">) =>
    adminRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: AdminRequestOptions<T>) =>
    adminRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: AdminRequestOptions<T>) =>
    adminRequest<T>("PUT", path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<AdminRequestOptions<T>, "body">) =>
    adminRequest<T>("DELETE", path, options),
};

/** The message to show for any error thrown by an admin call. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
