import type {
  EnvironmentFilter,
  Lead,
  LeadPriority,
  LeadStats,
  LeadStatus,
  LeadType,
  SystemInfo,
} from "@repo/schemas";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { adminApi, errorMessage } from "@/lib/admin-api";

export interface LeadListFilters {
  status: LeadStatus | "all";
  type: LeadType | "all";
  environment: EnvironmentFilter;
  search: string;
}

export const leadKeys = {
  all: ["admin", "leads"] as const,
  list: (filters: LeadListFilters) => ["admin", "leads", "list", filters] as const,
  stats: (environment: EnvironmentFilter) => ["admin", "leads", "stats", environment] as const,
  systemInfo: ["admin", "leads", "system-info"] as const,
  detail: (id: string) => ["admin", "leads", "detail", id] as const,
};

export const leadsQueryOptions = (filters: LeadListFilters) =>
  queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: async ({ signal }) =>
      (
        await adminApi.get<{ data: Lead[] }>("/leads", {
          query: { ...filters, search: filters.search.trim() },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const leadStatsQueryOptions = (environment: EnvironmentFilter) =>
  queryOptions({
    queryKey: leadKeys.stats(environment),
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: LeadStats }>("/leads/stats", { query: { environment }, signal }))
        .data,
  });

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.systemInfo,
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: SystemInfo }>("/leads/system-info", { signal })).data,
    staleTime: 5 * 60_000,
  });

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await adminApi.get<{ data: Lead }>(`/leads/${encodeURIComponent(id)}`, { signal })).data,
  });

const putLead = async (id: string, body: unknown) =>
  (await adminApi.put<{ data: Lead }>(`/leads/${encodeURIComponent(id)}`, body)).data;

/** Saves status and priority; refreshes the list and the stats (SPEC §4.3). */
export function useUpdateLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { status: LeadStatus; priority: LeadPriority }) => putLead(id, change),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      toast.success("Lead updated successfully", SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    onError: (error) =>
      toast.error("Failed to update lead", {
        ...ERROR_TOAST,
        description: errorMessage(error, ""),
      }),
  });
}

/** Appends one note, then reads the lead again (SPEC §7). */
export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => putLead(id, { notes: text }),
    onSuccess: async (lead) => {
      queryClient.setQueryData(leadKeys.detail(id), lead);
      toast.success("Note added", SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    onError: (error) =>
      toast.error("Failed to add note", { ...ERROR_TOAST, description: errorMessage(error, "") }),
  });
}
