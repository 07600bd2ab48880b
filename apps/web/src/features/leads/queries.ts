import type {
  EnvironmentFilter,
  LeadPriority,
  LeadStatus,
  LeadType,
  LeadUpdate,
} from "@repo/schemas";
import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { api, compactQuery, errorMessage, unwrap } from "@/lib/api-client";

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
    queryFn: async ({ signal }) => {
      const query = compactQuery({ ...filters, search: filters.search.trim() });
      return (await unwrap(api.leads.$get({ query }, { init: { signal } }))).data;
    },
    meta: { errorToast: "Failed to fetch leads" },
  });

export const leadStatsQueryOptions = (environment: EnvironmentFilter) =>
  queryOptions({
    queryKey: leadKeys.stats(environment),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.leads.stats.$get({ query: compactQuery({ environment }) }, { init: { signal } }),
        )
      ).data,
  });

export const systemInfoQueryOptions = () =>
  queryOptions({
    queryKey: leadKeys.systemInfo,
    queryFn: async ({ signal }) =>
      (await unwrap(api.leads["system-info"].$get(undefined, { init: { signal } }))).data,
    staleTime: 5 * 60_000,
  });

export const ALL_LEADS = { status: "all", type: "all", search: "" } as const;

/**
 * The /admin/leads loader: the unfiltered list for the environment, awaited; the stats, the
 * storage type and a linked lead (`?lead=`) are started alongside and shown when they arrive.
 */
export function ensureLeads(
  queryClient: QueryClient,
  environment: EnvironmentFilter,
  linkedLeadId?: string,
) {
  void queryClient.prefetchQuery(leadStatsQueryOptions(environment));
  void queryClient.prefetchQuery(systemInfoQueryOptions());
  if (linkedLeadId) void queryClient.prefetchQuery(leadQueryOptions(linkedLeadId));
  return queryClient.ensureQueryData(leadsQueryOptions({ ...ALL_LEADS, environment }));
}

/** A lead id as one path segment (the client puts params into the path as given). */
const leadParam = (id: string) => ({ id: encodeURIComponent(id) });

export const leadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await unwrap(api.leads[":id"].$get({ param: leadParam(id) }, { init: { signal } }))).data,
  });

const putLead = async (id: string, change: LeadUpdate) =>
  (await unwrap(api.leads[":id"].$put({ param: leadParam(id), json: change }))).data;

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
