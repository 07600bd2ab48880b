import { zValidator } from "@hono/zod-validator";
import { inputString } from "@repo/schemas";
import type { ValidationTargets } from "hono";
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
 * `validate("json", schema)` for a body that may be left out: an empty body reads as `{}`
 * (hono's JSON validator would call it malformed); a body that is there is validated as usual.
 */
export const validateOptionalJson = <T extends z.ZodType>(schema: T) => {
  const validateJson = validate("json", schema);
  const handler: typeof validateJson = async (c, next) => {
    // hono keeps the text it reads, so the validator can still read the body after this.
    if ((await c.req.text()).trim()) return validateJson(c, next);
    const result = schema.safeParse({});
    if (!result.success) throw invalidInput(fieldIssues(result.error as z.core.$ZodError));
    c.req.addValidatedData("json", result.data as object);
    await next();
  };
  return handler;
};
