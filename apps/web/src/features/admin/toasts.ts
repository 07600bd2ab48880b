import type { QueryMeta } from "@tanstack/react-query";
import { toast } from "sonner";

/** Admin toast durations (SPEC §9): success 3 s, error 4 s. */
export const SUCCESS_TOAST = { duration: 3000 } as const;
export const ERROR_TOAST = { duration: 4000 } as const;

/**
 * Toasts a failed query's `meta.errorToast` (the QueryCache's `onError`, lib/query-client.ts):
 * queries that fail together with the same message share one toast.
 */
export function toastQueryError(meta: QueryMeta | undefined) {
  const message = meta?.errorToast;
  if (message) toast.error(message, { ...ERROR_TOAST, id: message });
}
