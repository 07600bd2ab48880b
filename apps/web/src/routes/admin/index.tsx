import { createFileRoute } from "@tanstack/react-router";
import { getAdminFilters } from "@/features/admin/admin-filters";
import {
  InsightsDashboard,
  InsightsDashboardError,
  InsightsDashboardPending,
} from "@/features/insights/insights-dashboard";
import { ensureDashboard } from "@/features/insights/queries";

/** /admin: Chat & Agent Insights. Code-split, so recharts loads only here. */
export const Route = createFileRoute("/admin/")({
  loader: ({ context }) => ensureDashboard(context.queryClient, getAdminFilters()),
  // One lazy chunk: the loader, the page and its pending and error states.
  codeSplitGroupings: [["loader", "component", "pendingComponent", "errorComponent"]],
  pendingComponent: InsightsDashboardPending,
  errorComponent: InsightsDashboardError,
  component: InsightsDashboard,
});
