import type {
  ClearDataResponse,
  ConversationDetail,
  ConversationSummary,
  DailyActivityPoint,
  DashboardStats,
  EnvironmentFilter,
  InsightsResponse,
} from "@repo/schemas";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import type { AdminFilters } from "@/features/admin/admin-filters";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { adminApi } from "@/lib/admin-api";

/** SPEC §9: the dashboard keeps each filter combination's data for 5 minutes. */
export const DASHBOARD_CACHE_MS = 300_000;
export const CONVERSATION_LIST_LIMIT = 20;

const filterQuery = (f: AdminFilters) => ({
  source: f.source,
  environment: f.environment,
  dateRange: f.dateRange,
});

/** `dashboard_cache_{source}_{environment}_{dateRange}`: one entry per filter combination. */
export const dashboardKeys = {
  all: ["dashboard_cache"] as const,
  filters: (f: AdminFilters) =>
    ["dashboard_cache", `${f.source}_${f.environment}_${f.dateRange}`] as const,
  part: (f: AdminFilters, part: "stats" | "conversations" | "dailyActivity" | "aiInsights") =>
    [...dashboardKeys.filters(f), part] as const,
  conversation: (id: string) => ["admin", "conversation", id] as const,
};

const cached = { staleTime: DASHBOARD_CACHE_MS, gcTime: DASHBOARD_CACHE_MS, retry: 0 } as const;

export const statsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "stats"),
    queryFn: ({ signal }) =>
      adminApi.get<DashboardStats>("/admin/stats", { query: filterQuery(f), signal }),
  });

export const conversationsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "conversations"),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ conversations?: ConversationSummary[] }>("/admin/conversations", {
          query: { ...filterQuery(f), limit: CONVERSATION_LIST_LIMIT },
          signal,
        })
      ).conversations ?? [],
  });

export const dailyActivityQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "dailyActivity"),
    queryFn: ({ signal }) =>
      adminApi.get<DailyActivityPoint[]>("/admin/daily-activity", {
        query: filterQuery(f),
        signal,
      }),
  });

/** Filter combinations whose next insights fetch must regenerate them (Refresh, Clear Data). */
const regenerate = new Set<string>();
export const requestInsightRegeneration = (f: AdminFilters) =>
  regenerate.add(dashboardKeys.filters(f)[1]);

export const insightsQueryOptions = (f: AdminFilters) =>
  queryOptions({
    ...cached,
    queryKey: dashboardKeys.part(f, "aiInsights"),
    queryFn: async ({ signal }) => {
      const forceRegenerate = regenerate.delete(dashboardKeys.filters(f)[1]);
      const res = await adminApi.get<Partial<InsightsResponse>>("/admin/insights", {
        query: { ...filterQuery(f), forceRegenerate: forceRegenerate ? "true" : undefined },
        signal,
      });
      return res.insights ?? [];
    },
  });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: dashboardKeys.conversation(id),
    queryFn: ({ signal }) =>
      adminApi.get<ConversationDetail>(`/admin/conversations/${encodeURIComponent(id)}`, {
        signal,
      }),
    staleTime: DASHBOARD_CACHE_MS,
    retry: 0,
  });

/** Refresh: drops this filter combination's cached data and refetches, regenerating insights. */
export function useRefreshDashboard(f: AdminFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      requestInsightRegeneration(f);
      await queryClient.resetQueries(
        { queryKey: dashboardKeys.filters(f) },
        { throwOnError: true },
      );
    },
    onError: () => toast.error("Failed to load dashboard data", ERROR_TOAST),
  });
}

/** Clear Data: deletes the environment's conversation data, then refetches with regeneration. */
export function useClearData(f: AdminFilters, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (environment: EnvironmentFilter) =>
      adminApi.delete<ClearDataResponse>("/admin/clear-data", { query: { environment } }),
    onSuccess: async () => {
      toast.success("All conversation data cleared successfully", SUCCESS_TOAST);
      onDone();
      requestInsightRegeneration(f);
      queryClient.removeQueries({ queryKey: ["admin", "conversation"] });
      await queryClient.resetQueries({ queryKey: dashboardKeys.all });
    },
    onError: () => toast.error("Failed to clear data. Please try again.", ERROR_TOAST),
  });
}
