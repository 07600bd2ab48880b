import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { AppEnv } from "../context";
import { AppError, type AppErrorCode } from "../lib/errors";
import { fieldIssues, invalidInput } from "./validate";

const codeByStatus: Partial<Record<number, AppErrorCode>> = {
  400: "invalid_input",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  429: "rate_limited",
};

function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return invalidInput(fieldIssues(err));
  if (err instanceof HTTPException && err.status < 500) {
    // e.g. the JSON validator's "Malformed JSON in request body"
    return new AppError(codeByStatus[err.status] ?? "invalid_input", err.message || "Bad request");
  }
  return new AppError("internal", "Something went wrong on our side", { cause: err });
}

/** The one error handler: `{error, code, requestId, issues?}`; only 5xx are logged. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const error = toAppError(err);
  const requestId = c.var.requestId;
  if (error.status >= 500) {
    c.var.deps?.logger.error(
      { err: error.cause ?? err, requestId, path: c.req.path, code: error.code },
      error.message,
    );
  }
  if (error.retryAfter !== undefined)
    c.header("Retry-After", String(Math.max(1, error.retryAfter)));
  return c.json(
    {
      error: error.message,
      code: error.code,
      requestId,
      ...(error.issues ? { issues: error.issues } : {}),
    },
    error.status as ContentfulStatusCode,
  );
};

export const apiNotFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) =>
  c.json(
    {
      error: `No route for ${c.req.method} ${c.req.path}`,
      code: "not_found",
      requestId: c.var.requestId,
    },
    404,
  );
