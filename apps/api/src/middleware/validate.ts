import { zValidator } from "@hono/zod-validator";
import { inputString } from "@repo/schemas";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { z } from "zod";
import { AppError, type FieldIssue } from "../lib/errors";

/** Readable field issues from a zod error: `[{path: "email", message: "Invalid email address"}]`. */
export function fieldIssues(error: z.core.$ZodError): FieldIssue[] {
  return error.issues.map((i) => ({
    path: i.path.map(String).join(".") || "(body)",
    message: i.message,
  }));
}

/** A 400 that names the fields, e.g. "Invalid email: Invalid email address". */
export function invalidInput(issues: FieldIssue[]): AppError {
  const first = issues[0];
  const message = first ? `Invalid ${first.path}: ${first.message}` : "Invalid request";
  return new AppError("invalid_input", message, { issues });
}

/** `zValidator` whose failures become our one error shape (400 `{error, code, issues}`). */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(fieldIssues(result.error as z.core.$ZodError));
  });

/** `/:id` of a stored record (lead, conversation, post): a non-empty id of at most 100 chars. */
export const idParam = z.object({ id: inputString().min(1).max(100) });

/**
 * Lets a JSON body be left out: an empty body reads as `{}` for the `validate("json", …)` that
 * follows (hono's JSON validator would call it malformed). A body that is there is validated.
 */
export const optionalJsonBody: MiddlewareHandler = async (c, next) => {
  // hono reads a JSON body through its cached text (a promise, though typed as a string),
  // so an empty one is cached as "{}".
  if (!(await c.req.text()).trim()) {
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve("{}");
  }
  await next();
};
