/**
 * Untyped admin calls, kept only for the blog screens until they move to the typed client in
 * `api-client.ts`; errors are the same `ApiError`, with the same login handling.
 */
import type { z } from "zod";
import { storedAdminToken } from "@/features/auth/login-token";
import { ApiError, NO_RESPONSE_MESSAGE, unwrap } from "./api-client";

export { errorMessage } from "./api-client";

export type QueryValue = string | number | boolean | null | undefined;

export interface AdminRequestOptions<T> {
  /** Query parameters; `undefined`, `null`, `""` and `"all"` are left out. */
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Parses the JSON answer; without it the answer is trusted as `T`. */
  schema?: z.ZodType<T>;
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

/** Sends one request to this server's `/api` with the stored bearer. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  options: Pick<AdminRequestOptions<unknown>, "query" | "body" | "signal">,
): Promise<Response> {
  const token = storedAdminToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`/api${path}${buildQuery(options.query)}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** One admin call; errors and a 401 are handled as by `unwrap`. */
export async function adminRequest<T>(
  method: string,
  path: string,
  options: AdminRequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const payload: unknown = await unwrap(send(method, path, headers, options));
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
  let res: Response;
  try {
    res = await send("GET", path, { accept: "text/event-stream" }, options);
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(NO_RESPONSE_MESSAGE, 0, "network_error");
  }
  if (res.ok && res.body) return res.body;
  // Not a stream: the error answer, read and thrown as any other call's.
  await unwrap(Promise.resolve(res));
  throw new ApiError(`Request failed (${res.status})`, res.status, "http_error");
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
