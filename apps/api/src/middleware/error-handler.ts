import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { AppEnv } from "../context";
import { AppError, type AppErrorCode, type FieldIssue } from "../lib/errors";
import { fieldIssues, invalidInput } from "./validate";

const codeByStatus: Partial<Record<number, AppErrorCode>> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  429: "rate_limited",
};

function toAppError(err: unknown, internalMessage: string): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return invalidInput(fieldIssues(err));
  if (err instanceof HTTPException && err.status < 500) {
    // e.g. the JSON validator's "Malformed JSON in request body"
    return new AppError(codeByStatus[err.status] ?? "invalid_input", err.message || "Bad request");
  }
  return new AppError("internal", internalMessage, { cause: err });
}

/** The one error shape every failure is answered with (README, SPEC §8). */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  requestId: string;
  issues?: FieldIssue[];
}

/**
 * The error body for anything thrown while answering `c`, logged when it is the server's
 * fault (5xx) and only then. Used by `onError` and by streams, which report failures as an
 * event once their headers are sent.
 */
export function errorBody(
  c: Context<AppEnv>,
  err: unknown,
  { internalMessage = "Something went wrong on our side" } = {},
): { error: AppError; body: ErrorBody } {
  const error = toAppError(err, internalMessage);
  const requestId = c.get("requestId");
  if (error.status >= 500) {
    c.get("deps")?.logger.error(
      { err: error.cause ?? err, requestId, path: c.req.path, code: error.code },
      error.message,
    );
  }
  const body: ErrorBody = { error: error.message, code: error.code, requestId };
  if (error.issues) body.issues = error.issues;
  return { error, body };
}

/** The one error handler: `{error, code, requestId, issues?}`; only 5xx are logged. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const { error, body } = errorBody(c, err);
  if (error.retryAfter !== undefined)
    c.header("Retry-After", String(Math.max(1, error.retryAfter)));
  return c.json(body, error.status as ContentfulStatusCode);
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json(
    errorBody(c, new AppError("not_found", `No route for ${c.req.method} ${c.req.path}`)).body,
    404,
  );
