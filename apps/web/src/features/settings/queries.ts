import { type QueryClient, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ERROR_TOAST, SUCCESS_TOAST } from "@/features/admin/toasts";
import { api, errorMessage, unwrap } from "@/lib/api-client";

export const settingsKey = ["admin", "settings"] as const;

/** The Settings page's data; polled so the outbox shows deliveries as they happen. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await unwrap(api.admin.settings.$get(undefined, { init: { signal } }))).data,
    refetchInterval: 5000,
  });

/** The /admin/settings loader: the settings, in the cache before the page shows. */
export const ensureSettings = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(settingsQueryOptions());

/** A settings action: toast on success or failure, then fresh settings. */
function useSettingsAction<A>(run: (arg: A) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(success, SUCCESS_TOAST);
      await queryClient.invalidateQueries({ queryKey: settingsKey });
    },
    onError: (error) =>
      toast.error(failure, { ...ERROR_TOAST, description: errorMessage(error, failure) }),
  });
}

export const useSendTestEmail = () =>
  useSettingsAction(
    () => unwrap(api.admin.settings["test-email"].$post()),
    "Test email queued",
    "Failed to queue the test email",
  );

export const useRetryMessage = () =>
  useSettingsAction(
    (id: string) =>
      unwrap(
        api.admin.settings.outbox[":id"].retry.$post({ param: { id: encodeURIComponent(id) } }),
      ),
    "Message queued again",
    "Failed to retry the message",
  );

export const useRegenerateFeed = () =>
  useSettingsAction(
    () => unwrap(api.admin.settings["calendar-feed"].$post()),
    "New feed address created; the old one no longer works",
    "Failed to create a new feed address",
  );
