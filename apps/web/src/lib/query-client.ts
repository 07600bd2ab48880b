import { QueryClient } from "@tanstack/react-query";

let client: QueryClient | undefined;

/**
 * The app's one QueryClient, created on first use. Public pages fetch nothing through
 * Query, so it stays out of their bundle: the admin layout route loads it on demand and
 * hands it to its children through route context, e.g.
 *
 *   beforeLoad: async () => {
 *     const { getQueryClient } = await import("@/lib/query-client");
 *     return { queryClient: getQueryClient() };
 *   },
 *   component: () => (
 *     <QueryClientProvider client={Route.useRouteContext().queryClient}>…</QueryClientProvider>
 *   ),
 *
 * and child loaders call `context.queryClient.ensureQueryData(xQueryOptions())`.
 */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  return client;
}
