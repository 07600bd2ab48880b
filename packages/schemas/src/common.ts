import { z } from "zod";

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
  error: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Email as people type it: trimmed, lower-cased, checked. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
