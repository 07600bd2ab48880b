import { createFileRoute } from "@tanstack/react-router";
import { InsightsDashboard } from "@/features/insights/insights-dashboard";

/** /admin: Chat & Agent Insights. Code-split, so recharts loads only here. */
export const Route = createFileRoute("/admin/")({
  component: InsightsDashboard,
});
