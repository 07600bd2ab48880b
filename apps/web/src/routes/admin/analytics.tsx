import { createFileRoute } from "@tanstack/react-router";
import { AdminRouteError, ComingSoonPage } from "@/features/admin/admin-shell";

/** A page still to come: nothing to load, the admin error state if it fails. */
export const Route = createFileRoute("/admin/analytics")({
  errorComponent: AdminRouteError,
  component: () => <ComingSoonPage title="Analytics" description="Traffic and performance" />,
});
