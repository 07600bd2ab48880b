import { QueryClient } from "@tanstack/react-query";

declare module "@tanstack/react-query" {
  interface Register {
    /** `errorToast`: the toast shown when this query fails (SPEC §9 durations). */
    queryMeta: { errorToast?: string };
  }
}

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use by the admin layout route's `beforeLoad`
 * (routes/admin/route.tsx), which loads this module on demand so Query stays out of the
 * public bundle and hands the client to every admin loader as `context.queryClient`.
 * Failed queries are toasted by features/admin/toasts.ts (sonner stays out of this module:
 * importing it here would reshape the public bundle's chunks).
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  return client;
}
