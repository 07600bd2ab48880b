import type { QueryClient } from "@tanstack/react-query";
import { toast } from "sonner";

/** Admin toast durations (SPEC §9): success 3 s, error 4 s. */
export const SUCCESS_TOAST = { duration: 3000 } as const;
export const ERROR_TOAST = { duration: 4000 } as const;

const watched = new WeakSet<QueryClient>();

/**
 * Toasts a failed query's `meta.errorToast` from the query cache: once per message however
 * many queries fail together, never from a component's effect. Safe to call more than once.
 */
export function toastFailedQueries(queryClient: QueryClient) {
  if (watched.has(queryClient)) return;
  watched.add(queryClient);
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    const message = event.query.meta?.errorToast;
    if (message) toast.error(message, { ...ERROR_TOAST, id: message });
  });
}
