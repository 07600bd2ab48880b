import { createFileRoute } from "@tanstack/react-router";
import { AdminRouteError, ComingSoonPage } from "@/features/admin/admin-shell";

/** A page still to come: nothing to load, the admin error state if it fails. */
export const Route = createFileRoute("/admin/users")({
  errorComponent: AdminRouteError,
  component: () => <ComingSoonPage title="Users" description="Team access" />,
});
