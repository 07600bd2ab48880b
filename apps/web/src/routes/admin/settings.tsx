import { createFileRoute } from "@tanstack/react-router";
import { AdminRouteError } from "@/features/admin/admin-shell";
import { ensureSettings } from "@/features/settings/queries";
import { SettingsPage, SettingsPagePending } from "@/features/settings/settings-page";

/** /admin/settings: the settings load before the page shows. */
export const Route = createFileRoute("/admin/settings")({
  loader: ({ context }) => ensureSettings(context.queryClient),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  pendingComponent: SettingsPagePending,
  errorComponent: AdminRouteError,
  component: SettingsPage,
});
