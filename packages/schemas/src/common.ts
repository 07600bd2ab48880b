import { z } from "zod";

/**
 * A string from outside, made well-formed on the way in: JSON can carry a lone UTF-16
 * surrogate ("\ud800"), on which encodeURIComponent and other encoders throw later, e.g. in
 * an admin page. Each lone surrogate becomes U+FFFD. Every string a schema reads uses it.
 */
export const inputString = () => z.string().overwrite((s) => s.toWellFormed());

/** The deployment a record was written in; every stored record carries one. */
export const appEnvironmentSchema = z.enum(["development", "production"]);
export type AppEnvironment = z.infer<typeof appEnvironmentSchema>;

/** Admin filter value: one environment or both. */
export const environmentFilterSchema = z.enum(["all", "development", "production"]);
export type EnvironmentFilter = z.infer<typeof environmentFilterSchema>;

/** Which storage back end the server runs on. */
export const storageTypeSchema = z.enum(["SQLite", "Redis"]);
export type StorageType = z.infer<typeof storageTypeSchema>;

/** The one error shape every API route answers with. */
export const apiErrorSchema = z.object({
  error: inputString(),
  code: inputString(),
  requestId: inputString().optional(),
  issues: z.array(z.object({ path: inputString(), message: inputString() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Email as people type it: trimmed, lower-cased, checked. */
export const emailSchema = inputString().trim().toLowerCase().pipe(z.email().max(254));
