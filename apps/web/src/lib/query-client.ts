import { QueryCache, QueryClient } from "@tanstack/react-query";
import { toastQueryError } from "@/features/admin/toasts";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorToast`: the toast shown when this query fails (SPEC §9 durations). */
    queryMeta: { errorToast?: string };
  }
}

/** A QueryClient as the admin uses it: a failed query toasts its `meta.errorToast`, once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (_error, query) => toastQueryError(query.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use by the admin layout route's `beforeLoad`
 * (routes/admin/route.tsx), which loads this module on demand so Query (and the toasts) stay
 * out of the admin entry's first chunk and hands the client to every admin loader as
 * `context.queryClient`.
 */
export function getQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
