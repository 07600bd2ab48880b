import type { ContentfulStatusCode } from "hono/utils/http-status";

export type AppErrorCode =
  | "invalid_input"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "payload_too_large"
  | "rate_limited"
  | "store_unavailable"
  | "upstream_error"
  | "internal";

const statusByCode: Record<AppErrorCode, ContentfulStatusCode> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  store_unavailable: 503,
  upstream_error: 502,
  internal: 500,
};

export interface FieldIssue {
  path: string;
  message: string;
}

/** The one error type services throw; `app.onError` turns it into `{error, code, requestId}`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: ContentfulStatusCode;
  /** Seconds a client should wait (rate limits). */
  readonly retryAfter?: number;
  /** Which fields were wrong (validation errors). */
  readonly issues?: FieldIssue[];

  constructor(
    code: AppErrorCode,
    message: string,
    opts: { retryAfter?: number; issues?: FieldIssue[]; cause?: unknown } = {},
  ) {
    super(message, { cause: opts.cause });
    this.code = code;
    this.status = statusByCode[code];
    this.retryAfter = opts.retryAfter;
    this.issues = opts.issues;
  }
}

/** Storage adapters wrap driver failures in this, so callers answer 503 instead of 500. */
export class StoreUnavailableError extends AppError {
  constructor(cause: unknown) {
    super("store_unavailable", "Storage is unavailable, please try again shortly", { cause });
  }
}
