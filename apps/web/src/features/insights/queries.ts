import type { EnvironmentFilter } from "@repo/schemas";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AdminFilters } from "@/features/admin/admin-filters";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { api, compactQuery, unwrap } from "@/lib/api-client";

/** SPEC §9: the dashboard keeps each filter combination's data for 5 minutes. */
export const DASHBOARD_CACHE_MS = 300_000;
export const CONVERSATION_LIST_LIMIT = 20;

const filterQuery = (f: AdminFilters) =>
  compactQuery({ source: f.source, environment: f.environment, dateRange: f.dateRange });

/** `dashboard_cache_{source}_{environment}_{dateRange}`: one entry per filter combination. */
export const dashboardKeys = {
  all: ["dashboard_cache"] as const,
  filters: (f: AdminFilters) =>
    ["dashboard_cache", `${f.source}_${f.environment}_${f.dateRange}`] as const,
  part: (f: AdminFilters, part: "stats" | "conversations" | "dailyActivity" | "aiInsights") =>
    [...dashboardKeys.filters(f), part] as const,
  conversation: (id: string) => ["admin", "conversation", id] as const,
};

/** Each dashboard part: kept 5 minutes, not retried, its failure toasted once for all four. */
const cached = {
  staleTime: DASHBOARD_CACHE_MS,
  gcTime: DASHBOARD_CACHE_MS,
  retry: 0,
  meta: { errorToast: "Failed to load dashboard data" },
} as const;

export const statsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "stats"),
    queryFn: ({ signal }) =>
      unwrap(api.admin.stats.$get({ query: filterQuery(f) }, { init: { signal } })),
  });

export const conversationsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "conversations"),
    queryFn: async ({ signal }) => {
      const query = { ...filterQuery(f), limit: String(CONVERSATION_LIST_LIMIT) };
      return (await unwrap(api.admin.conversations.$get({ query }, { init: { signal } })))
        .conversations;
    },
  });

export const dailyActivityQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "dailyActivity"),
    queryFn: ({ signal }) =>
      unwrap(api.admin["daily-activity"].$get({ query: filterQuery(f) }, { init: { signal } })),
  });

/** The insights of a filter combination; `forceRegenerate` computes them again on the server. */
async function fetchInsights(f: AdminFilters, forceRegenerate: boolean, signal?: AbortSignal) {
  const query = {
    ...filterQuery(f),
    ...(forceRegenerate ? { forceRegenerate: "true" as const } : {}),
  };
  return (await unwrap(api.admin.insights.$get({ query }, { init: { signal } }))).insights;
}

export const insightsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "aiInsights"),
    queryFn: ({ signal }) => fetchInsights(f, false, signal),
  });

/** The four dashboard calls of a filter combination, in the order the page reads them. */
export const dashboardQueries = (f: AdminFilters) =>
  [
    statsQueryOptions(f),
    conversationsQueryOptions(f),
    dailyActivityQueryOptions(f),
    insightsQueryOptions(f),
  ] as const;

/** The /admin loader: the four calls in parallel, into the cache the page reads. */
export const ensureDashboard = (queryClient: QueryClient, f: AdminFilters) =>
  Promise.all([
    queryClient.ensureQueryData(statsQueryOptions(f)),
    queryClient.ensureQueryData(conversationsQueryOptions(f)),
    queryClient.ensureQueryData(dailyActivityQueryOptions(f)),
    queryClient.ensureQueryData(insightsQueryOptions(f)),
  ]);

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.conversation(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.admin.conversations[":id"].$get(
          { param: { id: encodeURIComponent(id) } },
          { init: { signal } },
        ),
      ),
    staleTime: DASHBOARD_CACHE_MS,
    retry: 0,
  });

/** Every dashboard query except the insights of `f` (those are written, not refetched). */
const exceptInsightsOf = (f: AdminFilters) => {
  const insightsKey = JSON.stringify(dashboardKeys.part(f, "aiInsights"));
  return (query: { queryKey: readonly unknown[] }) =>
    JSON.stringify(query.queryKey) !== insightsKey;
};

/**
 * Refresh: reloads this filter combination's figures and regenerates its insights, writing
 * the new insights straight into the cache (SPEC §4.3).
 */
export function useRefreshDashboard(f: AdminFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const [insights] = await Promise.all([
        fetchInsights(f, true),
        queryClient.refetchQueries(
          { queryKey: dashboardKeys.filters(f), predicate: exceptInsightsOf(f) },
          { throwOnError: true },
        ),
      ]);
      queryClient.setQueryData(dashboardKeys.part(f, "aiInsights"), insights);
    },
    onError: () => toast.error("Failed to load dashboard data", ERROR_TOAST),
  });
}

/** Clear Data: deletes the environment's conversation data, then reloads with new insights. */
export function useClearData(f: AdminFilters, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (environment: EnvironmentFilter) =>
      unwrap(api.admin["clear-data"].$delete({ query: compactQuery({ environment }) })),
    onSuccess: async () => {
      toast.success("All conversation data cleared successfully", SUCCESS_TOAST);
      onDone();
      queryClient.removeQueries({ queryKey: ["admin", "conversation"] });
      const insightsKey = dashboardKeys.part(f, "aiInsights");
      try {
        queryClient.setQueryData(insightsKey, await fetchInsights(f, true));
      } catch {
        // The data is gone either way; the dashboard's own load reports the failure.
        await queryClient.invalidateQueries({ queryKey: insightsKey });
      }
      await queryClient.resetQueries({
        queryKey: dashboardKeys.all,
        predicate: exceptInsightsOf(f),
      });
    },
    onError: () => toast.error("Failed to clear data. Please try again.", ERROR_TOAST),
  });
}
